import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { messages, ruleMessages } from '@elite/shared/messages';
import type { Property } from '@elite/shared';
import { ActionButton } from '../../../components/ui/action-button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { Column } from '../../../components/ui/data-table';
import { propertyColumns } from '../../../components/ui/property-columns';
import { QueryTable } from '../../../components/ui/query-table';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePendingVariables } from '../../../lib/use-pending-variables';
import { deletePropertyKey, useDeleteProperty } from '../api/delete-property';
import { useMyAddedProperties } from '../api/get-my-added-properties';
import { useAgent } from './use-agent';

/** SPEC.md section 4: rejected and sold listings cannot be updated; sold ones cannot be deleted. */
const canUpdate = (property: Property) =>
  property.status !== 'rejected' && property.status !== 'sold';
const canDelete = (property: Property) => property.status !== 'sold';

/**
 * My Added Property (agent): every listing of the agent, with Update and Delete (neither for an
 * agent marked as fraud).
 */
export function MyAddedPropertyPage() {
  useDocumentTitle('My Added Property');
  const agent = useAgent();
  const properties = useMyAddedProperties(agent.email);
  const deleteProperty = useDeleteProperty({
    onSuccess: () => toast.success(messages.propertyDeleted),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const deleting = usePendingVariables<string>(deletePropertyKey);
  const [toDelete, setToDelete] = useState<Property | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    setToDelete(null);
    deleteProperty.mutate(toDelete._id);
  };

  // A fraud agent's listings are kept as they are for the admins: the server refuses both actions.
  const mayChange = !agent.roleLoading && !agent.isFraud;
  const actionColumns: Column<Property>[] = [
    {
      header: 'Update',
      cell: (property) =>
        canUpdate(property) && (
          <Link
            to={`updateMyAddedProperty/${property._id}`}
            className="btn btn-primary btn-sm whitespace-nowrap"
          >
            Update<span className="sr-only"> {property.property_title}</span>
          </Link>
        ),
    },
    {
      header: 'Delete',
      cell: (property) =>
        canDelete(property) && (
          <ActionButton
            subject={property.property_title}
            className="btn-error btn-outline"
            pending={deleting.includes(property._id)}
            onClick={() => setToDelete(property)}
          >
            Delete
          </ActionButton>
        ),
    },
  ];
  const columns = [...propertyColumns.listing, ...(mayChange ? actionColumns : [])];
  // A pending listing verified before (listed_at set) is a change: buyers see the verified one.
  const changesWait = properties.data?.some((p) => p.status === 'pending' && p.listed_at !== null);

  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">My Added Property</h1>
      {agent.isFraud && (
        <p role="status" className="alert alert-warning max-w-3xl text-base font-semibold">
          {ruleMessages.fraudListingsFrozen}
        </p>
      )}
      {changesWait && (
        <p role="note" className="alert alert-info max-w-3xl">
          {messages.listingChangesWait}
        </p>
      )}
      <QueryTable
        query={properties}
        caption="My added properties"
        columns={columns}
        rowKey={(property) => property._id}
        emptyTitle="You have not added a property yet"
        emptyHint={
          <p>
            <Link to="/dashboard/addProperty" className="link link-primary">
              Add Property
            </Link>{' '}
            to list your first one.
          </p>
        }
      />
      <ConfirmDialog
        title={toDelete && `Delete “${toDelete.property_title}”?`}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        <p>
          It leaves the site with its wishlist entries and advertisement, and open offers on it are
          rejected. This cannot be undone.
        </p>
      </ConfirmDialog>
    </section>
  );
}
