import type { QueryClient } from '@tanstack/react-query';
import { agencyQueryOptions } from './get-agency';
import { agentQueryOptions } from '../../../lib/agent-profile';
import { AGENT_REVIEWS_PAGE_PARAM, agentReviewsQueryOptions } from './get-agent-reviews';
import {
  LISTINGS_PAGE_PARAM,
  pageParamOf,
  profileListingsQueryOptions,
} from './get-profile-listings';

/** Where a route loader's reads go (app/routes.tsx): the server's render waits for them. */
interface Reads {
  client: QueryClient;
  track: (read: Promise<unknown>) => void;
}

/**
 * The reads of an agent's or an agency's page, started by its route's loader before the page
 * renders (and on the server before it is rendered): the profile, the page of listings the
 * address asks for and, for an agent, the page of reviews.
 */
export function prefetchProfilePage(
  { client, track }: Reads,
  kind: 'agents' | 'agencies',
  id: string,
  url: string,
): null {
  const params = new URL(url).searchParams;
  track(
    kind === 'agents'
      ? client.prefetchQuery(agentQueryOptions(id))
      : client.prefetchQuery(agencyQueryOptions(id)),
  );
  track(
    client.prefetchQuery(
      profileListingsQueryOptions({ kind, id }, pageParamOf(params, LISTINGS_PAGE_PARAM)),
    ),
  );
  if (kind === 'agents') {
    const reviews = pageParamOf(params, AGENT_REVIEWS_PAGE_PARAM);
    track(client.prefetchQuery(agentReviewsQueryOptions(id, reviews)));
  }
  return null;
}
