import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Identity } from '@elite/shared';
import { limitMessages, signInCodeTexts } from '@elite/shared/messages';
import { fakeApi, type FakeResponse } from '../../../testing/fake-api';
import { TEST_CONFIG } from '../../../testing/fixtures';
import { sentBodies } from '../../../testing/render-app';

// The page's code loads on first use, on a fresh set of modules, and forms are typed in key by
// key: slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const ALICE: Identity = {
  displayName: 'Alice',
  email: 'alice@example.com',
  photoURL: null,
  emailVerified: true,
};

/** /login for a visitor holding no token; the sign-in answers `logins` one after the other. */
async function renderLogin(logins: FakeResponse[]) {
  const answers = [...logins];
  const api = fakeApi({
    'GET /api/config': { status: 200, body: TEST_CONFIG },
    'POST /api/auth/login': () => answers.shift() ?? { status: 500, body: { message: 'no more' } },
    'POST /api/auth/login-code': { status: 202, body: { message: signInCodeTexts.sent } },
  });
  vi.resetModules();
  const { LoginPage } = await import('./login-page');
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
        children: [
          { path: '/', element: <h1>Home</h1> },
          { path: '/login', element: <LoginPage /> },
        ],
      },
    ],
    { initialEntries: ['/login'] },
  );
  render(
    <AppShell client={createQueryClient()} hydrated>
      <RouterProvider router={router} />
    </AppShell>,
  );
  return api;
}

const slowedDown: FakeResponse = { status: 429, body: { message: limitMessages.loginSlowedDown } };

describe('a sign-in slowed down by guesses from elsewhere', () => {
  it('offers an e-mailed code, then signs in with it, by keyboard alone', async () => {
    const user = userEvent.setup();
    const api = await renderLogin([
      slowedDown,
      slowedDown, // the code was mistyped
      { status: 200, body: { token: 'token-1', user: ALICE } },
    ]);
    await user.type(await screen.findByLabelText('Email'), ALICE.email);
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Strong!Pass1{Enter}');

    // The slow-down is said in the page, with the way past it; no code field yet.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(limitMessages.loginSlowedDown);
    expect(alert).toHaveTextContent(signInCodeTexts.offer);
    expect(screen.queryByLabelText(signInCodeTexts.label)).not.toBeInTheDocument();
    expect(sentBodies('POST /api/auth/login')).toEqual([
      { email: ALICE.email, password: 'Strong!Pass1' },
    ]);

    screen.getByRole('button', { name: signInCodeTexts.ask }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(signInCodeTexts.sent);
    const codeField = screen.getByLabelText(signInCodeTexts.label);
    await waitFor(() => expect(codeField).toHaveFocus());
    expect(sentBodies('POST /api/auth/login-code')).toEqual([{ email: ALICE.email }]);
    expect(screen.getByRole('button', { name: signInCodeTexts.askAgain })).toBeInTheDocument();

    // A code the server does not take: said at the field, which keeps the focus.
    await user.type(codeField, 'abcde-fghjx{Enter}');
    expect(await screen.findByText(signInCodeTexts.refused)).toBeInTheDocument();
    expect(codeField).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(codeField).toHaveFocus());

    await user.clear(codeField);
    await user.type(codeField, 'abcde fghjk{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    // The code goes with the password, as the e-mail wrote it; only with the code field shown.
    expect(sentBodies('POST /api/auth/login').slice(1)).toEqual([
      { email: ALICE.email, password: 'Strong!Pass1', code: 'ABCDEFGHJX' },
      { email: ALICE.email, password: 'Strong!Pass1', code: 'ABCDEFGHJK' },
    ]);
    expect(api.callsTo('POST /api/auth/login-code')).toHaveLength(1);
  });

  it('asks for a valid e-mail address before sending a code', async () => {
    const user = userEvent.setup();
    const api = await renderLogin([slowedDown]);
    await user.type(await screen.findByLabelText('Email'), ALICE.email);
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Strong!Pass1{Enter}');
    await screen.findByRole('alert');
    await user.clear(screen.getByLabelText('Email'));
    await user.click(screen.getByRole('button', { name: signInCodeTexts.ask }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/auth/login-code')).toEqual([]);
  });
});
