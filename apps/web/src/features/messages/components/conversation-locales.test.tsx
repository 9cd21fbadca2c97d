import { configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConversationSummary, Identity } from '@elite/shared';
import { renderSignedIn } from '../../../testing/render-app';
import type { FakeRoute } from '../../../testing/fake-api';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const BOB: Identity = {
  displayName: 'Bob Buyer',
  email: 'bob@example.com',
  photoURL: null,
  emailVerified: true,
};

const THREAD: ConversationSummary = {
  _id: 'c-1',
  property_id: 'p-1',
  property_title: 'Harbour View Villa',
  property_image: '/images/a.jpg',
  i_am_buyer: true,
  other_party: { name: 'Agnes Agent', image: null },
  last_message: {
    body: 'Is it still available?',
    sent_at: '2026-11-20T10:00:00.000Z',
    from_me: true,
  },
  unread: 2,
  blocked: false,
  reported: false,
};

const MESSAGES = [
  {
    _id: 'm-1',
    body: 'Is it still available?',
    sent_at: '2026-11-20T10:00:00.000Z',
    from_me: true,
    sender_name: 'Bob Buyer',
  },
];

afterEach(async () => {
  sessionStorage.clear();
  const { activateLocale } = await import('../../../lib/i18n');
  await activateLocale('en');
});

async function openThreadIn(locale: 'es' | 'ar', extra: Record<string, FakeRoute> = {}) {
  await renderSignedIn(
    BOB,
    async () => {
      const { activateLocale } = await import('../../../lib/i18n');
      await activateLocale(locale);
      const { MessagesPage } = await import('./messages-page');
      return [
        { path: '/dashboard/messages', element: <MessagesPage /> },
        { path: '/dashboard/messages/:id', element: <MessagesPage /> },
      ];
    },
    '/dashboard/messages/c-1',
    {
      'GET /api/conversations': { status: 200, body: [THREAD] },
      'GET /api/conversations/c-1/messages': { status: 200, body: MESSAGES },
      'GET /api/conversations/unread': { status: 200, body: { count: 0 } },
      ...extra,
    },
  );
}

async function openContactFormIn(locale: 'es' | 'ar') {
  await renderSignedIn(
    BOB,
    async () => {
      const { activateLocale } = await import('../../../lib/i18n');
      await activateLocale(locale);
      const { ContactAgentDialog } = await import('./contact-agent-dialog');
      const listing = { _id: 'p-1', property_title: 'Harbour View Villa' };
      return [
        {
          path: '/property/p-1',
          element: <ContactAgentDialog property={listing} open onClose={() => {}} />,
        },
      ];
    },
    '/property/p-1',
    {},
  );
}

describe('a conversation in another locale', () => {
  it('shows the thread, its preview, buttons and reply box in Spanish', async () => {
    await openThreadIn('es');
    const list = await screen.findByRole('navigation', { name: 'Conversaciones' });
    const item = await within(list).findByRole('link', { name: /Harbour View Villa/ });
    expect(item).toHaveTextContent('Tú: Is it still available?');
    expect(within(item).getByText('sin leer')).toBeInTheDocument();
    const thread = await screen.findByRole('list', { name: 'Mensajes' });
    expect(within(thread).getByText('Tú')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Todas las conversaciones/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Denunciar' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Tu respuesta' })).toHaveAttribute(
      'placeholder',
      'Escribe una respuesta…',
    );

    // An empty reply is refused in Spanish too.
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Escribe primero un mensaje')).toBeInTheDocument();
  });

  it('asks before reporting and thanks for it, in Arabic', async () => {
    await openThreadIn('ar', {
      'POST /api/conversations/c-1/report': { status: 200, body: { modifiedCount: 1 } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'إبلاغ' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'هل تريد الإبلاغ عن هذه المحادثة؟',
    });
    expect(
      within(dialog).getByText(
        'سيقرأ أحد المشرفين هذه المحادثة وقد يتخذ إجراءً بحق الحساب المرتبط بها.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'إبلاغ' }));
    expect(await screen.findByText('شكرًا: سيراجع أحد المشرفين هذه المحادثة')).toBeInTheDocument();
    expect(screen.getByText('تم الإبلاغ')).toBeInTheDocument();
  });

  it('opens the Contact agent form in Arabic, its question about the home in Arabic', async () => {
    await openContactFormIn('ar');
    expect(await screen.findByRole('heading', { name: 'تواصل مع الوكيل' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'رسالتك' })).toHaveValue(
      'مرحبًا، أنا مهتم بالعقار «Harbour View Villa». هل ما زال متاحًا، ومتى يمكنني معاينته؟',
    );
    expect(screen.getByRole('button', { name: 'إرسال الرسالة' })).toBeInTheDocument();
  });
});

describe('no conversations in Spanish', () => {
  it('says where to start one, its link kept a link', async () => {
    await renderSignedIn(
      BOB,
      async () => {
        const { activateLocale } = await import('../../../lib/i18n');
        await activateLocale('es');
        const { MessagesPage } = await import('./messages-page');
        return [{ path: '/dashboard/messages', element: <MessagesPage /> }];
      },
      '/dashboard/messages',
      { 'GET /api/conversations': { status: 200, body: [] } },
    );
    const link = await screen.findByRole('link', { name: 'Todas las propiedades' });
    expect(link).toHaveAttribute('href', '/allProperty');
    expect(link.closest('p')).toHaveTextContent(
      'Abre una vivienda desde Todas las propiedades y elige Contactar con el agente.',
    );
  });
});
