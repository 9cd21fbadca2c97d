import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@elite/shared/locales';
import { fakeApi } from '../../../testing/fake-api';
import { TEST_CONFIG } from '../../../testing/fixtures';
import { sentBodies } from '../../../testing/render-app';

// The pages' code and the locale's texts load on a fresh set of modules: slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

/** Renders a page for a visitor with `locale`'s texts active, as a page under /{locale}/ is. */
async function renderIn(locale: Locale, page: () => Promise<RouteObject[]>, path: string) {
  fakeApi({
    'GET /api/config': { status: 200, body: TEST_CONFIG },
  });
  vi.resetModules();
  const { activateLocale } = await import('../../../lib/i18n');
  await activateLocale(locale);
  const routes = await page();
  const { AppShell } = await import('../../../app/app-shell');
  const { createQueryClient } = await import('../../../lib/query-client');
  const router = createMemoryRouter(
    [
      {
        element: (
          <main id="main" tabIndex={-1}>
            <Outlet />
          </main>
        ),
        children: routes,
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppShell client={createQueryClient()} hydrated>
      <RouterProvider router={router} />
    </AppShell>,
  );
}

afterEach(async () => {
  const { activateLocale } = await import('../../../lib/i18n');
  await activateLocale('en');
});

describe('the account pages in another locale', () => {
  it('shows the login page in Arabic, its form rules too', async () => {
    await renderIn(
      'ar',
      async () => {
        const { LoginPage } = await import('./login-page');
        return [{ path: '/login', element: <LoginPage /> }];
      },
      '/login',
    );
    expect(await screen.findByRole('heading', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(screen.getByLabelText(/البريد الإلكتروني/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'هل نسيت كلمة المرور؟' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'إنشاء حساب' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^تسجيل الدخول \| /));

    // A rule of @elite/shared's schema, said under its field in the page's language.
    await userEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText('البريد الإلكتروني مطلوب')).toBeInTheDocument();
    expect(screen.getByText('كلمة المرور مطلوبة')).toBeInTheDocument();
  });

  it('registers the account in the page’s language, for its e-mails', async () => {
    fakeApi({
      'POST /api/auth/register': {
        status: 201,
        body: {
          token: 'token-1',
          user: {
            displayName: 'Zoé',
            email: 'zoe@example.com',
            photoURL: null,
            emailVerified: false,
          },
        },
      },
    });
    vi.resetModules();
    const { activateLocale } = await import('../../../lib/i18n');
    await activateLocale('fr');
    const { register } = await import('../../../lib/auth-api/register');
    await register({ name: 'Zoé', email: 'zoe@example.com', password: 'Secret!1' });
    expect(sentBodies('POST /api/auth/register')).toEqual([
      { name: 'Zoé', email: 'zoe@example.com', password: 'Secret!1', locale: 'fr' },
    ]);
  });
});
