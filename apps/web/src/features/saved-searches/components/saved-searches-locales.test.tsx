import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Identity, Notification, SavedSearch } from '@elite/shared';
import { renderSignedIn } from '../../../testing/render-app';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const BOB: Identity = {
  displayName: 'Bob Buyer',
  email: 'bob@example.com',
  photoURL: null,
  emailVerified: true,
};

const LISBON: SavedSearch = {
  _id: 's-1',
  name: 'Family homes in Lisbon',
  query: { location: 'Lisbon', beds: '2', polygon: '90,23;91,23;90.5,24' },
  frequency: 'daily',
  created_at: '2026-11-20T10:00:00.000Z',
};

const DROP: Notification = {
  _id: 'n-2',
  kind: 'price_drop',
  property_id: 'p-7',
  property_title: 'Harbour View Villa',
  property_image: '/images/villa.jpg',
  property_location: 'Lisbon',
  saved_search_id: 's-1',
  saved_search_name: 'Family homes in Lisbon',
  saved_search_names: ['Family homes in Lisbon', 'Anything cheap'],
  old_price: 500_000,
  price: 450_000,
  created_at: '2026-11-23T10:00:00.000Z',
  read: true,
};

afterEach(async () => {
  const { activateLocale } = await import('../../../lib/i18n');
  await activateLocale('en');
});

async function renderIn(locale: 'es' | 'ar', page: 'saved' | 'notifications') {
  const path = page === 'saved' ? '/dashboard/savedSearches' : '/dashboard/notifications';
  await renderSignedIn(
    BOB,
    async () => {
      const { activateLocale } = await import('../../../lib/i18n');
      await activateLocale(locale);
      const { SavedSearchesPage } = await import('./saved-searches-page');
      const { NotificationsPage } = await import('./notifications-page');
      return [
        { path: '/dashboard/savedSearches', element: <SavedSearchesPage /> },
        { path: '/dashboard/notifications', element: <NotificationsPage /> },
      ];
    },
    path,
    {
      'GET /api/saved-searches': { status: 200, body: [LISBON] },
      'GET /api/notifications?page=1&limit=50': {
        status: 200,
        body: [DROP],
        headers: { 'X-Total-Count': '1' },
      },
    },
  );
}

describe('saved searches and notifications in another locale', () => {
  it('shows the Saved Searches page, a search’s criteria and its alerts in Spanish', async () => {
    await renderIn('es', 'saved');
    expect(await screen.findByRole('heading', { name: 'Búsquedas guardadas' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: LISBON.name });
    expect(within(card).getByText('Lisbon · 2+ habitaciones · Zona dibujada')).toBeInTheDocument();
    expect(
      within(card).getByRole('combobox', { name: `Alertas de ${LISBON.name}` }),
    ).toHaveDisplayValue('Resumen diario');
    expect(
      within(card).getByRole('button', { name: `Eliminar ${LISBON.name}` }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 de 20 búsquedas guardadas')).toBeInTheDocument();
  });

  it('shows the Notifications page and a price drop in Arabic', async () => {
    await renderIn('ar', 'notifications');
    expect(await screen.findByRole('heading', { name: 'الإشعارات' })).toBeInTheDocument();
    expect(await screen.findByText('انخفاض السعر')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تعليم الكل كمقروء' })).toBeInTheDocument();
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          (element.textContent ?? '').startsWith(
            'للبحث «Family homes in Lisbon» و«Anything cheap»',
          ),
      ),
    ).toBeInTheDocument();
  });
});
