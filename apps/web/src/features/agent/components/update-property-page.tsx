import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { messages, ruleMessages } from '@elite/shared/messages';
import { translateShared, useLingui } from '../../../lib/i18n';
import { ErrorState, TableSkeleton } from '../../../components/ui/states';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { propertyQueryOptions } from '../../properties';
import { useUpdateProperty } from '../api/update-property';
import { FraudNotice } from './fraud-notice';
import { PropertyForm } from './property-form';
import { useAgent } from './use-agent';

function BackLink() {
  const { _ } = useLingui();
  return (
    <Link to="/dashboard/myAddedProperty" className="link link-primary">
      {_('agent.backToMyAdded')}
    </Link>
  );
}

/**
 * Update Property Information (agent): the listing's details; it goes back to pending (a listing
 * already verified stays public as verified until an admin verifies the change).
 */
export function UpdatePropertyPage() {
  const { _ } = useLingui();
  useDocumentTitle(_('agent.updateProperty'));
  const { id = '' } = useParams();
  const agent = useAgent();
  const property = useQuery(propertyQueryOptions(id));
  const updateProperty = useUpdateProperty();
  const navigate = useNavigate();

  let content;
  if (property.isPending || agent.roleLoading) {
    content = <TableSkeleton rows={3} label={_('agent.loadingProperty')} />;
  } else if (property.isError) {
    content = <ErrorState error={property.error} onRetry={() => void property.refetch()} />;
  } else if (property.data.agent_email !== agent.email) {
    // Another agent's listing: the server would refuse the change (and a 403 logs out).
    content = <p className="alert alert-error max-w-3xl">{translateShared(messages.forbidden)}</p>;
  } else if (property.data.status === 'rejected' || property.data.status === 'sold') {
    content = (
      <p role="status" className="alert alert-warning max-w-3xl">
        {translateShared(ruleMessages.propertyCannotUpdate)}
      </p>
    );
  } else if (agent.isFraud) {
    content = <FraudNotice />;
  } else {
    const current = property.data;
    // Verified once (listed_at set): the public keeps the verified version (decision 047).
    const isPublic = current.listed_at !== null;
    content = (
      <>
        {isPublic && (
          <p role="note" className="alert alert-info max-w-3xl">
            {translateShared(messages.listingChangeWaits)}
          </p>
        )}
        <PropertyForm
          agent={agent}
          current={current}
          submitLabel={_('agent.updateProperty')}
          onSave={async (input) => {
            await updateProperty.mutateAsync({ id: current._id, input });
            toast.success(translateShared(messages.propertyUpdated));
            await navigate('/dashboard/myAddedProperty');
          }}
        />
      </>
    );
  }

  return (
    <section className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">{_('agent.updateHeading')}</h1>
        <BackLink />
      </div>
      {content}
    </section>
  );
}
