import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HomeSearch } from './home-search';

function openHome() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <HomeSearch /> },
      { path: '/allProperty', element: <h1>All Property</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('the home page’s search box', () => {
  it('takes the visitor to All Property’s results for the place typed', async () => {
    const router = openHome();
    const box = screen.getByRole('searchbox', { name: 'Where would you like to live?' });
    fireEvent.change(box, { target: { value: '  New York ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'All Property' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/allProperty');
    expect(router.state.location.search).toBe('?location=New+York');
  });

  it('shows every listing when nothing is typed', async () => {
    const router = openHome();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'All Property' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});
