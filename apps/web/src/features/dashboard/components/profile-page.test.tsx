import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Identity } from '@elite/shared';
import { accountMessages, identityMessages } from '@elite/shared/messages';
import { TOKEN_STORAGE_KEY } from '@elite/shared/session';
import type { FakeRoute } from '../../../testing/fake-api';
import { renderSignedIn, sentBodies } from '../../../testing/render-app';

// The pages' code loads on first use, on a fresh set of modules, and forms are typed in key by
// key: slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const ALICE: Identity = {
  displayName: 'Alice',
  email: 'alice@example.com',
  photoURL: null,
  emailVerified: false,
};

/** My Profile on a fresh set of modules (the sign-in is read as they load), and a Login page. */
async function profileRoutes(): Promise<RouteObject[]> {
  const { ProfilePage } = await import('./profile-page');
  return [
    {
      element: (
        <main id="main" tabIndex={-1}>
          <Outlet />
        </main>
      ),
      children: [
        { path: '/dashboard/myProfile', element: <ProfilePage /> },
        { path: '/login', element: <h1>Login</h1> },
      ],
    },
  ];
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const roleOf = (user: Identity) => ({
  [`GET /api/user/${encodeURIComponent(user.email)}`]: {
    status: 200,
    body: { role: 'user', status: 'Verified' },
  },
});

describe('My Profile', () => {
  it('tells an unverified user that e-mailed alerts wait, and resends the link', async () => {
    const user = userEvent.setup();
    await renderSignedIn(ALICE, profileRoutes, '/dashboard/myProfile', {
      ...roleOf(ALICE),
      'POST /api/auth/verify-email/resend': { status: 202 },
    });
    const notice = await screen.findByRole('region', { name: accountMessages.unverifiedTitle });
    expect(notice).toHaveTextContent(accountMessages.unverifiedNotice(ALICE.email));

    await user.click(within(notice).getByRole('button', { name: accountMessages.resendLink }));
    expect(
      await screen.findByText(accountMessages.verificationSent(ALICE.email)),
    ).toBeInTheDocument();
  });

  it('shows the address confirmed when it was confirmed meanwhile (elsewhere)', async () => {
    const user = userEvent.setup();
    await renderSignedIn(ALICE, profileRoutes, '/dashboard/myProfile', {
      ...roleOf(ALICE),
      'POST /api/auth/verify-email/resend': {
        status: 409,
        body: { message: identityMessages.alreadyVerified },
      },
    });
    const notice = await screen.findByRole('region', { name: accountMessages.unverifiedTitle });
    await user.click(within(notice).getByRole('button', { name: accountMessages.resendLink }));

    expect(await screen.findByText(identityMessages.alreadyVerified)).toBeInTheDocument();
    expect(screen.queryByText(accountMessages.unverifiedTitle)).not.toBeInTheDocument();
  });

  it('says nothing of the sort to a verified user', async () => {
    const verified = { ...ALICE, emailVerified: true };
    await renderSignedIn(verified, profileRoutes, '/dashboard/myProfile', roleOf(verified));
    await heading('My Profile');
    expect(screen.queryByText(accountMessages.unverifiedTitle)).not.toBeInTheDocument();
  });

  it('changes the password, and shows a wrong current one under its field', async () => {
    const user = userEvent.setup();
    let answer: FakeRoute = {
      status: 400,
      body: { message: identityMessages.currentPasswordIncorrect },
    };
    await renderSignedIn(ALICE, profileRoutes, '/dashboard/myProfile', {
      ...roleOf(ALICE),
      'POST /api/auth/password': () => answer,
    });
    const form = await screen.findByRole('region', { name: accountMessages.changePasswordTitle });
    const current = within(form).getByLabelText(accountMessages.currentPassword);
    await user.type(current, 'Wrong!Pass1');
    await user.type(within(form).getByLabelText(accountMessages.newPassword), 'Strong!Pass2');
    await user.click(within(form).getByRole('button', { name: accountMessages.changePassword }));

    expect(await within(form).findByText(identityMessages.currentPasswordIncorrect)).toBeVisible();
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveFocus();

    answer = { status: 200, body: { message: 'ok' } };
    await user.clear(current);
    await user.type(current, 'Strong!Pass1');
    await user.click(within(form).getByRole('button', { name: accountMessages.changePassword }));

    expect(await screen.findByText(accountMessages.passwordChanged)).toBeInTheDocument();
    expect(current).toHaveValue('');
    expect(sentBodies('POST /api/auth/password').at(-1)).toEqual({
      current_password: 'Strong!Pass1',
      password: 'Strong!Pass2',
    });
    // Still signed in here.
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('token-1');
  });

  it('signs out everywhere after asking, this browser too', async () => {
    const user = userEvent.setup();
    const { router, callsTo } = await renderSignedIn(ALICE, profileRoutes, '/dashboard/myProfile', {
      ...roleOf(ALICE),
      'POST /api/auth/logout-all': { status: 204 },
    });
    const section = await screen.findByRole('region', {
      name: accountMessages.signOutEverywhereTitle,
    });
    await user.click(
      within(section).getByRole('button', { name: accountMessages.signOutEverywhereConfirm }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: accountMessages.signOutEverywhereQuestion,
    });
    expect(callsTo('POST /api/auth/logout-all')).toEqual([]);
    await user.click(
      within(dialog).getByRole('button', { name: accountMessages.signOutEverywhereConfirm }),
    );

    expect(await screen.findByText(accountMessages.signedOutEverywhere)).toBeInTheDocument();
    await heading('Login');
    expect(router.state.location.pathname).toBe('/login');
    expect(callsTo('POST /api/auth/logout-all')).toHaveLength(1);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
