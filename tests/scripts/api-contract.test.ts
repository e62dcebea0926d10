import { describe, expect, it } from 'vitest';
import { buildApiDocument, committedApiFiles, renderApiFiles } from '../../scripts/api-contract';

describe('the committed API contract', () => {
  it('matches the document the server builds from its routes; run `npm run api:types` after changing a route', async () => {
    const fresh = await renderApiFiles(await buildApiDocument());
    const committed = await committedApiFiles();
    // Compared as a whole but reported by file, so the failure says which one drifted.
    expect(committed.documentText === fresh.documentText, 'tests/client/support/openapi.json is stale').toBe(true);
    expect(committed.typesText === fresh.typesText, 'src/client/lib/api/schema.gen.ts is stale').toBe(true);
  }, 120_000);
});
