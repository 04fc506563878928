import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePriceChangeNotice } from './price-change-notice';

type Props = { booking: string; key: string | null; totalCent: number | null };

const render = (initialProps: Props) =>
  renderHook(
    ({ booking, key, totalCent }: Props) => usePriceChangeNotice(booking, key, totalCent),
    {
      initialProps,
    },
  );

describe('usePriceChangeNotice', () => {
  it('says the old and the new total when another place brings another total', () => {
    const hook = render({ booking: '', key: 'HAJ-30159', totalCent: 4200 });
    expect(hook.result.current).toBeNull();
    hook.rerender({ booking: '', key: 'HAJ-31134', totalCent: 6900 });
    expect(hook.result.current).toEqual({ beforeCent: 4200, afterCent: 6900 });
    // Until the total changes in view (another tariff or extra).
    hook.rerender({ booking: '', key: 'HAJ-31134', totalCent: 7400 });
    expect(hook.result.current).toBeNull();
  });

  it('says nothing for the next booking: a new order after a finished one', () => {
    const hook = render({ booking: 'TSD6ENFYYS', key: 'HAJ-30855', totalCent: 7500 });
    hook.rerender({ booking: '', key: 'HAJ-38440', totalCent: 9440 });
    expect(hook.result.current).toBeNull();
  });

  it('says nothing while the lists of the new place are still loading', () => {
    const hook = render({ booking: '', key: 'HAJ-30159', totalCent: 4200 });
    hook.rerender({ booking: '', key: null, totalCent: null });
    expect(hook.result.current).toBeNull();
  });
});
