import { configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Identity } from '@elite/shared';
import { renderSignedIn } from '../../../testing/render-app';
import { keepTablesAsTables } from '../../../testing/table-layout';

// The pages' code and the locale's texts load on a fresh set of modules: slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const AGNES: Identity = {
  displayName: 'Agnes Agent',
  email: 'agnes@example.com',
  photoURL: null,
  emailVerified: true,
};

afterEach(async () => {
  const { activateLocale } = await import('../../../lib/i18n');
  await activateLocale('en');
});

describe('the agent pages in another locale', () => {
  keepTablesAsTables();

  it('shows My Added Property in Spanish, its fraud notice and empty state too', async () => {
    await renderSignedIn(
      AGNES,
      async () => {
        const { activateLocale } = await import('../../../lib/i18n');
        await activateLocale('es');
        const { MyAddedPropertyPage } = await import('./my-added-property-page');
        return [{ path: '/dashboard/myAddedProperty', element: <MyAddedPropertyPage /> }];
      },
      '/dashboard/myAddedProperty',
      {
        'GET /api/user/agnes%40example.com': {
          status: 200,
          body: { role: 'agent', status: 'fraud' },
        },
        'GET /api/myAddedProperty/agnes%40example.com': { status: 200, body: [] },
      },
    );

    expect(
      await screen.findByRole('heading', { name: 'Mis inmuebles añadidos' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Todavía no has añadido ningún inmueble')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Añadir inmueble' })).toBeInTheDocument();
    expect(await screen.findByText(/Tu cuenta está marcada como fraudulenta/)).toBeInTheDocument();
    expect(document.title).toMatch(/Mis inmuebles añadidos/);
  });
});
