import { describe, expect, it } from 'vitest';
import { listingSignInTexts, messages, ruleMessages } from '@elite/shared';
import { useProduct } from './support/app';
import { expectAccessible, newPage, openPage, screenshots } from './support/browser';
import { api, registerAccount } from './support/api-setup';
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

describe('a visitor browses, searches and sorts', () => {
  const product = useProduct(adminEnv);

  it('sees the home page, searches and sorts All Property, pages through it, and is sent to log in from a card', async () => {
    const baseURL = product().server.url;
    const admin = await adminAccount(baseURL);
    const agent = await agentAccount(baseURL, admin, 'Avery Agent');
    const [blue, green] = await Promise.all([
      colourImage(baseURL, agent, '#3366cc'),
      colourImage(baseURL, agent, '#2f855a'),
    ]);
    const listings = [
      { property_title: 'Sunny Loft', location: 'Gulshan, Dhaka', min: 120_000, max: 150_000 },
      { property_title: 'Lake View Villa', location: 'Banani, Dhaka', min: 450_000, max: 600_000 },
      { property_title: 'Hillside Cottage', location: 'Sylhet', min: 80_000, max: 95_000 },
      { property_title: 'Harbour Flat', location: 'Chittagong', min: 200_000, max: 260_000 },
    ];
    const ids: string[] = [];
    for (const [index, listing] of listings.entries()) {
      const { property_title, location, min, max } = listing;
      ids.push(
        await verifiedListing(baseURL, agent, admin, {
          property_title,
          location,
          property_image: index % 2 ? green : blue,
          price_range: { min, max },
        }),
      );
    }
    // Enough plain listings for a second page (12 a page).
    for (let n = 1; n <= 10; n += 1) {
      await verifiedListing(baseURL, agent, admin, {
        property_title: `Town House ${n}`,
        location: 'Rajshahi',
        property_image: blue,
        price_range: { min: 50_000 + n, max: 70_000 },
      });
    }
    const villaId = ids[1]!;
    await api(baseURL, '/advertiseProperty', {
      method: 'POST',
      body: { property_id: villaId },
      token: admin.token,
    });
    const buyer = await registerAccount(baseURL, 'Bella Buyer');
    await api(baseURL, '/review', {
      method: 'POST',
      token: buyer.token,
      body: { property_id: villaId, review_description: 'Bright rooms and a calm lake view.' },
    });

    const { page, context, errors } = await newPage(product().browser, product().server.url);
    screenshotOnFailure(page, 'visitor');

    // Home: hero, the advertised villa and the review.
    await openPage(page, '/');
    await expect.poll(() => page.title()).toBe('Elite Property | Your Perfect Place Awaits');
    await expect
      .poll(() => page.getByRole('heading', { name: messages.heroWelcomeTitle }).isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Advertise Property' }).isVisible())
      .toBe(true);
    const advertised = page.locator('section[aria-labelledby="advertised-properties"] article');
    await expect.poll(() => advertised.count()).toBe(1);
    await expect.poll(() => advertised.getByText('Lake View Villa').isVisible()).toBe(true);
    await expect.poll(() => advertised.getByText('$450,000 - $600,000').isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText('This Review for : Lake View Villa property').isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByText('Bright rooms and a calm lake view.').isVisible())
      .toBe(true);
    // The carousel moves on by itself, and its dots are buttons.
    await page.getByRole('button', { name: 'Go to slide 2' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: messages.heroDiscoverTitle }).isVisible())
      .toBe(true);
    // Paused, it stays put; a finger swiping left shows the next slide, right the one before.
    await page.getByRole('button', { name: 'Pause the slideshow' }).click();
    const carousel = page.locator('section[aria-roledescription="carousel"]');
    const swipe = async (fromX: number, toX: number) => {
      await carousel.dispatchEvent('pointerdown', { pointerType: 'touch', clientX: fromX });
      await carousel.dispatchEvent('pointerup', { pointerType: 'touch', clientX: toX });
    };
    await swipe(300, 120);
    await expect
      .poll(() => page.getByRole('heading', { name: messages.heroWorldTitle }).isVisible())
      .toBe(true);
    await swipe(120, 300);
    await expect
      .poll(() => page.getByRole('heading', { name: messages.heroDiscoverTitle }).isVisible())
      .toBe(true);
    await expectAccessible(page, 'home');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshots(page, 'home');
    await expectFitsPhone(page, 'home');

    // All Property: every verified listing, newest first, 12 a page.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'All Property' })
      .click();
    await expect.poll(() => pathOf(page)).toBe('/allproperty');
    await expect.poll(() => page.getByText('14 properties found').isVisible()).toBe(true);
    await expect.poll(() => cardTitles(page).then((t) => t.length)).toBe(12);
    await expectAccessible(page, 'All Property');
    await screenshots(page, 'all-property');
    await expectFitsPhone(page, 'All Property');

    await page.getByRole('link', { name: 'Next' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    await expect.poll(() => cardTitles(page).then((t) => t.length)).toBe(2);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe(null);
    await expect.poll(() => cardTitles(page).then((t) => t.length)).toBe(12);

    // Search by location (Enter submits), then sort by price both ways.
    const search = page.getByLabel('Search by location');
    await search.fill('dhaka');
    await search.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('location')).toBe('dhaka');
    await expect.poll(() => cardTitles(page)).toEqual(['Lake View Villa', 'Sunny Loft']);

    await page.getByLabel('Sort by', { exact: true }).selectOption('asc');
    await expect.poll(() => new URL(page.url()).searchParams.get('sortBy')).toBe('asc');
    await expect.poll(() => cardTitles(page)).toEqual(['Sunny Loft', 'Lake View Villa']);
    await page.getByLabel('Sort by', { exact: true }).selectOption('desc');
    await expect.poll(() => cardTitles(page)).toEqual(['Lake View Villa', 'Sunny Loft']);

    // Back undoes the last change; the form follows the URL.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('sortBy')).toBe('asc');
    await expect.poll(() => cardTitles(page)).toEqual(['Sunny Loft', 'Lake View Villa']);
    await expect.poll(() => page.getByLabel('Sort by', { exact: true }).inputValue()).toBe('asc');
    await expect.poll(() => search.inputValue()).toBe('dhaka');

    // A search with no match says so, with the way back.
    await search.fill('Atlantis');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect
      .poll(() => page.getByText('No property found in “Atlantis”').isVisible())
      .toBe(true);
    await expectAccessible(page, 'All Property, no match');
    await screenshots(page, 'all-property-empty');
    await page.goBack();
    await expect.poll(() => cardTitles(page)).toEqual(['Sunny Loft', 'Lake View Villa']);

    // A card's View Detail is for signed-in users: the page says so, with the home's share card;
    // log in, then back to the property.
    await page.getByRole('link', { name: 'View Detail' }).first().click();
    const gate = page.getByRole('region', { name: listingSignInTexts.title });
    await expect
      .poll(() => gate.getByRole('heading', { name: 'Sunny Loft' }).isVisible())
      .toBe(true);
    expect(pathOf(page)).toBe(`/property/${ids[0]}`);
    await expectAccessible(page, 'sign in to see this home');
    await screenshots(page, 'listing-sign-in');
    await gate.getByRole('link', { name: listingSignInTexts.signIn }).click();
    await expect.poll(() => pathOf(page)).toBe('/login');
    // The navbar's active link fades out; expectAccessible checks the colours once it has.
    await expectAccessible(page, 'login from a card');
    await page.getByLabel('Email').fill(buyer.email);
    await page.getByLabel('Password', { exact: true }).fill(buyer.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe(`/property/${ids[0]}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Sunny Loft' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText(messages.noReviewYet).isVisible()).toBe(true);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('subscribes to the newsletter from the footer, after the form said what was wrong', async () => {
    const baseURL = product().server.url;
    const { page, context, errors } = await newPage(product().browser, baseURL, {
      width: 390,
      height: 844,
    });
    screenshotOnFailure(page, 'newsletter');
    await openPage(page, '/');
    const field = page.getByLabel('Enter your e-mail address');
    const subscribe = page.getByRole('button', { name: 'Subscribe' });

    await subscribe.click();
    await expect.poll(() => page.getByText('Email is required').isVisible()).toBe(true);
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    // Checked again as it changes, once a submit has failed.
    await field.fill('not-an-address');
    await expect
      .poll(() => page.getByText('Email must be a valid e-mail address').isVisible())
      .toBe(true);
    await screenshots(page, 'newsletter-error');

    await field.fill('Reader@Example.com');
    await expect.poll(() => field.getAttribute('aria-invalid')).toBeNull();
    await subscribe.click();
    await expect
      .poll(() => page.getByText(ruleMessages.subscribed, { exact: true }).first().isVisible())
      .toBe(true);
    expect(await field.inputValue()).toBe('');
    // Nothing went into the page's address.
    expect(page.url()).toBe(`${baseURL}/`);
    await expectAccessible(page, 'newsletter subscribed');

    expect(errors).toEqual([]);
    await context.close();
  });
});
