import { describe, expect, it } from 'vitest';
import { appCoreGroup } from './app-core-chunk';

/** A module graph: each module's static imports. */
function graphOf(imports: Record<string, string[]>) {
  return { getModuleInfo: (id: string) => ({ importedIds: imports[id] ?? [] }) };
}

describe('the app-core chunk group', () => {
  const graph = graphOf({
    '/app/src/main.tsx': ['/app/src/session/language.ts'],
    '/app/src/features/start/route.tsx': ['/app/src/domain/constants.ts'],
    '/app/src/features/booking/route.tsx': ['/app/src/api/client.ts', '/app/src/domain/booking.ts'],
  });

  it('takes the shared API, domain and session modules and the common UI pieces', () => {
    const { name } = appCoreGroup('/app');
    expect(name('/app/src/api/client.ts', graph)).toBe('app-core');
    expect(name('/app/src/domain/booking.ts', graph)).toBe('app-core');
    expect(name('/app/src/ui/retry-message.tsx', graph)).toBe('app-core');
    expect(name('/app/node_modules/openapi-fetch/dist/index.mjs', graph)).toBe('app-core');
  });

  it("takes the wizards' guards, which read the session: one request less before a step", () => {
    const { name } = appCoreGroup('/app');
    expect(name('/app/src/app/guards.ts', graph)).toBe('app-core');
    expect(name('/app/src/app/router.tsx', graph)).toBeNull();
  });

  it('leaves what the start page runs before any interaction where it is', () => {
    const { name } = appCoreGroup('/app');
    expect(name('/app/src/session/language.ts', graph)).toBeNull();
    expect(name('/app/src/domain/constants.ts', graph)).toBeNull();
  });

  it('leaves features, other UI and libraries to the automatic split', () => {
    const { name } = appCoreGroup('/app');
    expect(name('/app/src/features/booking/route.tsx', graph)).toBeNull();
    expect(name('/app/src/ui/service-form/format.ts', graph)).toBeNull();
    expect(name('/app/node_modules/zod/v4/classic/schemas.js', graph)).toBeNull();
  });
});
