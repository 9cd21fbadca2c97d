import { describe, expect, it } from 'vitest';
import { useProduct } from './support/app';
import { expectAccessible, newPage, openPage, pathname, screenshots } from './support/browser';
import { expectFitsPhone, screenshotOnFailure } from './support/marketplace';

/*
 * The privacy notice and the accessibility statement (CONTRACT.md section 16), in the built
 * site: reached from the footer, their long texts loaded only when they open (not with the home
 * page), the Arabic statement right to left; on a phone and a desktop, axe finds nothing serious.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** The legal pages' texts chunks (build/locale-catalogues.ts names them after their part). */
const LEGAL_TEXTS = /\/assets\/(privacy|accessibility)-[\w-]{8}\.js$/;

describe('the privacy and accessibility pages', () => {
  const product = useProduct({ SITE_LOCALES: 'en,ar' });

  it.each([
    { viewport: DESKTOP, name: 'desktop' },
    { viewport: PHONE, name: 'phone' },
  ])(
    'on a $name: the footer opens the privacy notice, its texts loaded with it',
    async ({ viewport, name }) => {
      const { page, context, errors } = await newPage(
        product().browser,
        product().server.url,
        viewport,
      );
      screenshotOnFailure(page, `privacy-${name}`);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });

      await openPage(page, '/');
      expect(scripts.filter((script) => LEGAL_TEXTS.test(script))).toEqual([]);
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'Privacy', exact: true })
        .click();
      await expect.poll(() => pathname(page)).toBe('/privacy');
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: 'Privacy notice' }).isVisible())
        .toBe(true);
      expect(await page.title()).toMatch(/^Privacy notice \| /);
      expect(scripts.filter((script) => LEGAL_TEXTS.test(script))).toEqual([
        expect.stringMatching(/\/privacy-/),
      ]);
      await expectAccessible(page, `the privacy notice on a ${name}`);
      await expectFitsPhone(page, 'the privacy notice');

      // The contents lead to each section.
      await page
        .getByRole('navigation', { name: 'On this page' })
        .getByRole('link', { name: 'Your rights' })
        .click();
      await expect.poll(() => new URL(page.url()).hash).toBe('#privacy-rights');
      // Scrolled to, below the sticky navigation bar.
      await expect
        .poll(() =>
          page.evaluate(() => {
            const top =
              document.getElementById('privacy-rights')?.getBoundingClientRect().top ?? -1;
            return top > 0 && top < window.innerHeight / 2;
          }),
        )
        .toBe(true);
      if (name === 'desktop') await screenshots(page, 'privacy-notice');

      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each([
    { viewport: DESKTOP, name: 'desktop' },
    { viewport: PHONE, name: 'phone' },
  ])(
    'on a $name: the accessibility statement in Arabic, right to left',
    async ({ viewport, name }) => {
      const { page, context, errors } = await newPage(
        product().browser,
        product().server.url,
        viewport,
      );
      screenshotOnFailure(page, `accessibility-ar-${name}`);
      await openPage(page, '/ar/accessibility');
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await expect
        .poll(() =>
          page.getByRole('heading', { level: 1, name: 'بيان إمكانية الوصول' }).isVisible(),
        )
        .toBe(true);
      await expect
        .poll(() =>
          page.getByRole('heading', { level: 2, name: 'الملاحظات ومعلومات التواصل' }).isVisible(),
        )
        .toBe(true);
      expect(await page.title()).toMatch(/^بيان إمكانية الوصول \| /);
      // Its lists' bullets stand at the start of the line: the right, in Arabic.
      const list = page.locator('main ul').first();
      const [listBox, itemBox] = await Promise.all([
        list.boundingBox(),
        list.locator('li').first().boundingBox(),
      ]);
      expect(
        listBox && itemBox && listBox.x + listBox.width - (itemBox.x + itemBox.width),
      ).toBeGreaterThan(8);
      await expectAccessible(page, `the accessibility statement in Arabic on a ${name}`);
      await expectFitsPhone(page, 'the accessibility statement in Arabic');
      // The footer's link back to the privacy notice stays in Arabic.
      await page.getByRole('contentinfo').getByRole('link', { name: 'الخصوصية' }).click();
      await expect.poll(() => pathname(page)).toBe('/ar/privacy');
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: 'إشعار الخصوصية' }).isVisible())
        .toBe(true);
      if (name === 'phone') await screenshots(page, 'privacy-notice-ar');

      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
