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
import { useAdvertisedProperties } from '../../../lib/advertised-properties';
import { advertisePropertyKey, useAdvertiseProperty } from '../api/advertise-property';
import { useVerifiedProperties } from '../api/get-all-properties';
import { useAllUsers } from '../api/get-all-users';
import { unadvertisePropertyKey, useUnadvertiseProperty } from '../api/unadvertise-property';

/**
 * Where a verified listing stands for the home page: the server advertises only listings whose
 * agent is in good standing (not fraud, not deleted), so those get no Advertise button.
 */
type AdStanding = 'advertised' | 'hidden' | 'open' | 'unknown';

const LINK_MARK = '\u0000';

/** Advertise Property (admin): puts verified listings on the home page and takes them off. */
export function AdvertisePropertyPage() {
  const { _ } = useLingui();
  useDocumentTitle(_('admin.advertiseProperty'));
  const properties = useVerifiedProperties();
  const advertised = useAdvertisedProperties();
  const users = useAllUsers();
  // SPEC.md section 8: with an insertedId the message is a success, otherwise an error.
  const advertise = useAdvertiseProperty({
    onSuccess: ({ insertedId, message }) => {
      if (insertedId) toast.success(translateShared(message ?? ruleMessages.advertised));
      else toast.error(translateShared(message ?? messages.internalError));
    },
    onError: (error) => toast.error(translateShared(errorMessage(error))),
  });
  const unadvertise = useUnadvertiseProperty({
    onSuccess: () => toast.success(translateShared(ruleMessages.unadvertised)),
    onError: (error) => toast.error(translateShared(errorMessage(error))),
  });
  const advertising = usePendingVariables<string>(advertisePropertyKey);
  const unadvertising = usePendingVariables<string>(unadvertisePropertyKey);
  const [toTakeOff, setToTakeOff] = useState<Property | null>(null);

  const advertisedIds = new Set(advertised.data?.map((ad) => ad.property_id));
  const goodStanding = new Set(
    users.data?.filter((user) => user.status !== 'fraud').map((user) => user.email),
  );
  const standing = (property: Property): AdStanding => {
    if (advertisedIds.has(property._id)) return 'advertised';
    if (advertised.isPending || users.isPending) return 'unknown';
    // Without the accounts list the server still decides: it refuses with its message.
    return !users.data || goodStanding.has(property.agent_email) ? 'open' : 'hidden';
  };

  const confirmTakeOff = () => {
    if (!toTakeOff) return;
    setToTakeOff(null);
    unadvertise.mutate(toTakeOff._id);
  };

  const columns: Column<Property>[] = [
    propertyColumns.image,
    propertyColumns.title((property: Property) => property._id),
    propertyColumns.agentName,
    propertyColumns.priceRange,
    {
      header: _('admin.advertise'),
      className: 'min-w-44',
      cell: (property) => {
        switch (standing(property)) {
          case 'advertised':
            return (
              <div className="flex flex-wrap items-center gap-2">
                <span className="badge badge-success badge-outline whitespace-nowrap">
                  {_('admin.onHomePage')}
                </span>
                <ActionButton
                  subject={_('admin.removeSubject', { title: property.property_title })}
                  className="btn-error btn-outline"
                  pending={unadvertising.includes(property._id)}
                  onClick={() => setToTakeOff(property)}
                >
                  {_('admin.remove')}
                </ActionButton>
              </div>
            );
          case 'hidden':
            return (
              <span className="badge badge-error badge-outline h-auto py-1 text-start">
                {_('admin.hiddenFraud')}
              </span>
            );
          case 'open':
            return (
              <ActionButton
                subject={property.property_title}
                pending={advertising.includes(property._id)}
                onClick={() => advertise.mutate(property._id)}
              >
                {_('admin.advertise')}
              </ActionButton>
            );
          default:
            return <span className="text-base-content/70 text-sm">{_('admin.checking')}</span>;
        }
      },
    },
  ];

  // The hint's link goes where the translation puts {link}.
  const [beforeLink, afterLink] = _('admin.verifiedEmptyHint', { link: LINK_MARK }).split(
    LINK_MARK,
  );

  return (
    <section className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">{_('admin.advertiseProperty')}</h1>
        <p className="text-base-content/80">{_('admin.advertiseIntro')}</p>
      </div>
      <QueryTable
        query={properties}
        caption={_('admin.verifiedCaption')}
        columns={columns}
        rowKey={(property) => property._id}
        emptyTitle={_('admin.verifiedEmpty')}
        emptyHint={
          <p>
            {beforeLink}
            <Link to="/dashboard/manageProperties" className="link link-primary">
              {_('admin.manageProperties')}
            </Link>
            {afterLink}
          </p>
        }
      />
      <ConfirmDialog
        title={toTakeOff && _('admin.removeAdTitle', { title: toTakeOff.property_title })}
        confirmLabel={_('admin.remove')}
        onConfirm={confirmTakeOff}
        onCancel={() => setToTakeOff(null)}
      >
        <p>{_('admin.removeAdBody')}</p>
      </ConfirmDialog>
    </section>
  );
}
