import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SortStatus } from './data-table';

describe('SortStatus', () => {
  it('is silent on the first view and says each order the user sorts by, back to the first too', () => {
    const { rerender } = render(<SortStatus column="Zeit" order={1} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^$/);

    rerender(<SortStatus column="Zeit" order={-1} />);
    expect(status).toHaveTextContent('Sortiert nach Zeit, absteigend');
    rerender(<SortStatus column="Status" order={1} />);
    expect(status).toHaveTextContent('Sortiert nach Status, aufsteigend');
    rerender(<SortStatus column="Zeit" order={1} />);
    expect(status).toHaveTextContent('Sortiert nach Zeit, aufsteigend');
  });

  it('says nothing for the server order that has no column', () => {
    const { rerender } = render(<SortStatus column="Datum" order={1} />);
    rerender(<SortStatus column={undefined} order={1} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  });
});
