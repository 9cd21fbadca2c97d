import { toast } from 'react-toastify/unstyled';
import { OPEN_HOUSES_PER_LISTING } from '@elite/shared/open-houses';
import type { Property } from '@elite/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { errorMessage } from '../../../lib/api-client';
import { i18n, intlLocale, useLingui } from '../../../lib/i18n';
import { useConfirm } from '../../../lib/use-confirm';
import type { useOpenHouses } from '../api/get-open-houses';
import { useDeleteOpenHouse } from '../api/manage-open-houses';
import { formatOpenHouseTimes } from '../lib/open-house-time';
import { OpenHouseForm } from './open-house-form';
import { openHouseTimeId, OpenHouseItem } from './open-house-item';
import { OpenHousesFrame } from './open-houses-frame';

interface AgentOpenHousesProps {
  property: Property;
  list: ReturnType<typeof useOpenHouses>;
}

/**
 * The listing's own agent's open houses: the upcoming ones, each with Delete (asked first: those
 * who said they come are told by e-mail), and the form that adds one.
 */
export function AgentOpenHouses({ property, list }: AgentOpenHousesProps) {
  const { _ } = useLingui();
  const remove = useDeleteOpenHouse();
  const confirm = useConfirm((id: string) =>
    remove.mutate(
      { id, propertyId: property._id },
      {
        onSuccess: () => toast.success(i18n._('open-houses.deleted')),
        onError: (error) => toast.error(errorMessage(error)),
      },
    ),
  );
  const upcoming = list.data ?? [];
  const asking = upcoming.find((openHouse) => openHouse._id === confirm.asking);
  // The server takes open houses on a verified listing only (409 otherwise).
  const mayAdd = property.status === 'verified';

  return (
    <OpenHousesFrame>
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : upcoming.length === 0 ? (
        <EmptyState title={_('open-houses.emptyAgent')}>
          <p>{_('open-houses.emptyAgentHint')}</p>
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3">
          {upcoming.map((openHouse) => (
            <OpenHouseItem key={openHouse._id} openHouse={openHouse}>
              <button
                type="button"
                className="btn btn-outline btn-error btn-sm"
                aria-describedby={openHouseTimeId(openHouse._id)}
                aria-haspopup="dialog"
                disabled={remove.isPending && remove.variables.id === openHouse._id}
                onClick={() => confirm.ask(openHouse._id)}
              >
                {_('open-houses.delete')}
              </button>
            </OpenHouseItem>
          ))}
        </ul>
      )}
      {mayAdd &&
        (upcoming.length >= OPEN_HOUSES_PER_LISTING ? (
          <p role="note" className="alert alert-info">
            {_('open-houses.limitReached', {
              max: OPEN_HOUSES_PER_LISTING.toLocaleString(intlLocale()),
            })}
          </p>
        ) : (
          <OpenHouseForm propertyId={property._id} />
        ))}
      <ConfirmDialog
        title={
          asking
            ? _('open-houses.deleteQuestion', {
                when: formatOpenHouseTimes(asking.start, asking.end),
              })
            : null
        }
        confirmLabel={_('open-houses.delete')}
        onConfirm={confirm.confirm}
        onCancel={confirm.cancel}
      >
        <p>{_('open-houses.deleteWarning')}</p>
      </ConfirmDialog>
    </OpenHousesFrame>
  );
}
