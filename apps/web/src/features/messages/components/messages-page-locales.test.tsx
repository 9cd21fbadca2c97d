import { configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Identity } from '@elite/shared';
import { renderSignedIn } from '../../../testing/render-app';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const BOB: Identity = {
  displayName: 'Bob Buyer',
  email: 'bob@example.com',
  photoURL: null,
  emailVerified: true,
};

afterEach(async () => {
  const { activateLocale } = await import('../../../lib/i18n');
  await activateLocale('en');
});

async function renderMessagesIn(locale: 'es' | 'ar') {
  await renderSignedIn(
    BOB,
    async () => {
      const { activateLocale } = await import('../../../lib/i18n');
      await activateLocale(locale);
      const { MessagesPage } = await import('./messages-page');
      return [{ path: '/messages', element: <MessagesPage /> }];
    },
    '/messages',
    { 'GET /api/conversations': { status: 200, body: [] } },
  );
}

describe('the messages page in another locale', () => {
  it('shows its heading and empty state in Spanish', async () => {
    await renderMessagesIn('es');
    expect(await screen.findByRole('heading', { name: 'Mensajes' })).toBeInTheDocument();
    expect(await screen.findByText('Aún no tienes conversaciones')).toBeInTheDocument();
  });

  it('shows its heading and conversation list label in Arabic', async () => {
    await renderMessagesIn('ar');
    expect(await screen.findByRole('heading', { name: 'الرسائل' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'المحادثات' })).toBeInTheDocument();
  });
});
