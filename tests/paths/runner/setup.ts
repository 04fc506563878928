import { vi } from 'vitest';

/* Routes xstate's createActor through the runner's hook (see actor-hook.ts). */
vi.mock('xstate', async (importOriginal) => {
  const xstate = await importOriginal<typeof import('xstate')>();
  const { wrapCreateActor } = await import('./actor-hook');
  return { ...xstate, createActor: wrapCreateActor(xstate.createActor as never) };
});
