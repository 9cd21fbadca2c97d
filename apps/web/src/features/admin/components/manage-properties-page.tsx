import { toast } from 'react-toastify';
import { messages } from '@elite/shared';
import type { Property } from '@elite/shared';
import { ActionButton } from '../../../components/ui/action-button';
import type { Column } from '../../../components/ui/data-table';
import { propertyColumns } from '../../../components/ui/property-columns';
import { QueryTable } from '../../../components/ui/query-table';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAllProperties } from '../api/get-all-properties';
import { useModerateProperty } from '../api/moderate-property';
import type { ModerationStatus } from '../api/moderate-property';

/** SPEC.md section 8: a rejection's toast is error-styled. */
const moderationToasts: Record<ModerationStatus, () => void> = {
  verified: () => toast.success(messages.propertyVerified),
  rejected: () => toast.error(messages.propertyRejected),
};

/** Manage Properties (admin): every listing; pending ones are verified or rejected. */
export function ManagePropertiesPage() {
  useDocumentTitle('Manage Properties');
  const properties = useAllProperties();
  const moderate = useModerateProperty();

  const decide = (property: Property, status: ModerationStatus) =>
    moderate.mutate(
      { id: property._id, status },
      {
        onSuccess: moderationToasts[status],
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  const columns: Column<Property>[] = [
    propertyColumns.image,
    propertyColumns.title,
    propertyColumns.location,
    propertyColumns.agentName,
    propertyColumns.agentImage,
    { ...propertyColumns.priceRange, header: 'Price' },
    propertyColumns.status,
    {
      header: 'Actions',
      cell: (property) => {
        if (property.status !== 'pending') return null;
        const busy = moderate.isPending && moderate.variables.id === property._id;
        return (
          <div className="flex flex-col gap-2 2xl:flex-row">
            <ActionButton
              subject={property.property_title}
              className="btn-success"
              pending={busy && moderate.variables.status === 'verified'}
              disabled={busy}
              onClick={() => decide(property, 'verified')}
            >
              Verify
            </ActionButton>
            <ActionButton
              subject={property.property_title}
              className="btn-error btn-outline"
              pending={busy && moderate.variables.status === 'rejected'}
              disabled={busy}
              onClick={() => decide(property, 'rejected')}
            >
              Reject
            </ActionButton>
          </div>
        );
      },
    },
  ];

  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">Manage Properties</h1>
      <QueryTable
        query={properties}
        caption="All properties"
        columns={columns}
        rowKey={(property) => property._id}
        emptyTitle="No properties yet"
        emptyHint={<p>Listings that agents add appear here for review.</p>}
      />
    </section>
  );
}
