import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { formatMoney, monthlyPayment, utcDate } from '@elite/shared';
import type { OpenHouse, Property } from '@elite/shared';
import { useProduct } from './support/app';
import { api, loginThroughUi, registerAccount } from './support/api-setup';
import { expectAccessible, newPage, openPage, screenshots, toast } from './support/browser';
import {
  adminAccount,
  adminEnv,
  agentAccount,
  cardTitles,
  colourImage,
  pathOf,
  verifiedListing,
} from './support/marketplace';

/*
 * What a buyer needs to decide (CONTRACT.md section 13), at a phone's width and a desktop's: a
 * buyer looks for homes rated C or better with a garden, opens one, works out the monthly
 * payment, says they will come to its open house and saves the open house in their calendar.
 */

const VIEWPORTS = [
  { label: 'phone', width: 390, height: 844 },
  { label: 'desktop', width: 1280, height: 900 },
];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** One running product for both journeys. */
const product = useProduct(adminEnv);

describe('a buyer deciding on a home', () => {
  for (const viewport of VIEWPORTS) {
    it(`at ${viewport.width} px: filters by energy C and a garden, uses the calculator, comes to an open house and saves it in a calendar`, async () => {
      const baseURL = product().server.url;
      const admin = await adminAccount(baseURL);
      const [agent, buyer] = await Promise.all([
        agentAccount(baseURL, admin, `Olive Agent ${viewport.label}`),
        registerAccount(baseURL, `Bea Buyer ${viewport.label}`),
      ]);
      const image = await colourImage(baseURL, agent, '#5f8f3f');
      const suffix = viewport.label === 'phone' ? 'East' : 'West';
      const house = `Garden House ${suffix}`;
      const draughty = `Draughty Cottage ${suffix}`;
      const flat = `Efficient Flat ${suffix}`;
      const houseId = await verifiedListing(baseURL, agent, admin, {
        property_title: house,
        location: `Elm Lane ${suffix}, Leeds`,
        property_image: image,
        price_range: { min: 400_000, max: 450_000 },
        energy_rating: 'B',
        features: ['garden', 'parking'],
      });
      // A garden, but rated E: worse than C.
      await verifiedListing(baseURL, agent, admin, {
        property_title: draughty,
        location: `Elm Lane ${suffix}, Leeds`,
        property_image: image,
        price_range: { min: 250_000, max: 260_000 },
        energy_rating: 'E',
        features: ['garden'],
      });
      // Rated A, but no garden.
      await verifiedListing(baseURL, agent, admin, {
        property_title: flat,
        location: `Elm Lane ${suffix}, Leeds`,
        property_image: image,
        price_range: { min: 300_000, max: 320_000 },
        energy_rating: 'A',
        features: ['balcony'],
      });
      // Next Saturday-ish: three days ahead, for two hours.
      const start = new Date(Math.ceil((Date.now() + 3 * DAY) / HOUR) * HOUR);
      const note = `Ring the bell at the gate ${suffix}`;
      const { insertedId: openHouseId } = await api<{ insertedId: string }>(
        baseURL,
        `/property/${houseId}/open-houses`,
        {
          method: 'POST',
          token: agent.token,
          body: {
            start: start.toISOString(),
            end: new Date(start.getTime() + 2 * HOUR).toISOString(),
            note,
          },
        },
      );

      const { page, context, errors } = await newPage(product().browser, baseURL, viewport);
      await loginThroughUi(page, buyer);

      // Homes rated C or better with a garden on Elm Lane: the API gives only the house.
      const place = `Elm Lane ${suffix}`;
      const filtered = await api<Property[]>(
        baseURL,
        `/property?energy=C&features=garden&location=${encodeURIComponent(place)}`,
      );
      expect(filtered.map((listing) => listing.property_title)).toEqual([house]);
      // The buyer filters the street's three homes: in the bar on a desktop, the sheet on a phone.
      await openPage(page, `/allProperty?location=${encodeURIComponent(place)}`);
      await expect
        .poll(async () => (await cardTitles(page)).sort())
        .toEqual([draughty, flat, house].sort());
      if (viewport.label === 'desktop') {
        const bar = page.getByRole('group', { name: 'Filters' });
        await bar.getByLabel('Energy rating').selectOption({ label: 'C or better' });
        await page.waitForURL(/energy=C/);
        const features = bar
          .locator('details')
          .filter({ has: page.getByRole('checkbox', { name: 'Garden', includeHidden: true }) });
        await features.locator('summary').click();
        await features.getByRole('checkbox', { name: 'Garden' }).check();
        await features.locator('summary').click();
      } else {
        await page.getByRole('button', { name: 'Filters' }).click();
        const sheet = page.getByRole('dialog', { name: 'Filters' });
        await sheet.getByLabel('Energy rating').selectOption({ label: 'C or better' });
        await sheet.getByRole('checkbox', { name: 'Garden' }).check();
        await sheet.getByRole('button', { name: 'Show 1 home' }).click();
      }
      await page.waitForURL(
        (url) =>
          url.searchParams.get('energy') === 'C' && url.searchParams.get('features') === 'garden',
      );
      await expect.poll(() => cardTitles(page)).toEqual([house]);

      await page
        .locator('main article', { hasText: house })
        .getByRole('link', { name: 'View Detail' })
        .click();
      await expect.poll(() => pathOf(page)).toBe(`/property/${houseId}`);

      // The mortgage calculator: the monthly payment of the loan, by the annuity formula.
      const calculator = page.getByRole('region', { name: 'Mortgage calculator' });
      await expect.poll(() => calculator.isVisible()).toBe(true);
      await calculator.getByLabel(/^Price/).fill('400000');
      await calculator.getByLabel(/^Deposit/).fill('80000');
      await calculator.getByLabel('Interest rate (% a year)').fill('5');
      await calculator.getByLabel('Term (years)').fill('25');
      const payment = formatMoney(monthlyPayment(320_000, 5, 25));
      await expect.poll(() => calculator.getByText(payment).isVisible()).toBe(true);

      // The open house, in the buyer's time zone, with the agent's note.
      const openHouses = page.getByRole('region', { name: 'Open houses' });
      const openHouse = openHouses.getByRole('listitem').filter({ hasText: note });
      await expect.poll(() => openHouse.isVisible()).toBe(true);
      const datetime = await openHouse.locator('time').getAttribute('datetime');
      expect(new Date(datetime ?? '').getTime()).toBe(start.getTime());
      await openHouse.getByRole('button', { name: "I'll come" }).click();
      await expect
        .poll(() =>
          toast(page, "You're on the list: the calendar file is on its way by e-mail").isVisible(),
        )
        .toBe(true);
      await expect.poll(() => openHouse.getByText("You're coming").isVisible()).toBe(true);
      expect(await openHouse.getByRole('button', { name: "Can't come" }).isVisible()).toBe(true);

      // The server agrees.
      const seen = await api<OpenHouse[]>(baseURL, `/property/${houseId}/open-houses`, {
        token: buyer.token,
      });
      expect(seen).toEqual([expect.objectContaining({ _id: openHouseId, attending: true })]);

      // Into the calendar.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        openHouse.getByRole('link', { name: 'Add to calendar' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.ics$/);
      const ics = await readFile((await download.path()) ?? '', 'utf8');
      expect(ics.startsWith('BEGIN:VCALENDAR')).toBe(true);

      await expectAccessible(page, 'a listing with its calculator and open house');
      await screenshots(page, 'open-house-buyer');
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

/** A time of day in Paris, as 24-hour "HH:MM". */
const parisTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

describe('an agent’s open houses', () => {
  for (const viewport of VIEWPORTS) {
    it(`at ${viewport.width} px: the agent adds one on their listing’s page on Paris time, then deletes it after a confirmation`, async () => {
      const baseURL = product().server.url;
      const admin = await adminAccount(baseURL);
      const agent = await agentAccount(baseURL, admin, `Otto Agent ${viewport.label}`);
      const image = await colourImage(baseURL, agent, '#8f5f3f');
      const title = `Mill House ${viewport.label}`;
      const id = await verifiedListing(baseURL, agent, admin, {
        property_title: title,
        location: 'Mill Road, Cambridge',
        property_image: image,
        price_range: { min: 500_000, max: 550_000 },
      });

      const { page, context, errors } = await newPage(product().browser, baseURL, viewport, {
        timezoneId: 'Europe/Paris',
      });
      await loginThroughUi(page, agent);
      await openPage(page, `/property/${id}`);
      const openHouses = page.getByRole('region', { name: 'Open houses' });
      await expect
        .poll(() => openHouses.getByText('No upcoming open houses').isVisible())
        .toBe(true);

      const form = page.getByRole('form', { name: 'Add an open house' });
      await form.getByLabel('Date').fill(utcDate(new Date(), 5));
      await form.getByLabel('From').fill('10:00');
      await form.getByLabel('Until').fill('09:00');
      await form.getByRole('button', { name: 'Add open house' }).click();
      // Until before From: said at the field, nothing sent.
      await expect
        .poll(() => form.getByText('The end must be after the start').isVisible())
        .toBe(true);
      await form.getByLabel('Until').fill('12:30');
      await form.getByLabel('Note for visitors (optional)').fill('Bring your ID');
      await form.getByRole('button', { name: 'Add open house' }).click();
      await expect.poll(() => toast(page, 'The open house is added').isVisible()).toBe(true);

      const added = openHouses.getByRole('listitem').filter({ hasText: 'Bring your ID' });
      await expect.poll(() => added.isVisible()).toBe(true);
      const when = (await added.locator('time').textContent()) ?? '';
      expect(when).toMatch(/10:00/);
      expect(when).toMatch(/12:30/);
      expect(when).toMatch(/CET|CEST|GMT\+1|GMT\+2/);
      // The server has it at 10:00 on the agent's clock.
      const [stored] = await api<OpenHouse[]>(baseURL, `/property/${id}/open-houses`);
      expect(stored && parisTime(stored.start)).toBe('10:00');
      expect(stored && parisTime(stored.end)).toBe('12:30');
      await expectAccessible(page, 'the agent’s open houses');
      await screenshots(page, 'open-house-agent');

      await added.getByRole('button', { name: 'Delete' }).click();
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect.poll(() => toast(page, 'The open house is deleted').isVisible()).toBe(true);
      await expect
        .poll(() => openHouses.getByText('No upcoming open houses').isVisible())
        .toBe(true);
      expect(await api<OpenHouse[]>(baseURL, `/property/${id}/open-houses`)).toEqual([]);

      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
