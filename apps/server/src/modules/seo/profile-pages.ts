import type { Agency, AgentProfile } from '@elite/shared';
import { escapeHtml } from '../../lib/html';
import { translate } from '../../lib/i18n';
import {
  absoluteUrl,
  jsonForScript,
  type PagePlaceOfListing,
  type SiteSettings,
} from './share-meta';

/*
 * What an agent's and an agency's public pages carry in their <head> (CONTRACT.md section 14):
 * their <title> and description, a canonical link, Open Graph and Twitter tags, and JSON-LD
 * `RealEstateAgent` with the agent's agency (`worksFor`) and the agency's agents (`member`).
 * Pure functions of the API's answers and the site's settings, as share-meta.ts is for a listing.
 */

/** An agent's or an agency's page, as the API answers it. */
export type ProfilePage =
  { kind: 'agent'; agent: AgentProfile } | { kind: 'agency'; agency: Agency };

export const agentUrl = (publicUrl: string, id: string, base = '') =>
  `${publicUrl}${base}/agents/${encodeURIComponent(id)}`;
export const agencyUrl = (publicUrl: string, id: string, base = '') =>
  `${publicUrl}${base}/agencies/${encodeURIComponent(id)}`;

/** The first sentence-sized part of a bio: at most `max` characters, cut at a word. */
function excerpt(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

/** The page's description in its locale: who, where, how many listings; then the bio. */
export function profileDescription(page: ProfilePage, locale: PagePlaceOfListing['locale']) {
  if (page.kind === 'agency') {
    const { agency } = page;
    return translate(locale, 'profiles.agencyDescription', {
      name: agency.name,
      agents: agency.agents.length,
      listings: agency.listings_count,
    });
  }
  const { agent } = page;
  const about = translate(locale, 'profiles.agentDescription', {
    name: agent.name,
    hasAgency: agent.agency ? 'yes' : 'no',
    agency: agent.agency?.name ?? '',
    listings: agent.listings_count,
  });
  return agent.bio ? `${about} ${excerpt(agent.bio)}` : about;
}

const nameOf = (page: ProfilePage) => (page.kind === 'agent' ? page.agent.name : page.agency.name);
const imageOf = (page: ProfilePage) =>
  page.kind === 'agent' ? page.agent.image : page.agency.logo;
const urlOf = (page: ProfilePage, publicUrl: string, base = '') =>
  page.kind === 'agent'
    ? agentUrl(publicUrl, page.agent._id, base)
    : agencyUrl(publicUrl, page.agency._id, base);

/** schema.org's RealEstateAgent of an agent (with their agency) or of an agency (with its agents). */
export function profileJsonLd(page: ProfilePage, site: SiteSettings): Record<string, unknown> {
  const { publicUrl } = site;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: nameOf(page),
    url: urlOf(page, publicUrl),
  };
  const image = imageOf(page);
  if (image) data.image = absoluteUrl(publicUrl, image);
  if (page.kind === 'agent') {
    const { agent } = page;
    if (agent.phone) data.telephone = agent.phone;
    if (agent.bio) data.description = agent.bio;
    if (agent.languages.length > 0) data.knowsLanguage = agent.languages;
    if (agent.agency) {
      data.worksFor = {
        '@type': 'RealEstateAgent',
        name: agent.agency.name,
        url: agencyUrl(publicUrl, agent.agency._id),
      };
    }
    if (agent.rating !== null && agent.reviews_count > 0) {
      data.aggregateRating = {
        '@type': 'AggregateRating',
        ratingValue: agent.rating,
        reviewCount: agent.reviews_count,
        bestRating: 5,
        worstRating: 1,
      };
    }
    return data;
  }
  const { agency } = page;
  if (agency.phone) data.telephone = agency.phone;
  if (agency.email) data.email = agency.email;
  if (agency.address) data.address = { '@type': 'PostalAddress', streetAddress: agency.address };
  if (agency.website) data.sameAs = [agency.website];
  if (agency.agents.length > 0) {
    data.member = agency.agents.map((agent) => ({
      '@type': 'RealEstateAgent',
      name: agent.name,
      url: agentUrl(publicUrl, agent._id),
      ...(agent.image && { image: absoluteUrl(publicUrl, agent.image) }),
    }));
  }
  return data;
}

const meta = (attribute: 'property' | 'name', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** Replaces the first match of `pattern` in the page's head with `element`, or adds it. */
function replaceInHead(html: string, pattern: RegExp, element: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  const replaced = head.replace(pattern, () => element);
  return (replaced !== head ? replaced : head + element) + html.slice(headEnd);
}

/**
 * A served page with the agent's or agency's head: title and description in place of the
 * app's, the canonical link, the share card (a summary card: a portrait or a logo is no wide
 * picture) and the JSON-LD.
 */
export function withProfileHead(
  html: string,
  page: ProfilePage,
  site: SiteSettings,
  place: PagePlaceOfListing,
): string {
  const title = `${nameOf(page)} | ${site.siteName}`;
  const description = profileDescription(page, place.locale);
  const url = urlOf(page, site.publicUrl, place.base);
  const image = imageOf(page);
  let result = replaceInHead(
    html,
    /<title>[\s\S]*?<\/title>/i,
    `<title>${escapeHtml(title)}</title>`,
  );
  result = replaceInHead(
    result,
    /<meta\s+name="description"[^>]*>/i,
    meta('name', 'description', description),
  );
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', page.kind === 'agent' ? 'profile' : 'website'),
    meta('property', 'og:site_name', site.siteName),
    meta('property', 'og:title', nameOf(page)),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...(image
      ? [
          meta('property', 'og:image', absoluteUrl(site.publicUrl, image)),
          meta('property', 'og:image:alt', nameOf(page)),
        ]
      : []),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', nameOf(page)),
    meta('name', 'twitter:description', description),
    `<script type="application/ld+json">${jsonForScript(profileJsonLd(page, site))}</script>`,
  ].join('');
  return result.replace('</head>', () => `${tags}</head>`);
}

/** Which profile page a server-rendered route is, from its path pattern. */
export function profileKindOf(routeUrl: string | undefined): ProfilePage['kind'] | undefined {
  if (routeUrl?.endsWith('/agents/:id')) return 'agent';
  if (routeUrl?.endsWith('/agencies/:id')) return 'agency';
  return undefined;
}

/**
 * The page's agent or agency as the API answers it (the same read as the page's rendering),
 * or undefined when there is none (the page is a 404).
 */
export async function findProfilePage(
  kind: ProfilePage['kind'],
  id: string,
  send: typeof fetch,
): Promise<ProfilePage | undefined> {
  const path = kind === 'agent' ? 'agents' : 'agencies';
  const response = await send(`/api/${path}/${encodeURIComponent(id)}`);
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`GET /api/${path}/${id} answered ${response.status}`);
  const body: unknown = await response.json();
  return kind === 'agent'
    ? { kind, agent: body as AgentProfile }
    : { kind, agency: body as Agency };
}
