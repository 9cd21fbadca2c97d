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
import { translateShared, useLingui } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePendingVariables } from '../../../lib/use-pending-variables';
import { deletePropertyKey, useDeleteProperty } from '../api/delete-property';
import { useMyAddedProperties } from '../api/get-my-added-properties';
import { useAgent } from './use-agent';

/** SPEC.md section 4: rejected and sold listings cannot be updated; sold ones cannot be deleted. */
const canUpdate = (property: Property) =>
  property.status !== 'rejected' && property.status !== 'sold';
const LINK_MARK = '\u0000';

const canDelete = (property: Property) => property.status !== 'sold';

/**
 * My Added Property (agent): every listing of the agent, with Update and Delete (neither for an
 * agent marked as fraud).
 */
export function MyAddedPropertyPage() {
  const { _ } = useLingui();
  useDocumentTitle(_('agent.myAdded'));
  const agent = useAgent();
  const properties = useMyAddedProperties(agent.email);
  const deleteProperty = useDeleteProperty({
    onSuccess: () => toast.success(translateShared(messages.propertyDeleted)),
    onError: (error) => toast.error(translateShared(errorMessage(error))),
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
      header: _('agent.update'),
      cell: (property) =>
        canUpdate(property) && (
          <Link
            to={`updateMyAddedProperty/${property._id}`}
            className="btn btn-primary btn-sm whitespace-nowrap"
          >
            {_('agent.update')}
            <span className="sr-only"> {property.property_title}</span>
          </Link>
        ),
    },
    {
      header: _('agent.delete'),
      cell: (property) =>
        canDelete(property) && (
          <ActionButton
            subject={property.property_title}
            className="btn-error btn-outline"
            pending={deleting.includes(property._id)}
            onClick={() => setToDelete(property)}
          >
            {_('agent.delete')}
          </ActionButton>
        ),
    },
  ];
  const columns = [...propertyColumns.listing, ...(mayChange ? actionColumns : [])];
  // A pending listing verified before (listed_at set) is a change: buyers see the verified one.
  const changesWait = properties.data?.some((p) => p.status === 'pending' && p.listed_at !== null);

  // The hint's link goes where the translation puts {link}.
  const [beforeLink, afterLink] = _('agent.addedEmptyHint', { link: LINK_MARK }).split(LINK_MARK);

  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">{_('agent.myAdded')}</h1>
      {agent.isFraud && (
        <p role="status" className="alert alert-warning max-w-3xl text-base font-semibold">
          {translateShared(ruleMessages.fraudListingsFrozen)}
        </p>
      )}
      {changesWait && (
        <p role="note" className="alert alert-info max-w-3xl">
          {translateShared(messages.listingChangesWait)}
        </p>
      )}
      <QueryTable
        query={properties}
        caption={_('agent.addedCaption')}
        columns={columns}
        rowKey={(property) => property._id}
        emptyTitle={_('agent.addedEmpty')}
        emptyHint={
          <p>
            {beforeLink}
            <Link to="/dashboard/addProperty" className="link link-primary">
              {_('agent.addProperty')}
            </Link>
            {afterLink}
          </p>
        }
      />
      <ConfirmDialog
        title={toDelete && _('agent.deleteTitle', { title: toDelete.property_title })}
        confirmLabel={_('agent.delete')}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        <p>{_('agent.deleteBody')}</p>
      </ConfirmDialog>
    </section>
  );
}
