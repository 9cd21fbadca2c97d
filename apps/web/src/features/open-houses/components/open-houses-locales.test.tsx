import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpenHouse } from '@elite/shared/open-houses';
import { intlLocale } from '../../../lib/i18n';
import { BOB, PLAIN_LISTING } from '../../../testing/listing-page';
import { renderSignedIn } from '../../../testing/render-app';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const SATURDAY: OpenHouse = {
  _id: 'oh-1',
  start: '2027-03-06T10:00:00Z',
  end: '2027-03-06T12:00:00Z',
  note: null,
  attending: true,
};

afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  const { activateLocale } = await import('../../../lib/i18n');
  await activateLocale('en');
});

async function renderIn(locale: 'es' | 'ar') {
  await renderSignedIn(
    BOB,
    async () => {
      const { activateLocale } = await import('../../../lib/i18n');
      await activateLocale(locale);
      const { OpenHousesSection } = await import('./open-houses-section');
      return [{ path: '/property/p-1', element: <OpenHousesSection property={PLAIN_LISTING} /> }];
    },
    '/property/p-1',
    { 'GET /api/property/p-1/open-houses': { status: 200, body: [SATURDAY] } },
  );
}

describe('open houses in another locale', () => {
  it('says “You’re coming” and its actions in Spanish', async () => {
    await renderIn('es');
    const section = await screen.findByRole('region', { name: 'Jornadas de puertas abiertas' });
    expect(within(section).getByText('Vas a ir')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'No puedo ir' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Añadir al calendario' })).toBeInTheDocument();
  });

  it('writes the times for Arabic readers', async () => {
    await renderIn('ar');
    const section = await screen.findByRole('region', { name: 'الأيام المفتوحة' });
    const time = section.querySelector('time');
    expect(time?.textContent).toBe(
      new Intl.DateTimeFormat(intlLocale('ar'), {
        weekday: 'long',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      }).formatRange(new Date(SATURDAY.start), new Date(SATURDAY.end)),
    );
    expect(within(section).getByRole('button', { name: 'لا أستطيع الحضور' })).toBeInTheDocument();
  });
});
