import { configure, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@elite/shared/locales';
import { fakeApi } from '../../../testing/fake-api';
import { TEST_CONFIG } from '../../../testing/fixtures';

// The pages' code and the locale's texts load on a fresh set of modules: slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

/** Renders a page for a visitor with `locale`'s texts active, as a page under /{locale}/ is. */
async function renderIn(locale: Locale, page: () => Promise<RouteObject[]>, path: string) {
  fakeApi({
    'GET /api/config': { status: 200, body: TEST_CONFIG },
    'GET /api/advertiseProperty': { status: 200, body: [] },
    'GET /api/allReviews': { status: 200, body: [] },
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

describe('the home page in another locale', () => {
  it('shows the home page in Spanish', async () => {
    await renderIn(
      'es',
      async () => {
        const { HomePage } = await import('./home-page');
        return [{ path: '/', element: <HomePage /> }];
      },
      '/',
    );
    expect(
      await screen.findByRole('heading', { name: 'Te damos la bienvenida a Elite Property' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('searchbox', { name: '¿Dónde te gustaría vivir?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeInTheDocument();
    expect(document.title).toBe('Elite Property | Tu lugar ideal te espera');
    expect(screen.getByRole('button', { name: 'Diapositiva siguiente' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Inmuebles destacados' })).toBeInTheDocument();
    expect(await screen.findByText('Todavía no hay inmuebles destacados')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Opiniones de clientes' })).toBeInTheDocument();
  });
});
