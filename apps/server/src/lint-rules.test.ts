import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layout rules of eslint.config.js hold (docs/decisions/051): linting a file that breaks
// one fails with that rule.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('lint rules of the layout', () => {
  it('fails on a plugin that imports a module', async () => {
    const broken = await rulesBroken(
      'apps/server/src/plugins/example.ts',
      "import { MailWorker } from '../modules/mail/worker';\nexport const worker = MailWorker;\n",
    );
    expect(broken).toContain('no-restricted-imports');
  }, 60_000);

  it('fails on listings importing search, and on the search index used outside search', async () => {
    const listings = await rulesBroken(
      'apps/server/src/modules/properties/example.ts',
      "import { planList } from '../search/plan';\nexport const plan = planList;\n",
    );
    expect(listings).toContain('import-x/no-restricted-paths');
    const index = await rulesBroken(
      'apps/server/src/modules/users/example.ts',
      "import { SearchIndex } from '../search/memory-index/search-index';\nexport const i = SearchIndex;\n",
    );
    expect(index).toContain('import-x/no-restricted-paths');
    const service = await rulesBroken(
      'apps/server/src/modules/users/example.ts',
      "import { listProperties } from '../search/service';\nexport const list = listProperties;\n",
    );
    expect(service).toEqual([]);
  }, 60_000);

  it('fails on an import cycle between server files', async () => {
    // saved-searches.ts imports core-tables.ts: core-tables.ts may not import it back.
    const broken = await rulesBroken(
      'apps/server/src/db/core-tables.ts',
      "import { savedSearches } from './saved-searches';\nexport const tables = [savedSearches];\n",
    );
    expect(broken).toContain('import-x/no-cycle');
  }, 60_000);

  it('fails on a cycle between web features, and passes their one-way imports', async () => {
    // wishlist uses offers: offers may not use wishlist.
    const cycle = await rulesBroken(
      'apps/web/src/features/offers/components/example.ts',
      "import { useAddToWishlist } from '../../wishlist';\nexport const add = useAddToWishlist;\n",
    );
    expect(cycle).toContain('local/no-feature-cycle');
    const oneWay = await rulesBroken(
      'apps/web/src/features/wishlist/components/example.ts',
      "import { useMyOffers } from '../../offers';\nexport const offers = useMyOffers;\n",
    );
    expect(oneWay).toEqual([]);
  }, 60_000);
});
