import { Suspense, lazy } from 'react';
import type { Property } from '@elite/shared';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/states';
import { isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useLingui } from '../../../lib/i18n';
import { useOpenHouses } from '../api/get-open-houses';
import { AttendButtons } from './attend-buttons';
import { OpenHousesFrame } from './open-houses-frame';
import { OpenHouseItem } from './open-house-item';

/** The agent's editor (and its form library) loads only for the listing's own agent. */
const AgentOpenHouses = lazy(async () => ({
  default: (await import('./agent-open-houses')).AgentOpenHouses,
}));

/** Whether the visitor is the listing's own agent. */
const isListingAgent = (email: string | undefined, property: Property) =>
  Boolean(email) && email?.toLowerCase() === property.agent_email.toLowerCase();

/**
 * The listing's upcoming open houses: for a visitor, each with "I'll come" and the calendar file
 * (hidden when there are none); for the listing's agent, the editor. Loading is announced without
 * taking room (most listings have none); a failure says so with a retry.
 */
export function OpenHousesSection({ property }: { property: Property }) {
  const { _ } = useLingui();
  const { status, user } = useAuth();
  const email = user?.email ?? '';
  const list = useOpenHouses(property._id, email, status !== 'checking');

  if (list.isPending) {
    return (
      <div role="status" aria-live="polite">
        <span className="sr-only">{_('open-houses.loading')}</span>
      </div>
    );
  }
  // A listing gone since its page loaded, or a server from before open houses: nothing to show.
  if (list.isError && isApiError(list.error, 404)) return null;

  if (isListingAgent(user?.email, property)) {
    return (
      <Suspense
        fallback={
          <OpenHousesFrame>
            <Skeleton className="h-24 w-full" />
          </OpenHousesFrame>
        }
      >
        <AgentOpenHouses property={property} list={list} />
      </Suspense>
    );
  }
  if (list.isError) {
    return (
      <OpenHousesFrame>
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      </OpenHousesFrame>
    );
  }
  if (list.data.length === 0) return null;
  return (
    <OpenHousesFrame>
      <ul className="flex flex-col gap-3">
        {list.data.map((openHouse) => (
          <OpenHouseItem key={openHouse._id} openHouse={openHouse}>
            <AttendButtons
              propertyId={property._id}
              openHouse={openHouse}
              signedIn={status === 'signed-in'}
            />
          </OpenHouseItem>
        ))}
      </ul>
    </OpenHousesFrame>
  );
}
