import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTL_LOCALES, type Locale } from '@elite/shared/locales';
import { fakeApi } from '../../../testing/fake-api';
import { TEST_CONFIG } from '../../../testing/fixtures';

// The route table, the pages' code and the locale's texts load on a fresh set of modules.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

/**
 * Opens `path` in the app's own route table (the layout with its navbar and footer, the page's
 * lazy code and texts), with `locale`'s texts active as on a page under /{locale}/.
 */
async function openPage(path: string, locale: Locale = 'en', config: object = {}) {
  fakeApi({
    'GET /api/config': {
      status: 200,
      body: { ...TEST_CONFIG, siteName: 'Casa Nova', ...config },
    },
  });
  // The layout's scroll restoration scrolls, which jsdom does not.
  vi.stubGlobal('scrollTo', vi.fn());
  vi.resetModules();
  const { activateLocale } = await import('../../../lib/i18n');
  await activateLocale(locale);
  const { createRoutes } = await import('../../../app/routes');
  const { AppShell } = await import('../../../app/app-shell');
  const { createQueryClient } = await import('../../../lib/query-client');
  const client = createQueryClient();
  const router = createMemoryRouter(createRoutes(client), { initialEntries: [path] });
  render(
    <AppShell client={client} hydrated>
      <RouterProvider router={router} />
    </AppShell>,
  );
  return router;
}

/** The page's headings in order, as "level: name". */
const outline = () =>
  screen
    .getAllByRole('heading')
    .filter((heading) => heading.closest('main'))
    .map((heading) => `${heading.tagName.slice(1)}: ${heading.textContent}`);

afterEach(async () => {
  const { activateLocale } = await import('../../../lib/i18n');
  await activateLocale('en');
});

describe('the privacy notice', () => {
  it('reads in English: a title, its date, the contents linking each section, in heading order', async () => {
    await openPage('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Privacy notice | Casa Nova'));
    expect(screen.getByText('Last updated: November 29, 2026')).toHaveAttribute(
      'dateTime',
      '2026-11-29',
    );
    expect(outline()).toEqual([
      '1: Privacy notice',
      '2: On this page',
      '2: Who is responsible',
      '2: What the site keeps and why',
      '2: Why the site may use it',
      '2: Cookies and storage on your device',
      '2: Who else receives it',
      '2: How long it is kept',
      '2: Your rights',
      '2: Reporting a listing',
      '2: Complaints',
      '2: Changes to this notice',
    ]);
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(contents).getAllByRole('link');
    expect(links).toHaveLength(10);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target?.textContent).toBe(link.textContent);
    }

    // The site's name, and the links inside its sentences.
    expect(screen.getByText(/This notice explains what Casa Nova keeps about you/)).toBeVisible();
    const profileLinks = screen.getAllByRole('link', { name: 'your profile page' });
    expect(profileLinks).toHaveLength(3);
    for (const link of profileLinks) expect(link).toHaveAttribute('href', '/dashboard/myProfile');
    expect(
      screen.getByRole('link', { name: 'the list of the EU’s data protection authorities' }),
    ).toHaveAttribute('href', 'https://www.edpb.europa.eu/about-edpb/about-edpb/members_en');
    // What the code does, said as it is: no tracking cookies, views counted without any.
    expect(screen.getByText(/sets no advertising, analytics or tracking cookies/)).toBeVisible();
    expect(screen.getByText(/counted without cookies/)).toBeVisible();
    expect(screen.getByText(/never reach this site or its database/)).toBeVisible();
    // Every text came from the page's catalogue: no message key is shown instead.
    expect(document.body.textContent).not.toMatch(/privacy\.[a-z]/i);
  });

  it('reads in Spanish, and the footer links to both pages in the page’s language', async () => {
    const router = await openPage('/privacy', 'es');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aviso de privacidad' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Aviso de privacidad | Casa Nova'));
    expect(screen.getByText('Última actualización: 29 de noviembre de 2026')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Tus derechos' })).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'tu página de perfil' })).toHaveLength(3);
    expect(document.body.textContent).not.toMatch(/privacy\.[a-z]/i);

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacidad' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await userEvent.click(within(footer).getByRole('link', { name: 'Accesibilidad' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Declaración de accesibilidad' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/accessibility');
    expect(document.body.textContent).not.toMatch(/accessibility\.[a-z]/i);
  });
});

describe('the accessibility statement', () => {
  it('follows the EU’s model: status, known limits, preparation, feedback, enforcement', async () => {
    await openPage('/accessibility');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accessibility statement' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Accessibility statement | Casa Nova'));
    expect(outline()).toEqual([
      '1: Accessibility statement',
      '2: Compliance status',
      '2: Non-accessible content',
      '2: Content not under the site’s control',
      '2: Preparation of this statement',
      '2: Feedback and contact information',
      '2: Enforcement procedure',
    ]);
    expect(
      screen.getByText(
        /partially compliant with the Web Content Accessibility Guidelines \(WCAG\) 2\.2 at level AA/,
      ),
    ).toBeVisible();
    expect(screen.getByText(/EN 301 549/)).toBeVisible();
    expect(screen.getByText(/choose “Search this view”/)).toBeVisible();
    expect(
      screen.getByText(
        'This statement was prepared on November 29, 2026, and last reviewed on the same day.',
      ),
    ).toBeVisible();
    expect(screen.getByText(/choose “Report this listing” on any listing’s page/)).toBeVisible();
    expect(screen.getByText(/The operator of Casa Nova wants this website/)).toBeVisible();
    // No contents list on this shorter page.
    expect(screen.queryByRole('navigation', { name: 'On this page' })).toBeNull();
  });

  it('reads in Arabic, with its date and the footer’s links in Arabic', async () => {
    await openPage('/accessibility', 'ar');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'بيان إمكانية الوصول' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('بيان إمكانية الوصول | Casa Nova'));
    expect(screen.getByRole('heading', { level: 2, name: 'حالة الامتثال' })).toBeVisible();
    const date = new Intl.DateTimeFormat(INTL_LOCALES.ar, {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(new Date('2026-11-29T00:00:00Z'));
    expect(screen.getByText(`آخر مراجعة: ${date}`)).toBeVisible();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'الخصوصية' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(within(footer).getByRole('link', { name: 'إمكانية الوصول' })).toHaveAttribute(
      'href',
      '/accessibility',
    );
    expect(document.body.textContent).not.toMatch(/accessibility\.[a-z]/i);
  });

  it('names the operator’s address (CONTACT_EMAIL) for a barrier, and the privacy notice too', async () => {
    await openPage('/accessibility', 'en', { contactEmail: 'access@casanova.example' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    const feedback = screen.getByRole('region', { name: 'Feedback and contact information' });
    expect(
      await within(feedback).findByRole('link', { name: 'access@casanova.example' }),
    ).toHaveAttribute('href', 'mailto:access@casanova.example');
    expect(within(feedback).queryByText(/Report this listing/)).toBeNull();
    await openPage('/privacy', 'en', { contactEmail: 'access@casanova.example' });
    const who = await screen.findByRole('region', { name: 'Who is responsible' });
    expect(
      await within(who).findByRole('link', { name: 'access@casanova.example' }),
    ).toHaveAttribute('href', 'mailto:access@casanova.example');
  });
});
