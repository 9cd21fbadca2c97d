import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { messages, ruleMessages } from '@elite/shared/messages';
import type { Property } from '@elite/shared';
import { ActionButton } from '../../../components/ui/action-button';
import type { Column } from '../../../components/ui/data-table';
import { propertyColumns } from '../../../components/ui/property-columns';
import { QueryTable } from '../../../components/ui/query-table';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePendingVariables } from '../../../lib/use-pending-variables';
import { useAdvertisedProperties } from '../../home/api/get-advertised-properties';
import { advertisePropertyKey, useAdvertiseProperty } from '../api/advertise-property';
import { useVerifiedProperties } from '../api/get-all-properties';

/** Advertise Property (admin): puts verified listings on the home page. */
export function AdvertisePropertyPage() {
  useDocumentTitle('Advertise Property');
  const properties = useVerifiedProperties();
  const advertised = useAdvertisedProperties();
  // SPEC.md section 8: with an insertedId the message is a success, otherwise an error.
  const advertise = useAdvertiseProperty({
    onSuccess: ({ insertedId, message }) => {
      if (insertedId) toast.success(message ?? ruleMessages.advertised);
      else toast.error(message ?? messages.internalError);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const advertising = usePendingVariables<string>(advertisePropertyKey);
  const advertisedIds = new Set(advertised.data?.map((ad) => ad.property_id));

  const columns: Column<Property>[] = [
    propertyColumns.image,
    propertyColumns.title,
    propertyColumns.agentName,
    propertyColumns.priceRange,
    {
      header: 'Advertise',
      cell: (property) => (
        <div className="flex flex-wrap items-center gap-2">
          <ActionButton
            subject={property.property_title}
            pending={advertising.includes(property._id)}
            onClick={() => advertise.mutate(property._id)}
          >
            Advertise
          </ActionButton>
          {advertisedIds.has(property._id) && (
            <span className="badge badge-success badge-outline whitespace-nowrap">
              On the home page
            </span>
          )}
        </div>
      ),
    },
  ];

  return (
    <section className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">Advertise Property</h1>
        <p className="text-base-content/80">
          Verified properties can be advertised in the home page&apos;s Advertise Property grid.
        </p>
      </div>
      <QueryTable
        query={properties}
        caption="Verified properties"
        columns={columns}
        rowKey={(property) => property._id}
        emptyTitle="No verified properties yet"
        emptyHint={
          <p>
            Verify listings in{' '}
            <Link to="/dashboard/manageProperties" className="link link-primary">
              Manage Properties
            </Link>{' '}
            first.
          </p>
        }
      />
    </section>
  );
}
