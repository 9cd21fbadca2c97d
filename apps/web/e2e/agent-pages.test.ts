import { describe, expect, it } from 'vitest';
import { api, registerAccount } from './support/api-setup';
import { useProduct } from './support/app';
import { expectAccessible, newPage, openPage, pathname, screenshots } from './support/browser';
import {
  adminEnv,
  expectFitsPhone,
  publicListing,
  screenshotOnFailure,
  verifiedListing,
} from './support/marketplace';

/** A time `days` from now at a whole minute, in UTC. */
const inDays = (days: number) =>
  new Date(Math.floor((Date.now() + days * 86_400_000) / 60_000) * 60_000).toISOString();

/*
 * An agent's and an agency's public pages (CONTRACT.md section 14): a visitor opens a listing,
 * follows its agent's link, reads the agent's profile, agency, listings and reviews, then opens
 * the agency's page; at a phone's width and a desktop's, with the keyboard, and axe finds
 * nothing serious on the way.
 */
describe('agents’ and agencies’ pages', () => {
  const product = useProduct({ ...adminEnv, PUBLIC_LISTINGS: '1', SITE_LOCALES: 'en,ar' });

  it('a visitor goes from a listing to its agent, the agent’s agency, and back to a listing', async () => {
    const baseURL = product().server.url;
    const { admin, agent, picture, id } = await publicListing(baseURL, 'Petra Profile', '#336699', {
      property_title: 'Cliffside Cabin',
      location: 'Big Sur, California',
      price_range: { min: 610_000, max: 650_000 },
    });
    await verifiedListing(baseURL, agent, admin, {
      property_title: 'Redwood Retreat',
      location: 'Carmel, California',
      property_image: picture,
      price_range: { min: 720_000, max: 760_000 },
    });
    const { insertedId: agencyId } = await api<{ insertedId: string }>(baseURL, '/agencies', {
      method: 'POST',
      token: admin.token,
      body: {
        name: 'Coastline Realty',
        address: '5 Ocean Road, Monterey',
        phone: '+1 831 555 0100',
        website: 'https://coastline.example',
      },
    });
    const agents = await api<{ _id: string }[]>(baseURL, '/agencies');
    expect(agents.length).toBeGreaterThan(0);
    const me = await api<{ _id: string }>(baseURL, `/property/${id}`);
    const agentId = (me as { agent_id?: string }).agent_id ?? '';
    expect(agentId).not.toBe('');
    await api(baseURL, `/user/${agentId}/agency`, {
      method: 'PATCH',
      token: admin.token,
      body: { agency_id: agencyId },
    });
    await api(baseURL, '/auth/me', {
      method: 'PATCH',
      token: agent.token,
      body: {
        bio: 'Coast homes since 2004.\nCall any day.',
        phone: '+1 831 555 0199',
        languages: ['en', 'es'],
      },
    });
    // A buyer whose viewing the agent confirmed reviews the agent.
    const buyer = await registerAccount(baseURL, 'Val Viewer');
    const viewing = await api<{ insertedId: string }>(baseURL, '/viewings', {
      method: 'POST',
      token: buyer.token,
      body: { property_id: id, start: inDays(3) },
    });
    await api(baseURL, `/viewings/${viewing.insertedId}`, {
      method: 'PATCH',
      token: agent.token,
      body: { status: 'confirmed' },
    });
    await api(baseURL, `/agents/${agentId}/reviews`, {
      method: 'POST',
      token: buyer.token,
      body: { rating: 4, comment: 'Showed us every corner of the cabin.' },
    });

    // What a search engine reads: the agent's page rendered, with its JSON-LD.
    const html = await (await fetch(`${baseURL}/agents/${agentId}`)).text();
    expect(html).toContain('<title>Petra Profile | Elite Property</title>');
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({
      '@type': 'RealEstateAgent',
      name: 'Petra Profile',
      worksFor: { name: 'Coastline Realty' },
      aggregateRating: { ratingValue: 4, reviewCount: 1 },
    });
    expect((html.split('<div id="root">')[1] ?? '').includes('Petra Profile')).toBe(true);
    const missing = await fetch(`${baseURL}/agents/00000000-0000-4000-8000-000000000000`);
    expect(missing.status).toBe(404);

    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 900 },
    ]) {
      const { page, context, errors } = await newPage(product().browser, baseURL, viewport);
      screenshotOnFailure(page, `agent-pages-${viewport.width}`);
      await openPage(page, `/property/${id}`);
      const agentBox = page.getByRole('region', { name: 'Agent' });
      const agentLink = agentBox.getByRole('link', { name: 'Petra Profile' });
      await expect.poll(() => agentBox.getByText('Rated 4 out of 5').isVisible()).toBe(true);
      // By keyboard: the agent's link is reached and followed like any link.
      await agentLink.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(new RegExp(`/agents/${agentId}$`));

      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: 'Petra Profile' }).isVisible())
        .toBe(true);
      expect(await page.title()).toBe('Petra Profile | Elite Property');
      expect(await page.getByText('Coast homes since 2004.').textContent()).toBe(
        'Coast homes since 2004.\nCall any day.',
      );
      expect(await page.getByRole('link', { name: 'Call +1 831 555 0199' }).isVisible()).toBe(true);
      expect(await page.getByText('English and Spanish').isVisible()).toBe(true);
      const listings = page.getByRole('region', { name: /Listings/ });
      await expect
        .poll(() => listings.getByRole('heading', { name: 'Redwood Retreat' }).isVisible())
        .toBe(true);
      expect(await listings.getByRole('heading', { name: 'Cliffside Cabin' }).isVisible()).toBe(
        true,
      );
      const reviews = page.getByRole('region', { name: /Reviews/ });
      await expect
        .poll(() => reviews.getByText('Showed us every corner of the cabin.').isVisible())
        .toBe(true);
      await expectAccessible(page, `the agent's page at ${viewport.width}px`);
      if (viewport.width === 390) await expectFitsPhone(page, "the agent's page");
      // The helper takes both widths.
      if (viewport.width === 1280) await screenshots(page, 'agent-page');

      await page.getByRole('link', { name: 'Agent at Coastline Realty' }).click();
      await page.waitForURL(new RegExp(`/agencies/${agencyId}$`));
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: 'Coastline Realty' }).isVisible())
        .toBe(true);
      expect(await page.getByText('5 Ocean Road, Monterey').isVisible()).toBe(true);
      const member = page.getByRole('region', { name: 'Our agents' });
      expect(await member.getByRole('link', { name: 'Petra Profile' }).isVisible()).toBe(true);
      await expect
        .poll(() => page.getByRole('heading', { name: 'Redwood Retreat' }).isVisible())
        .toBe(true);
      await expectAccessible(page, `the agency's page at ${viewport.width}px`);
      if (viewport.width === 1280) await screenshots(page, 'agency-page');

      // A card opens its listing.
      await page.getByRole('link', { name: 'View Detail' }).first().click();
      await page.waitForURL(/\/property\//);
      expect(pathname(page)).toMatch(/^\/property\//);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('an agent’s page in Arabic reads right to left', async () => {
    const baseURL = product().server.url;
    const { agent, id } = await publicListing(baseURL, 'Rami Rtl', '#996633', {
      property_title: 'Desert House',
      location: 'Palm Springs, California',
      price_range: { min: 500_000, max: 550_000 },
    });
    expect(agent.name).toBe('Rami Rtl');
    const { agent_id: agentId } = await api<{ agent_id: string }>(baseURL, `/property/${id}`);
    const { page, context, errors } = await newPage(product().browser, baseURL, {
      width: 390,
      height: 844,
    });
    await openPage(page, `/ar/agents/${agentId}`);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Rami Rtl' }).isVisible())
      .toBe(true);
    expect(await page.getByText('لا تقييم بعد').isVisible()).toBe(true);
    await expectAccessible(page, "the agent's page in Arabic");
    await expectFitsPhone(page, "the agent's page in Arabic");
    await screenshots(page, 'agent-page-ar');
    expect(errors).toEqual([]);
    await context.close();
  });
});
