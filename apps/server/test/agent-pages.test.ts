import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { conversationCalls } from './helpers/conversation-calls';
import type { TestAccount } from './helpers/factories';
import { metaOf, parseHtml } from './helpers/html';
import { temporaryDataDir } from './helpers/images';
import { describeEachDatabase } from './helpers/test-app';

/*
 * An agent's and an agency's public pages as the server serves them (CONTRACT.md section 14):
 * rendered, with their title, description, canonical link, share card and JSON-LD
 * RealEstateAgent; a 404 for an unknown id; in the sitemap with PUBLIC_LISTINGS=1; never stale
 * after a change of the agency or the agent. The web build is a stand-in that renders the name
 * from the API's answer, as apps/web/src/entry-server.tsx does (the real one:
 * apps/web/e2e/agent-pages.test.ts).
 */
const standInRenderer = `
export function isKnownPage(pathname) {
  return /^\\/(|allProperty|property\\/[^/]+|agents\\/[^/]+|agencies\\/[^/]+)\\/?$/i.test(pathname);
}
export function createRenderer(send) {
  return async (url) => {
    const match = /^\\/(agents|agencies)\\/([^/?]+)/.exec(url);
    if (!match) return null;
    const response = await send('/api/' + match[1] + '/' + match[2]);
    if (response.status !== 200) return null;
    const body = await response.json();
    const text = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    const agency = body.agency ? '<p>' + text(body.agency.name) + '</p>' : '';
    return { html: '<h1>' + text(body.name) + '</h1>' + agency, state: '', head: '' };
  };
}
`;

const shell =
  '<!doctype html><html><head><meta charset="UTF-8" />' +
  '<meta name="description" content="The whole site." />' +
  '<title>Elite Property | Your Perfect Place Awaits</title>' +
  '<script type="module" crossorigin src="/assets/app.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

const build = temporaryDataDir('web-build-agent-pages');
const dist = path.join(build.dir, 'dist');
fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
fs.writeFileSync(path.join(dist, 'index.html'), shell);
fs.mkdirSync(path.join(build.dir, 'dist-ssr'));
fs.writeFileSync(path.join(build.dir, 'dist-ssr', 'entry-server.js'), standInRenderer);
afterAll(() => build.remove());

const PUBLIC_URL = 'https://homes.example';

function headOf(html: string) {
  const elements = parseHtml(html);
  return {
    meta: metaOf(elements),
    titles: elements.filter((e) => e.tag === 'title').map((e) => e.text),
    canonical: elements.find((e) => e.tag === 'link' && e.attrs.rel === 'canonical')?.attrs.href,
    jsonLd: elements
      .filter((e) => e.tag === 'script' && e.attrs.type === 'application/ld+json')
      .map((e) => JSON.parse(e.text) as Record<string, unknown>),
    root: elements.find((e) => e.tag === 'div' && e.attrs.id === 'root')?.text ?? '',
  };
}

