import { PAGE_SIZE_DEFAULT, type Property } from '@elite/shared';
import type { Database } from '../../db/client';
import type { PublicChanges } from '../../lib/public-changes';
import { notFound } from '../../lib/errors';
import { toProperty } from '../properties/view';
import { agencyMessages } from './messages';
import { agentIdsOfAgency, isPublicAgent, listOwnerListings } from './listing-repository';
import { agencyExists } from './repository';

/*
 * The listings of an agent's and an agency's public pages (CONTRACT.md section 14): the cards
 * GET /api/property answers, of one agent or one agency, a page at a time.
 */

export interface ListingsPage {
  properties: Property[];
  total: number;
}

interface Paging {
  page?: number | undefined;
  limit?: number | undefined;
}

const pageOf = ({ page = 1, limit = PAGE_SIZE_DEFAULT }: Paging) => ({ page, limit });

/** An agent's listed listings; an unknown agent (or one buyers may not see) is a 404. */
export async function agentListings(
  db: Database,
  id: string,
  paging: Paging,
): Promise<ListingsPage> {
  if (!(await isPublicAgent(db, id))) throw notFound(agencyMessages.agentNotFound);
  const { page, limit } = pageOf(paging);
  const { rows, total } = await listOwnerListings(db, { agentId: id }, page, limit);
  return { properties: rows.map(toProperty), total };
}

/** The listed listings of an agency's agents; an unknown agency is a 404. */
export async function agencyListings(
  db: Database,
  id: string,
  paging: Paging,
): Promise<ListingsPage> {
  if (!(await agencyExists(db, id))) throw notFound(agencyMessages.agencyNotFound);
  const { page, limit } = pageOf(paging);
  const { rows, total } = await listOwnerListings(db, { agencyId: id }, page, limit);
  return { properties: rows.map(toProperty), total };
}

export const agentsOfAgency = agentIdsOfAgency;

/**
 * Says that an agency's page and its agents' pages changed (the response cache keeps pages by
 * the version of public changes): the agency, then each agent, whose page shows the agency.
 */
export async function publishAgencyChange(
  changes: PublicChanges,
  agencyId: string | undefined,
  agentIds: readonly string[],
): Promise<void> {
  if (agencyId !== undefined) await changes.publish({ kind: 'agency', id: agencyId });
  for (const id of agentIds) await changes.publish({ kind: 'agent', id });
}
