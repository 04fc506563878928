import { useCallback, useEffect, useState } from 'react';
import { getFlightInfo, type Flight } from '../../api/flights';
import type { FlightQuery } from './flight-model';

export type FlightsState =
  | { status: 'loading' }
  | { status: 'loaded'; flights: Flight[] }
  | { status: 'failed'; error: unknown };

/** Loads the flights for the query; a newer query cancels the older request. */
export function useFlights(query: FlightQuery, load: typeof getFlightInfo = getFlightInfo) {
  const [state, setState] = useState<FlightsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { flughafen, art, datum } = query;

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load({ flughafen, art, datum }, { signal: controller.signal })
      .then((flights) => setState({ status: 'loaded', flights }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', error });
      });
    return () => controller.abort();
  }, [flughafen, art, datum, attempt, load]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
