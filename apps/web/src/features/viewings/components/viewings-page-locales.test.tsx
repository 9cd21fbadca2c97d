import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Identity, Viewing } from '@elite/shared';
import { intlLocale } from '../../../lib/i18n';
import { renderSignedIn } from '../../../testing/render-app';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const BOB: Identity = {
  displayName: 'Bob Buyer',
  email: 'bob@example.com',
  photoURL: null,
  emailVerified: true,
};

const REQUESTED: Viewing = {
  _id: 'v-1',
  property_id: 'p-1',
  property_title: 'Harbour View Villa',
  start: '2026-12-01T10:00:00+01:00',
  status: 'requested',
  note: '',
  buyer_name: 'Bob Buyer',
  buyer_email: 'bob@example.com',
  agent_name: 'Agnes Agent',
  i_am_buyer: true,
};

afterEach(async () => {
  const { activateLocale } = await import('../../../lib/i18n');
  await activateLocale('en');
});

async function renderViewingsIn(locale: 'es' | 'ar', viewings: Viewing[]) {
  await renderSignedIn(
    BOB,
    async () => {
      const { activateLocale } = await import('../../../lib/i18n');
      await activateLocale(locale);
      const { ViewingsPage } = await import('./viewings-page');
      return [{ path: '/dashboard/viewings', element: <ViewingsPage /> }];
    },
    '/dashboard/viewings',
    { 'GET /api/viewings': { status: 200, body: viewings } },
  );
}

describe('the Viewings page in another locale', () => {
  it('shows its heading and empty state in Spanish', async () => {
    await renderViewingsIn('es', []);
    expect(await screen.findByRole('heading', { name: 'Visitas' })).toBeInTheDocument();
    expect(await screen.findByText('Aún no tienes visitas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todas las propiedades' })).toBeInTheDocument();
  });

  it('shows a viewing’s state, agent, actions and time in Arabic', async () => {
    await renderViewingsIn('ar', [REQUESTED]);
    expect(await screen.findByRole('heading', { name: 'المعاينات' })).toBeInTheDocument();
    const item = (await screen.findByRole('heading', { name: 'Harbour View Villa' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(item).getByText('مطلوبة')).toBeInTheDocument();
    expect(within(item).getByText('الوكيل: Agnes Agent')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'إلغاء المعاينة' })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'إضافة إلى التقويم' })).toBeInTheDocument();
    const time = item.querySelector('time');
    expect(time?.textContent).toBe(
      new Intl.DateTimeFormat(intlLocale('ar'), {
        weekday: 'short',
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      }).format(new Date(REQUESTED.start)),
    );
  });
});
