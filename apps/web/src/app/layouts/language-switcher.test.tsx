import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { fakeApi } from '../../testing/fake-api';
import { TEST_CONFIG } from '../../testing/fixtures';
import { AppShell } from '../app-shell';
import { FooterLanguages } from './language-switcher';

function renderAt(path: string, locales: string[]) {
  const server = fakeApi({
    'GET /api/config': { status: 200, body: { ...TEST_CONFIG, locales } },
  });
  const router = createMemoryRouter([{ path: '*', element: <FooterLanguages /> }], {
    initialEntries: [path],
  });
  render(
    <AppShell client={createQueryClient()} hydrated>
      <RouterProvider router={router} />
    </AppShell>,
  );
  return server;
}

describe('the language switcher', () => {
  it('links to the same page, search included, in each language the site offers', async () => {
    renderAt('/allProperty?location=Sevilla', ['en', 'es', 'ar']);
    const nav = await screen.findByRole('navigation', { name: 'Language' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['English', '/allProperty?location=Sevilla'],
      ['Español', '/es/allProperty?location=Sevilla'],
      ['العربية', '/ar/allProperty?location=Sevilla'],
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'true');
    expect(links[2]).toHaveAttribute('lang', 'ar');
    expect(links[2]).toHaveAttribute('hrefLang', 'ar');
  });

  it('is not there on a site with one language', async () => {
    const { calls } = renderAt('/', ['en']);
    // Once the configuration has answered, the page is what it would be without the switcher.
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await act(async () => undefined);
    expect(screen.queryByRole('navigation', { name: 'Language' })).toBeNull();
  });
});
