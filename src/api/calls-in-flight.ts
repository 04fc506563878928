// How many API calls are under way. Work that must not compete with the first screen (the other
// wizard steps' code, the field-data library) waits until none is (ui/when-idle.ts): a step's
// content often comes with its lists, and what loads before that paint counts against it on a
// slow line. Free of imports, so the entry can ask without loading the API client.

let inFlight = 0;
const waiting = new Set<() => void>();

/** Counts `pending` as under way until it settles. */
export async function inFlightWhile<T>(pending: Promise<T>): Promise<T> {
  inFlight += 1;
  try {
    return await pending;
  } finally {
    inFlight -= 1;
    if (inFlight === 0) {
      const ready = [...waiting];
      waiting.clear();
      ready.forEach((run) => run());
    }
  }
}

/** The API's calls as work under way, for ui/when-idle.ts. */
export const apiCalls = {
  underWay: (): number => inFlight,
  /** Runs `run` once no call is under way (at once when none is). Returns a cancel. */
  whenNoneUnderWay(run: () => void): () => void {
    if (inFlight === 0) {
      run();
      return () => {};
    }
    waiting.add(run);
    return () => waiting.delete(run);
  },
};
