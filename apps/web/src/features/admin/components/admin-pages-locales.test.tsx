import { configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Identity, UserRecord } from '@elite/shared';
import { renderSignedIn } from '../../../testing/render-app';
import { keepTablesAsTables } from '../../../testing/table-layout';

// The pages' code and the locale's texts load on a fresh set of modules: slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const ADA: Identity = {
  displayName: 'Ada Admin',
  email: 'ada@example.com',
  photoURL: null,
  emailVerified: true,
};

afterEach(async () => {
  const { activateLocale } = await import('../../../lib/i18n');
  await activateLocale('en');
});

describe('the admin pages in another locale', () => {
  keepTablesAsTables();

  it('shows Manage Users in Arabic: headings, roles and actions', async () => {
    const users: UserRecord[] = [
      {
        _id: 'u-1',
        name: 'Ada Admin',
        email: 'ada@example.com',
        photoURL: null,
        role: 'admin',
        status: 'Verified',
      },
      {
        _id: 'u-2',
        name: 'Agnes Agent',
        email: 'agnes@example.com',
        photoURL: null,
        role: 'agent',
        status: 'Verified',
      },
    ];
    await renderSignedIn(
      ADA,
      async () => {
        const { activateLocale } = await import('../../../lib/i18n');
        await activateLocale('ar');
        const { ManageUsersPage } = await import('./manage-users-page');
        return [{ path: '/dashboard/manageUsers', element: <ManageUsersPage /> }];
      },
      '/dashboard/manageUsers',
      { 'GET /api/allUser': { status: 200, body: users } },
    );

    expect(await screen.findByRole('heading', { name: 'إدارة المستخدمين' })).toBeInTheDocument();
    expect(await screen.findByText('مشرف')).toBeInTheDocument();
    expect(screen.getByText('وكيل')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'الدور' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /وسم بالاحتيال/ })).toBeInTheDocument();
  });
});
