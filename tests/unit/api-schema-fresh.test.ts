import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generateApiTypes, SCHEMA_GEN_PATH } from '../../scripts/generate-api';

describe('src/api/schema.gen.ts', () => {
  it('matches docs/openapi.yaml (run `npm run generate:api` when this fails)', async () => {
    const [expected, actual] = await Promise.all([
      generateApiTypes(),
      readFile(SCHEMA_GEN_PATH, 'utf8'),
    ]);
    expect(actual === expected, 'src/api/schema.gen.ts is stale: run `npm run generate:api`').toBe(
      true,
    );
  });
});
