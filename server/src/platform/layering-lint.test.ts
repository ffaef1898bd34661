import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

/** The layering rules of eslint.config.js, run on code strings placed where they would live in the tree. */
const root = fileURLToPath(new URL('../../..', import.meta.url));
let eslint: ESLint;
const LAYERING_RULES = new Set(['no-restricted-syntax', '@typescript-eslint/no-restricted-imports', 'no-restricted-imports']);

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).filter((m) => LAYERING_RULES.has(m.ruleId ?? '')).map((m) => `${m.ruleId}: ${m.message}`);
}

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

describe('the server layering lint', () => {
  it('refuses a query builder call or the sql tag in a feature file that is not a repository', async () => {
    const query = "export const q = (db: any) => db.selectFrom('coupons').selectAll().execute();\n";
    expect((await ruleIds('server/src/features/coupons/coupon-mail.ts', query)).join('\n')).toMatch(/Queries live in the feature's/);
    const tag = "import { sql } from 'kysely';\nexport const now = sql`now()`;\n";
    expect((await ruleIds('server/src/features/coupons/coupons.jobs.ts', tag)).join('\n')).toMatch(/Raw SQL lives/);
    const handedOn = "import { sql } from '../../db/dialect';\nexport const col = sql.ref('code');\n";
    expect((await ruleIds('server/src/features/coupons/coupons.service.ts', handedOn)).join('\n')).toMatch(/Raw SQL lives/);
  });

  it('lets repositories, seeds and tests query', async () => {
    const query = "export const q = (db: any) => db.selectFrom('coupons').selectAll().execute();\n";
    expect(await ruleIds('server/src/features/coupons/coupons.repository.ts', query)).toEqual([]);
    expect(await ruleIds('server/src/features/coupons/coupons.seed.ts', query)).toEqual([]);
  });

  it('refuses a routes file that imports a repository', async () => {
    const code = "import { couponPage } from './coupons.repository';\nexport const x = couponPage;\n";
    expect((await ruleIds('server/src/features/coupons/coupons.routes.ts', code)).join('\n')).toMatch(/calls its service/);
  });

  it("refuses the composition root reaching a feature's internals, and allows its definition and services", async () => {
    const internal = "import { embeddedCsp } from './features/embedded/embedded-csp';\nexport const x = embeddedCsp;\n";
    expect((await ruleIds('server/src/app.ts', internal)).join('\n')).toMatch(/composition root/);
    const cli = "import { seedCustomers } from '../features/customers/customers.seed';\nexport const x = seedCustomers;\n";
    expect((await ruleIds('server/src/cli/seed.ts', cli)).join('\n')).toMatch(/composition root/);
    const published =
      "import { couponsFeature } from './features/coupons/coupons.feature';\nimport { listCoupons } from './features/coupons/coupons.service';\nexport const x = [couponsFeature, listCoupons];\n";
    expect(await ruleIds('server/src/features.ts', published)).toEqual([]);
  });
});
