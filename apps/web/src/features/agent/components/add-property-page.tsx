import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { messages } from '@elite/shared/messages';
import { translateShared, useLingui } from '../../../lib/i18n';
import { TableSkeleton } from '../../../components/ui/states';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAddProperty } from '../api/add-property';
import { FraudNotice } from './fraud-notice';
import { PropertyForm } from './property-form';
import { useAgent } from './use-agent';

/** Add Property (agent): a new listing, pending until an admin verifies it. */
export function AddPropertyPage() {
  const { _ } = useLingui();
  useDocumentTitle(_('agent.addProperty'));
  const agent = useAgent();
  const addProperty = useAddProperty();
  const navigate = useNavigate();

  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">{_('agent.addProperty')}</h1>
      {agent.roleLoading ? (
        <TableSkeleton rows={3} label={_('agent.loadingForm')} />
      ) : agent.isFraud ? (
        <FraudNotice />
      ) : (
        <PropertyForm
          agent={agent}
          submitLabel={_('agent.addProperty')}
          onSave={async (input) => {
            await addProperty.mutateAsync(input);
            toast.success(translateShared(messages.propertyAdded));
            await navigate('/dashboard/myAddedProperty');
          }}
        />
      )}
    </section>
  );
}