describeEachDatabase(
  'agents’ and agencies’ pages: rendered, with JSON-LD, in the sitemap',
  (ctx) => {
    const c = conversationCalls(ctx);
    const page = (url: string) => c.inject({ method: 'GET', url });
    let admin: TestAccount;
    let agent: TestAccount;
    let crook: TestAccount;
    let buyer: TestAccount;
    let agencyId: string;

    beforeAll(async () => {
      [admin, agent, crook, buyer] = await Promise.all([
        c.account('admin'),
        c.account('agent', 'Ada <Agent>'),
        c.account('agent', 'Cal Crook'),
        c.account('user', 'Bob Buyer'),
      ]);
      await c.listing(agent, { title: 'Harbour loft' });
      const created = await c.as(admin, {
        method: 'POST',
        url: '/api/agencies',
        payload: {
          name: 'Harbour & Homes',
          logo: 'https://cdn.example/logo.png',
          address: '1 Quay Street, Lisbon',
          phone: '+351 21 000 0000',
          email: 'hello@harbour.example',
          website: 'https://harbour.example',
        },
      });
      agencyId = created.json().insertedId as string;
      await c.as(admin, {
        method: 'PATCH',
        url: `/api/user/${agent.id}/agency`,
        payload: { agency_id: agencyId },
      });
      await c.as(agent, {
        method: 'PATCH',
        url: '/api/auth/me',
        payload: { bio: 'Twenty years on the coast.\nAsk me anything.', phone: '+351 91 000 0000' },
      });
      await c.as(admin, {
        method: 'PATCH',
        url: `/api/fraudUser/${encodeURIComponent(crook.email)}`,
        payload: { status: 'fraud' },
      });
    });

    it('an agent’s page arrives rendered with its head and a RealEstateAgent of its agency', async () => {
      const res = await page(`/agents/${agent.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      const head = headOf(res.body);
      const url = `${PUBLIC_URL}/agents/${agent.id}`;
      expect(head.titles).toEqual(['Ada <Agent> | Elite Property']);
      expect(head.root).toContain('Ada <Agent>');
      expect(head.root).toContain('Harbour & Homes');
      expect(head.canonical).toBe(url);
      expect(head.meta).toMatchObject({
        description:
          'Ada <Agent>, estate agent at Harbour & Homes: 1 home listed. Twenty years on the coast. Ask me anything.',
        'og:type': 'profile',
        'og:title': 'Ada <Agent>',
        'og:url': url,
        'twitter:card': 'summary',
      });
      expect(head.jsonLd).toEqual([
        {
          '@context': 'https://schema.org',
          '@type': 'RealEstateAgent',
          name: 'Ada <Agent>',
          url,
          telephone: '+351 91 000 0000',
          description: 'Twenty years on the coast.\nAsk me anything.',
          worksFor: {
            '@type': 'RealEstateAgent',
            name: 'Harbour & Homes',
            url: `${PUBLIC_URL}/agencies/${agencyId}`,
          },
        },
      ]);
      // The name's markup never became an element, nor ended the JSON-LD early.
      expect(res.body).not.toContain('<Agent>');
    });

    it('an agency’s page carries its address, contact and its agents as members', async () => {
      const res = await page(`/agencies/${agencyId}`);
      expect(res.statusCode).toBe(200);
      const head = headOf(res.body);
      const url = `${PUBLIC_URL}/agencies/${agencyId}`;
      expect(head.titles).toEqual(['Harbour & Homes | Elite Property']);
      expect(head.canonical).toBe(url);
      expect(head.meta).toMatchObject({
        description: 'Harbour & Homes, estate agency: 1 agent, 1 home listed.',
        'og:type': 'website',
        'og:image': 'https://cdn.example/logo.png',
      });
      expect(head.jsonLd).toEqual([
        {
          '@context': 'https://schema.org',
          '@type': 'RealEstateAgent',
          name: 'Harbour & Homes',
          url,
          image: 'https://cdn.example/logo.png',
          telephone: '+351 21 000 0000',
          email: 'hello@harbour.example',
          address: { '@type': 'PostalAddress', streetAddress: '1 Quay Street, Lisbon' },
          sameAs: ['https://harbour.example'],
          member: [
            {
              '@type': 'RealEstateAgent',
              name: 'Ada <Agent>',
              url: `${PUBLIC_URL}/agents/${agent.id}`,
            },
          ],
        },
      ]);
    });

    it('an unknown id, an account that is not a visible agent, or a bad id: the 404 page', async () => {
      for (const url of [
        '/agents/00000000-0000-4000-8000-000000000000',
        `/agents/${buyer.id}`,
        `/agents/${crook.id}`,
        '/agents/not-an-id',
        '/agencies/00000000-0000-4000-8000-000000000000',
        `/agencies/${agent.id}`,
      ]) {
        const res = await page(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.body).toBe(shell);
      }
    });

    it('the sitemap lists every visible agent’s page and every agency’s', async () => {
      const res = await page('/sitemap.xml');
      const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      expect(locs).toContain(`${PUBLIC_URL}/agents/${agent.id}`);
      expect(locs).toContain(`${PUBLIC_URL}/agencies/${agencyId}`);
      expect(locs).not.toContain(`${PUBLIC_URL}/agents/${crook.id}`);
      expect(locs).not.toContain(`${PUBLIC_URL}/agents/${buyer.id}`);
    });

    it('no stale page after the agency is renamed, the agent edits their profile, or the agency goes', async () => {
      const agentUrl = `/agents/${agent.id}`;
      const agencyUrl = `/agencies/${agencyId}`;
      await page(agentUrl);
      await page(agencyUrl);
      expect((await page(agentUrl)).headers['x-cache']).toBe('hit');
      expect((await page(agencyUrl)).headers['x-cache']).toBe('hit');

      await c.as(admin, {
        method: 'PATCH',
        url: `/api/agencies/${agencyId}`,
        payload: { name: 'Quay Homes' },
      });
      expect(headOf((await page(agentUrl)).body).root).toContain('Quay Homes');
      expect(headOf((await page(agencyUrl)).body).titles).toEqual(['Quay Homes | Elite Property']);

      await c.as(agent, { method: 'PATCH', url: '/api/auth/me', payload: { bio: 'New bio.' } });
      expect(headOf((await page(agentUrl)).body).meta.description).toContain('New bio.');

      await c.as(admin, { method: 'DELETE', url: `/api/agencies/${agencyId}` });
      expect((await page(agencyUrl)).statusCode).toBe(404);
      const after = headOf((await page(agentUrl)).body);
      expect(after.root).not.toContain('Quay Homes');
      expect(after.jsonLd[0]).not.toHaveProperty('worksFor');
    });
  },
  { WEB_DIST: dist, PUBLIC_URL, PUBLIC_LISTINGS: '1' },
);
