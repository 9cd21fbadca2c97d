import { toast } from 'react-toastify/unstyled';
import { messages } from '@elite/shared/messages';
import type { Property } from '@elite/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { Column } from '../../../components/ui/data-table';
import { DecisionButtons } from '../../../components/ui/decision-buttons';
import type { Decision } from '../../../components/ui/decision-buttons';
import { propertyColumns } from '../../../components/ui/property-columns';
import { QueryTable } from '../../../components/ui/query-table';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useConfirm } from '../../../lib/use-confirm';
import { usePendingVariables } from '../../../lib/use-pending-variables';
import { useAllProperties } from '../api/get-all-properties';
import { moderatePropertyKey, useModerateProperty } from '../api/moderate-property';
import type { ModerationStatus, ModerationVariables } from '../api/moderate-property';

const decisions: Decision<ModerationStatus>[] = [
  { value: 'verified', label: 'Verify', className: 'btn-success' },
  { value: 'rejected', label: 'Reject', className: 'btn-error btn-outline' },
];

/** SPEC.md section 8: a rejection's toast is error-styled. */
const moderationToasts: Record<ModerationStatus, () => void> = {
  verified: () => toast.success(messages.propertyVerified),
  rejected: () => toast.error(messages.propertyRejected),
};

/** Manage Properties (admin): every listing; pending ones are verified or rejected. */
export function ManagePropertiesPage() {
  useDocumentTitle('Manage Properties');
  const properties = useAllProperties();
  const moderate = useModerateProperty({
    onSuccess: (_data, { status }) => moderationToasts[status](),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const moderating = usePendingVariables<ModerationVariables>(moderatePropertyKey);
  // A rejection is final (SPEC.md section 4), so it asks first; verifying does not.
  const toReject = useConfirm((property: Property) =>
    moderate.mutate({ id: property._id, status: 'rejected' }),
  );

  const decide = (property: Property, status: ModerationStatus) => {
    if (status === 'rejected') toReject.ask(property);
    else moderate.mutate({ id: property._id, status });
  };

  const columns: Column<Property>[] = [
    ...propertyColumns.listing,
    {
      header: 'Actions',
      cell: (property) =>
        property.status === 'pending' && (
          <DecisionButtons
            subject={property.property_title}
            decisions={decisions}
            pending={moderating.find(({ id }) => id === property._id)?.status ?? null}
            onDecide={(status) => decide(property, status)}
          />
        ),
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
      <ConfirmDialog
        title={toReject.asking && `Reject “${toReject.asking.property_title}”?`}
        confirmLabel="Reject"
        onConfirm={toReject.confirm}
        onCancel={toReject.cancel}
      >
        <p>
          The listing stays off the site and its agent can no longer update it. A rejection cannot
          be undone.
        </p>
      </ConfirmDialog>
    </section>
  );
}
