import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, type RouteObject } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Identity } from '@elite/shared';
import { identityMessages, messages, ruleMessages } from '@elite/shared/messages';
import { TOKEN_STORAGE_KEY } from '@elite/shared/session';
import { deferred, type FakeResponse, type FakeRoute } from '../../../testing/fake-api';
import { renderSignedIn, sentBodies } from '../../../testing/render-app';

// The page's code loads on first use, on a fresh set of modules: slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const ALICE: Identity = {
  displayName: 'Alice',
  email: 'alice@example.com',
  photoURL: null,
  emailVerified: true,
};

/** My Profile, the home page and the login page. */
async function routes(): Promise<RouteObject[]> {
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
        { path: '/', element: <h1>Home</h1> },
        { path: '/login', element: <h1>Login</h1> },
      ],
    },
  ];
}

const open = (api: Record<string, FakeRoute | (() => FakeRoute)>) =>
  renderSignedIn(ALICE, routes, '/dashboard/myProfile', {
    'GET /api/user/alice%40example.com': {
      status: 200,
      body: { role: 'user', status: 'Verified' },
    },
    ...api,
  });

const section = () => screen.findByRole('region', { name: 'Your data' });
const check = (password_required: boolean, recent_sign_in = true) => ({
  'GET /api/auth/me/deletion': { status: 200, body: { password_required, recent_sign_in } },
});

/** Opens the dialog from the section's button. */
async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(await section()).getByRole('button', { name: 'Delete my account' }));
  return screen.findByRole('dialog', { name: 'Delete your account?' });
}

describe('My Profile: your data', () => {
  let saved: { download: string; blob: Blob }[];

  beforeEach(() => {
    saved = [];
    let blob: Blob | undefined;
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (made: Blob) => {
        blob = made;
        return 'blob:export';
      },
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    // The browser would save the file; jsdom cannot navigate.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(
      this: HTMLAnchorElement,
    ) {
      saved.push({ download: this.download, blob: blob! });
    });
  });

  it('downloads the file with the sign-in, showing that it runs meanwhile', async () => {
    const user = userEvent.setup();
    const answer = deferred<FakeResponse>();
    const { callsTo } = await open({ 'GET /api/auth/me/export': answer.promise });
    const button = within(await section()).getByRole('button', { name: 'Download my data' });
    await user.click(button);

    expect(button).toBeDisabled();
    expect(await screen.findByText('Preparing your file…')).toBeInTheDocument();
    answer.resolve({ status: 200, body: { format: 'elite-property-export/1', account: ALICE } });

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.download).toBe(
      `elite-property-data-${new Date().toISOString().slice(0, 10)}.json`,
    );
    expect(JSON.parse(await saved[0]!.blob.text())).toMatchObject({ account: ALICE });
    expect(callsTo('GET /api/auth/me/export')[0]!.authorization).toBe('Bearer token-1');
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('says so when the download fails', async () => {
    const user = userEvent.setup();
    await open({
      'GET /api/auth/me/export': { status: 500, body: { message: messages.internalError } },
    });
    await user.click(within(await section()).getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText(messages.internalError)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('deletes the account with the password, then signs out here and goes home', async () => {
    const user = userEvent.setup();
    let answer: FakeRoute = {
      status: 400,
      body: { message: identityMessages.currentPasswordIncorrect },
    };
    const { callsTo } = await open({ ...check(true), 'DELETE /api/auth/me': () => answer });
    const dialog = await openDialog(user);
    expect(within(dialog).getByText('Your wishlist')).toBeInTheDocument();
    expect(within(dialog).getByText(/Completed sales and their payments/)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Yes, delete my account' });
    const password = await within(dialog).findByLabelText('Your password');

    await user.click(confirm);
    expect(
      await within(dialog).findByText('Enter your password to delete your account'),
    ).toBeVisible();
    expect(callsTo('DELETE /api/auth/me')).toEqual([]);

    await user.type(password, 'Wrong!Pass1');
    await user.click(confirm);
    expect(
      await within(dialog).findByText(identityMessages.currentPasswordIncorrect),
    ).toBeVisible();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    // A refused password is no reason to sign out.
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('token-1');

    answer = { status: 200, body: { deletedCount: 1 } };
    await user.clear(password);
    await user.type(password, 'Strong!Pass1');
    await user.click(confirm);
    expect(await screen.findByText('Your account was deleted. Goodbye!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(sentBodies('DELETE /api/auth/me').at(-1)).toEqual({ password: 'Strong!Pass1' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    // No call to sign out: the tokens died with the account.
    expect(callsTo('POST /api/auth/logout')).toEqual([]);
  });

  it('shows the server’s refusal in the dialog, and Cancel changes nothing', async () => {
    const user = userEvent.setup();
    await open({
      ...check(true),
      'DELETE /api/auth/me': { status: 409, body: { message: ruleMessages.adminProtected } },
    });
    const dialog = await openDialog(user);
    await user.type(await within(dialog).findByLabelText('Your password'), 'Strong!Pass1');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ruleMessages.adminProtected);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('token-1');
  });

  it('a password-less account signed in long ago is offered a new sign-in', async () => {
    const user = userEvent.setup();
    const { callsTo } = await open({
      ...check(false, false),
      'POST /api/auth/logout': { status: 204 },
    });
    const dialog = await openDialog(user);
    expect(
      await within(dialog).findByText(/Sign in again, then delete it within 10 minutes/),
    ).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Your password')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Yes, delete my account' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Sign out and sign in again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(callsTo('POST /api/auth/logout')).toHaveLength(1);
    expect(callsTo('DELETE /api/auth/me')).toEqual([]);
  });

  it('a password-less account signed in just now deletes without a password', async () => {
    const user = userEvent.setup();
    await open({
      ...check(false, true),
      'DELETE /api/auth/me': { status: 200, body: { deletedCount: 1 } },
    });
    const dialog = await openDialog(user);
    expect(
      await within(dialog).findByText(/You signed in within the last 10 minutes/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(sentBodies('DELETE /api/auth/me')).toEqual([{}]);
  });
});
