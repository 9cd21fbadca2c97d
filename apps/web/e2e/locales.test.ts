import { describe, expect, it } from 'vitest';
import { messages } from '@elite/shared';
import { formatPriceRange } from '@elite/shared/money';
import type { Locale } from '@elite/shared/locales';
import { useProduct } from './support/app';
import { expectAccessible, newPage, openPage, screenshots } from './support/browser';
import { registerAccount } from './support/api-setup';
import { textIn, textOf } from './support/catalogue';
import {
  adminAccount,
  adminEnv,
  agentAccount,
  cardTitles,
  colourImage,
  expectFitsPhone,
  pathOf,
  screenshotOnFailure,
  verifiedListing,
} from './support/marketplace';

/*
 * The site in Spanish and Arabic (CONTRACT.md section 11), on a phone and a desktop: a visitor
 * searches, opens a listing, signs in and makes an offer, reading every text in the page's
 * language (the catalogues' words for SPEC.md's English), prices in euros, Arabic pages right to
 * left; axe finds nothing serious on the way.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

describe('the site in Spanish and Arabic', () => {
  const product = useProduct({ ...adminEnv, SITE_LOCALES: 'en,es,ar', CURRENCY: 'EUR' });
  let listing: Promise<string> | undefined;

  /** One listing in Seville for every journey, made on first use. */
  const sevilleListing = () =>
    (listing ??= (async () => {
      const baseURL = product().server.url;
      const admin = await adminAccount(baseURL);
      const agent = await agentAccount(baseURL, admin, 'Lucía Agente');
      return verifiedListing(baseURL, agent, admin, {
        property_title: 'Casa del Patio',
        location: 'Triana, Sevilla',
        property_image: await colourImage(baseURL, agent, '#b7791f'),
        price_range: { min: 250_000, max: 300_000 },
      });
    })());

  it.each([
    { locale: 'es' as Locale, viewport: DESKTOP, name: 'desktop' },
    { locale: 'es' as Locale, viewport: PHONE, name: 'phone' },
    { locale: 'ar' as Locale, viewport: DESKTOP, name: 'desktop' },
    { locale: 'ar' as Locale, viewport: PHONE, name: 'phone' },
  ])(
    'in $locale on a $name: search, a listing, sign-in and an offer',
    async ({ locale, viewport, name }) => {
      const baseURL = product().server.url;
      const propertyId = await sevilleListing();
      const buyer = await registerAccount(baseURL, `Buyer ${locale} ${name}`);
      const t = (english: string, part?: string) => textIn(locale, english, part);
      const { page, context, errors } = await newPage(product().browser, baseURL, viewport);
      screenshotOnFailure(page, `locale-${locale}-${name}`);

      // The list, in the page's language, right to left in Arabic, prices in euros.
      await openPage(page, `/${locale}/allProperty`);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(
        locale === 'ar' ? 'rtl' : 'ltr',
      );
      const search = page.getByLabel(t('Search by location'));
      await search.fill('sevilla');
      await search.press('Enter');
      await expect.poll(() => new URL(page.url()).searchParams.get('location')).toBe('sevilla');
      await expect.poll(() => cardTitles(page)).toEqual(['Casa del Patio']);
      const price = formatPriceRange({ min: 250_000, max: 300_000 }, { currency: 'EUR', locale });
      await expect.poll(() => page.getByText(price).first().isVisible()).toBe(true);
      await expectAccessible(page, `All Property in ${locale}`);
      await expectFitsPhone(page, `All Property in ${locale}`);
      if (locale === 'ar') {
        // Mirrored: the site's name, first in the navigation bar, is on the right.
        const brand = page
          .getByRole('navigation', { name: t('Main', 'nav') })
          .getByRole('link')
          .first();
        const box = await brand.boundingBox();
        expect(box && box.x + box.width / 2).toBeGreaterThan(viewport.width / 2);
        await screenshots(page, `all-property-${locale}-${name}`);
      }

      // The listing asks for a sign-in, in the language, and comes back after it.
      await page
        .getByRole('link', { name: t('View Detail', 'card') })
        .first()
        .click();
      await expect.poll(() => pathOf(page)).toBe(`/${locale}/property/${propertyId}`);
      await page
        .getByRole('region', { name: t('Sign in to see this home', 'listing') })
        .getByRole('link', { name: t('Sign in', 'listing'), exact: true })
        .click();
      await expect.poll(() => pathOf(page)).toBe(`/${locale}/login`);
      await expectAccessible(page, `login in ${locale}`);
      await page.getByLabel(t('Email', 'auth'), { exact: true }).fill(buyer.email);
      await page.getByLabel(t('Password', 'auth'), { exact: true }).fill(buyer.password);
      await page.getByRole('button', { name: t('Login', 'auth'), exact: true }).click();
      await expect
        .poll(() => page.getByText(t(messages.loginSuccess)).first().isVisible())
        .toBe(true);
      await expect.poll(() => pathOf(page)).toBe(`/${locale}/property/${propertyId}`);
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: 'Casa del Patio' }).isVisible())
        .toBe(true);
      await expectAccessible(page, `listing in ${locale}`);
      if (locale === 'ar') await screenshots(page, `listing-${locale}-${name}`);

      // An offer: outside the range the message says why, inside it is saved.
      await page
        .getByRole('button', { name: t('Make an Offer', 'listing') })
        .first()
        .click();
      await expect
        .poll(() => pathOf(page))
        .toMatch(new RegExp(`^/${locale}/dashboard/wishlist/offer/`, 'i'));
      // By its name: the listing page's mortgage calculator may still be leaving.
      const amount = page.getByRole('spinbutton', {
        name: textOf(locale, 'offers.amountLabel', { currency: 'EUR' }),
      });
      await amount.fill('100000');
      await page.getByRole('button', { name: t('Make An Offer') }).click();
      await expect.poll(() => page.getByText(t(messages.priceOutOfRange)).isVisible()).toBe(true);
      await expectAccessible(page, `make an offer in ${locale}`);
      await amount.fill('260000');
      await page.getByRole('button', { name: t('Make An Offer') }).click();
      await expect.poll(() => page.getByText(t(messages.offerSaved)).isVisible()).toBe(true);
      await expect.poll(() => pathOf(page)).toBe(`/${locale}/dashboard/propertybought`);
      await expectAccessible(page, `property bought in ${locale}`);
      if (locale === 'ar') await screenshots(page, `property-bought-${locale}-${name}`);

      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it("an agent's form in Arabic: its texts load with the agent's pages", async () => {
    const baseURL = product().server.url;
    const admin = await adminAccount(baseURL);
    const agent = await agentAccount(baseURL, admin, 'Agente Árabe');
    const { page, context, errors } = await newPage(product().browser, baseURL, DESKTOP);
    screenshotOnFailure(page, 'locale-ar-agent-form');
    await openPage(page, '/ar/login');
    await page.getByLabel(textIn('ar', 'Email', 'auth'), { exact: true }).fill(agent.email);
    await page.getByLabel(textIn('ar', 'Password', 'auth'), { exact: true }).fill(agent.password);
    await page.getByRole('button', { name: textIn('ar', 'Login', 'auth'), exact: true }).click();
    await expect
      .poll(() => page.getByText(textIn('ar', messages.loginSuccess)).first().isVisible())
      .toBe(true);

    // The agent's pages bring their own texts (a chunk of their own in another locale).
    await page.goto('/ar/dashboard/addProperty');
    await expect
      .poll(() => page.getByLabel(textOf('ar', 'agent.propertyTitle')).first().isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByText(textOf('ar', 'decide-form.heading')).first().isVisible())
      .toBe(true);
    await expectAccessible(page, 'Add Property in ar');
    expect(errors).toEqual([]);
    await context.close();
  });
});
