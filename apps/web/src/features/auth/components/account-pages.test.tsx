import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Identity, PublicConfig } from '@elite/shared';
import { accountMessages, identityMessages, messages } from '@elite/shared/messages';
import { fakeApi, type FakeRoute } from '../../../testing/fake-api';
import { TEST_CONFIG } from '../../../testing/fixtures';
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

/**
 * The account pages on a fresh set of modules (the sign-in is read as they load), in a frame
 * that has the root layout's main landmark.
 */
async function accountRoutes(): Promise<RouteObject[]> {
  const [login, forgot, reset, verify, notice] = await Promise.all([
    import('./login-page'),
    import('./forgot-password-page'),
    import('./reset-password-page'),
    import('./verify-email-page'),
    import('./unverified-email-notice'),
  ]);
  return [
    {
      element: (
        <main id="main" tabIndex={-1}>
          <Outlet />
        </main>
      ),
      children: [
        { path: '/', element: <h1>Home</h1> },
        { path: '/login', element: <login.LoginPage /> },
        { path: '/forgot-password', element: <forgot.ForgotPasswordPage /> },
        { path: '/reset-password', element: <reset.ResetPasswordPage /> },
        { path: '/verify-email', element: <verify.VerifyEmailPage /> },
        {
          // The profile's word about an unverified address (dashboard/components/profile-page.tsx).
          path: '/dashboard/myProfile',
          element: (
            <>
              <h1>My Profile</h1>
              <notice.UnverifiedEmailNotice />
            </>
          ),
        },
      ],
    },
  ];
}

