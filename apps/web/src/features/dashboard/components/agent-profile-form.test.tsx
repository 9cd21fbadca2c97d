import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Identity } from '@elite/shared';
import type { FakeRoute } from '../../../testing/fake-api';
import { TEST_CONFIG } from '../../../testing/fixtures';
import { renderSignedIn, sentBodies } from '../../../testing/render-app';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const AGNES: Identity = {
  displayName: 'Agnes Agent',
  email: 'agnes@example.com',
  photoURL: null,
  emailVerified: true,
  agentProfile: { bio: 'Lisbon homes since 2010.', phone: null, languages: ['en'] },
};

async function profileRoutes(): Promise<RouteObject[]> {
  const { ProfilePage } = await import('./profile-page');
  return [{ path: '/dashboard/myProfile', element: <ProfilePage /> }];
}

const roleOf = (user: Identity, role: 'user' | 'agent') => ({
  [`GET /api/user/${encodeURIComponent(user.email)}`]: {
    status: 200,
    body: { role, status: 'Verified' },
  },
  // The site offers three of its languages.
  'GET /api/config': { status: 200, body: { ...TEST_CONFIG, locales: ['en', 'fr', 'ar'] } },
});

describe('an agent’s public profile on My Profile', () => {
  it('starts from what the agent wrote and saves bio, phone and languages', async () => {
    const user = userEvent.setup();
    let answer: FakeRoute = { status: 400, body: { message: 'phone must be a phone number' } };
    await renderSignedIn(AGNES, profileRoutes, '/dashboard/myProfile', {
      ...roleOf(AGNES, 'agent'),
      'PATCH /api/auth/me': () => answer,
    });
    const form = await screen.findByRole('region', { name: 'Public profile' });
    const bio = within(form).getByLabelText('About me');
    expect(bio).toHaveValue('Lisbon homes since 2010.');
    expect(bio).toHaveAttribute('maxLength', '2000');
    expect(within(form).getByText('24 of 2000 characters')).toBeInTheDocument();
    // The site's languages, the agent's checked.
    const languages = within(form).getByRole('group', { name: 'Languages I speak' });
    expect(
      within(languages)
        .getAllByRole('checkbox')
        .map((box) => [box.closest('label')?.textContent, (box as HTMLInputElement).checked]),
    ).toEqual([
      ['English', true],
      ['Français', false],
      ['العربية', false],
    ]);

    // A wrong phone is said before anything is sent.
    await user.type(within(form).getByLabelText('Phone'), '12');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(
      await within(form).findByText(/^Enter a phone number: digits, spaces/),
    ).toBeInTheDocument();
    expect(sentBodies('PATCH /api/auth/me')).toEqual([]);

    await user.clear(within(form).getByLabelText('Phone'));
    await user.type(within(form).getByLabelText('Phone'), '+351 21 000 0000');
    await user.click(within(languages).getByRole('checkbox', { name: 'Français' }));
    await user.clear(bio);
    await user.type(bio, 'Homes by the river.');
    // The server's word is shown as it says it.
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('phone must be a phone number')).toBeInTheDocument();

    const saved = {
      bio: 'Homes by the river.',
      phone: '+351 21 000 0000',
      languages: ['en', 'fr'],
    };
    answer = { status: 200, body: { ...AGNES, agentProfile: saved } };
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile was saved')).toBeInTheDocument();
    expect(sentBodies('PATCH /api/auth/me').at(-1)).toEqual(saved);
  });

  it('sends an emptied bio and phone as cleared', async () => {
    const user = userEvent.setup();
    await renderSignedIn(AGNES, profileRoutes, '/dashboard/myProfile', {
      ...roleOf(AGNES, 'agent'),
      'PATCH /api/auth/me': {
        status: 200,
        body: { ...AGNES, agentProfile: { bio: null, phone: null, languages: [] } },
      },
    });
    const form = await screen.findByRole('region', { name: 'Public profile' });
    await user.clear(within(form).getByLabelText('About me'));
    await user.click(within(form).getByRole('checkbox', { name: 'English' }));
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile was saved')).toBeInTheDocument();
    expect(sentBodies('PATCH /api/auth/me')).toEqual([{ bio: null, phone: null, languages: [] }]);
  });

  it('is not shown to anyone but an agent', async () => {
    const bob: Identity = { ...AGNES, displayName: 'Bob', email: 'bob@example.com' };
    delete bob.agentProfile;
    await renderSignedIn(bob, profileRoutes, '/dashboard/myProfile', roleOf(bob, 'user'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Public profile' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('About me')).not.toBeInTheDocument();
  });
});
