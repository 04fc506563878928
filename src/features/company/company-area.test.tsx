import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, expect, it } from 'vitest';
import { CompanyArea } from './company-area';

beforeEach(() => sessionStorage.clear());

const areaAt = (pathname: string) =>
  createMemoryRouter(
    [
      {
        path: '/buchung',
        element: <CompanyArea />,
        children: [
          { index: true, element: <p>wizard in the outlet</p> },
          { path: 'kunde', element: null },
        ],
      },
    ],
    { initialEntries: [pathname] },
  );

it('shows the wizard in its outlet', async () => {
  render(<RouterProvider router={areaAt('/buchung')} />);
  expect(await screen.findByText('wizard in the outlet')).toBeInTheDocument();
});

it('sends a list screen without a company login to the wizard, which asks for the login', async () => {
  const router = areaAt('/buchung/kunde');
  render(<RouterProvider router={router} />);
  expect(await screen.findByText('wizard in the outlet')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/buchung');
});