/** The app's shell at `path` for a visitor who holds no token, against a fake API. */
async function renderSignedOut(
  path: string,
  api: Record<string, FakeRoute | (() => FakeRoute)> = {},
  config: PublicConfig = TEST_CONFIG,
) {
  const server = fakeApi({ 'GET /api/config': { status: 200, body: config }, ...api });
  vi.resetModules();
  const routes = await accountRoutes();
  const { AppShell } = await import('../../../app/app-shell');
  const { createQueryClient } = await import('../../../lib/query-client');
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppShell client={createQueryClient()} hydrated>
      <RouterProvider router={router} />
    </AppShell>,
  );
  return { ...server, router };
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('the Login page', () => {
  it('leads to Forgot password, which always says the same neutral thing', async () => {
    const user = userEvent.setup();
    const { router } = await renderSignedOut('/login', {
      'POST /api/auth/password-reset': { status: 202 },
    });

    await user.click(await screen.findByRole('link', { name: accountMessages.forgotPasswordLink }));
    await heading(accountMessages.forgotPasswordTitle);
    expect(router.state.location.pathname).toBe('/forgot-password');

    await user.type(screen.getByLabelText('Email'), 'Someone@Example.com');
    await user.click(screen.getByRole('button', { name: accountMessages.sendResetLink }));

    expect(
      await screen.findByText(accountMessages.resetLinkSent('someone@example.com')),
    ).toBeInTheDocument();
    expect(sentBodies('POST /api/auth/password-reset')).toEqual([{ email: 'someone@example.com' }]);
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('offers no Google or Facebook button when the server has neither', async () => {
    await renderSignedOut('/login');
    await heading('Login');
    // The configuration has arrived (the page's reads are done) and still no button.
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: /Continue With/ })).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });

  it('offers only the providers the server is configured for', async () => {
    await renderSignedOut(
      '/login',
      {},
      { ...TEST_CONFIG, providers: { google: true, facebook: false } },
    );
    expect(await screen.findByRole('button', { name: 'Continue With Google' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Continue With FaceBook' }),
    ).not.toBeInTheDocument();
  });

  it('puts focus on the next page’s main content after signing in', async () => {
    const user = userEvent.setup();
    await renderSignedOut('/login', {
      'POST /api/auth/login': { status: 200, body: { token: 'token-1', user: ALICE } },
    });
    await user.type(await screen.findByLabelText('Email'), ALICE.email);
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Strong!Pass1');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await heading('Home');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });
});

describe('the Reset password page', () => {
  const resetPath = '/reset-password?token=reset-1';

  it('checks SPEC.md’s rules and the confirmation before asking the server', async () => {
    const user = userEvent.setup();
    const { callsTo } = await renderSignedOut(resetPath);
    await heading(accountMessages.resetPasswordTitle);

    await user.type(screen.getByLabelText(accountMessages.newPassword), 'weakpass');
    await user.type(screen.getByLabelText(accountMessages.confirmNewPassword), 'weakpass');
    await user.click(screen.getByRole('button', { name: accountMessages.setNewPassword }));
    expect(await screen.findByText(messages.passwordPolicy)).toBeInTheDocument();

    await user.clear(screen.getByLabelText(accountMessages.newPassword));
    await user.type(screen.getByLabelText(accountMessages.newPassword), 'Strong!Pass2');
    await user.click(screen.getByRole('button', { name: accountMessages.setNewPassword }));
    expect(await screen.findByText(accountMessages.passwordsDiffer)).toBeInTheDocument();
    expect(callsTo('POST /api/auth/password-reset/confirm')).toEqual([]);
  });

  it('shows the server’s word on a used link, with the way to a new one', async () => {
    const user = userEvent.setup();
    await renderSignedOut(resetPath, {
      'POST /api/auth/password-reset/confirm': {
        status: 400,
        body: { message: identityMessages.resetLinkInvalid },
      },
    });
    await user.type(await screen.findByLabelText(accountMessages.newPassword), 'Strong!Pass2');
    await user.type(screen.getByLabelText(accountMessages.confirmNewPassword), 'Strong!Pass2');
    await user.click(screen.getByRole('button', { name: accountMessages.setNewPassword }));

    expect(await screen.findByRole('alert')).toHaveTextContent(identityMessages.resetLinkInvalid);
    expect(screen.getByRole('link', { name: accountMessages.requestNewResetLink })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('sets the new password, then sends the visitor to sign in with it', async () => {
    const user = userEvent.setup();
    const { router } = await renderSignedOut(resetPath, {
      'POST /api/auth/password-reset/confirm': { status: 200, body: { message: 'ok' } },
    });
    await user.type(await screen.findByLabelText(accountMessages.newPassword), 'Strong!Pass2');
    await user.type(screen.getByLabelText(accountMessages.confirmNewPassword), 'Strong!Pass2');
    await user.click(screen.getByRole('button', { name: accountMessages.setNewPassword }));

    expect(await screen.findByText(accountMessages.passwordResetDone)).toBeInTheDocument();
    await heading('Login');
    expect(router.state.location.pathname).toBe('/login');
    expect(sentBodies('POST /api/auth/password-reset/confirm')).toEqual([
      { token: 'reset-1', password: 'Strong!Pass2' },
    ]);
  });

  it('says a link without its token is incomplete', async () => {
    await renderSignedOut('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.resetLinkMissing);
    expect(screen.queryByLabelText(accountMessages.newPassword)).not.toBeInTheDocument();
  });
});

describe('the Verify e-mail page', () => {
  it('confirms the address once, and the signed-in user is verified at once', async () => {
    const user = userEvent.setup();
    const { callsTo } = await renderSignedIn(ALICE, accountRoutes, '/verify-email?token=v-1', {
      'POST /api/auth/verify-email': {
        status: 200,
        body: { user: { ...ALICE, emailVerified: true } },
      },
    });

    await heading(accountMessages.emailConfirmedTitle);
    expect(screen.getByText(accountMessages.emailConfirmed(ALICE.email))).toBeInTheDocument();
    expect(sentBodies('POST /api/auth/verify-email')).toEqual([{ token: 'v-1' }]);

    await user.click(await screen.findByRole('link', { name: 'Go to My Profile' }));
    await heading('My Profile');
    expect(screen.queryByText(accountMessages.unverifiedTitle)).not.toBeInTheDocument();
    expect(callsTo('POST /api/auth/verify-email')).toHaveLength(1);
  });

  it('says that a used link no longer works, and sends a new one', async () => {
    const user = userEvent.setup();
    await renderSignedIn(ALICE, accountRoutes, '/verify-email?token=old', {
      'POST /api/auth/verify-email': {
        status: 400,
        body: { message: identityMessages.verifyLinkInvalid },
      },
      'POST /api/auth/verify-email/resend': { status: 202 },
    });

    await heading(accountMessages.verifyLinkFailedTitle);
    expect(screen.getByRole('alert')).toHaveTextContent(identityMessages.verifyLinkInvalid);
    await user.click(await screen.findByRole('button', { name: accountMessages.resendLink }));
    expect(
      await screen.findByText(accountMessages.verificationSent(ALICE.email)),
    ).toBeInTheDocument();
  });

  it('asks a signed-out visitor with a used link to sign in for a new one', async () => {
    await renderSignedOut('/verify-email?token=old', {
      'POST /api/auth/verify-email': {
        status: 400,
        body: { message: identityMessages.verifyLinkInvalid },
      },
    });
    await heading(accountMessages.verifyLinkFailedTitle);
    expect(
      screen.getByRole('link', { name: accountMessages.verifySignInToResend }),
    ).toHaveAttribute('href', '/login');
  });
});
