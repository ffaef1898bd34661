import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getOperationAST, Kind, NoDeprecatedCustomRule, parse, specifiedRules, validate, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { costReport, MAX_QUERY_COST } from '../../../test/shopify-stand-in/stand-in-cost';
import { loadAdminSchema } from '../../dev/shopify-admin-schema';

/**
 * Every GraphQL document of the adapter, wherever it lives (`server/src/**\/*.graphql.ts`, every
 * exported string but a shared fragment), is validated against Shopify's published Admin schema of the pinned version and
 * of the newest stable one: a document the real API would reject, or one that uses a deprecated
 * field, fails `npm test`. Each one's requested cost is computed by Shopify's rules and must stay
 * within the single-query limit; a size given by a variable is priced at the largest value the
 * adapter sends, which its module exports as `MAX_PAGE_SIZES` (operation → variable → value).
 */
const VERSIONS = ['2026-07', '2026-10'] as const;

const serverSrc = fileURLToPath(new URL('../..', import.meta.url));

function documentFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return documentFiles(full);
    return entry.name.endsWith('.graphql.ts') ? [full] : [];
  });
}

function onlyFragments(text: string): boolean {
  try {
    return parse(text).definitions.every((d) => d.kind === Kind.FRAGMENT_DEFINITION);
  } catch {
    return false; // the test below reports it
  }
}

type PageSizes = Record<string, Record<string, number> | undefined>;

async function allDocuments(): Promise<{ name: string; text: string; maxPageSizes: PageSizes }[]> {
  const found: { name: string; text: string; maxPageSizes: PageSizes }[] = [];
  for (const file of documentFiles(serverSrc)) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    const maxPageSizes = (module.MAX_PAGE_SIZES ?? {}) as PageSizes;
    for (const [exported, value] of Object.entries(module)) {
      // A shared fragment is sent only inside the documents that spread it, and is checked there.
      if (typeof value === 'string' && !onlyFragments(value))
        found.push({ name: `${path.relative(serverSrc, file)}#${exported}`, text: value, maxPageSizes });
    }
  }
  return found;
}

describe('GraphQL documents of the Shopify adapter', () => {
  for (const version of VERSIONS) {
    it(
      `are each one named operation, valid against the ${version} Admin schema, with no deprecated field`,
      { timeout: 120_000 },
      async () => {
        const schema = loadAdminSchema(version);
        const documents = await allDocuments();
        expect(documents.length).toBeGreaterThanOrEqual(3);
        const operationNames = new Map<string, string>();
        const problems: string[] = [];
        for (const { name, text } of documents) {
          let ast;
          try {
            ast = parse(text);
          } catch (err) {
            problems.push(`${name}: ${(err as Error).message}`);
            continue;
          }
          const operations = ast.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
          const opName = operations.length === 1 ? operations[0]?.name?.value : undefined;
          if (!opName) {
            problems.push(`${name}: must hold exactly one named operation`);
            continue;
          }
          const other = operationNames.get(opName);
          if (other) problems.push(`${name}: operation name ${opName} is also used by ${other}`);
          operationNames.set(opName, name);
          for (const error of validate(schema, ast, [...specifiedRules, NoDeprecatedCustomRule]))
            problems.push(`${name}: ${error.message}`);
        }
        expect(problems).toEqual([]);
      },
    );
  }

  it('rejects what the store would reject (the check itself works)', () => {
    const schema = loadAdminSchema('2026-07');
    const deprecated = parse('query Old($handle: String!) { productByHandle(handle: $handle) { id } }');
    expect(
      validate(schema, deprecated, [...specifiedRules, NoDeprecatedCustomRule])
        .map((e) => e.message)
        .join(),
    ).toMatch(/productByHandle.*deprecated/);
    const noWeight = parse('query W($id: ID!) { productVariant(id: $id) { weight } }');
    expect(
      validate(schema, noWeight)
        .map((e) => e.message)
        .join(),
    ).toMatch(/Cannot query field "weight"/);
  });

  it(
    "each request at most 1,000 points by Shopify's calculated-cost rules, sizes priced at the most the adapter sends",
    { timeout: 120_000 },
    async () => {
      const schema = loadAdminSchema('2026-07');
      const documents = await allDocuments();
      const problems: string[] = [];
      const table: string[] = [];
      for (const { name, text, maxPageSizes } of documents) {
        const ast = parse(text);
        const operation = getOperationAST(ast);
        const opName = operation?.name?.value;
        if (!operation || !opName) continue; // the test above reports it
        const report = costReport(schema, ast, operation, maxPageSizes[opName] ?? {});
        if (report.unpriced.length)
          problems.push(`${name}: no largest value for ${report.unpriced.join(', ')}: add it to the module's MAX_PAGE_SIZES.${opName}`);
        // Only a bulk query selects connections without a size (the store refuses that in a plain query), and it has no cost limit.
        const bulk = report.sized === 0 && report.unsized.length > 0;
        if (!bulk && report.unsized.length) problems.push(`${name}: connection without first/last: ${report.unsized.join(', ')}`);
        if (!bulk && report.cost > MAX_QUERY_COST)
          problems.push(`${name}: ${opName} requests ${report.cost} points (limit ${MAX_QUERY_COST})`);
        table.push(`${opName.padEnd(36)} ${bulk ? 'bulk query (no limit)' : String(report.cost).padStart(5)}`);
      }
      // The table of every document's cost (the lead's figures; printed by a verbose run).
      console.info(`Requested cost of every document:\n${table.sort().join('\n')}`);
      expect(problems).toEqual([]);
      expect(table.length).toBe(documents.length);
    },
  );

  it('prices by the rules (the cost check itself works)', () => {
    const schema = loadAdminSchema('2026-07');
    const cost = (text: string, variables: Record<string, unknown> = {}) => {
      const ast = parse(text);
      const operation = getOperationAST(ast);
      if (!operation) throw new Error('no operation');
      return costReport(schema, ast, operation, variables).cost;
    };
    // An object 1, scalars 0.
    expect(cost('query A { shop { id name } }')).toBe(1);
    // A connection: 2 + first × one node (object 1 + its money object 1 + shopMoney 1).
    expect(cost('query B { orders(first: 10) { pageInfo { hasNextPage } nodes { id totalPriceSet { shopMoney { amount } } } } }')).toBe(
      2 + 10 * 3,
    );
    // A list field with first: first × its item, and nested sizes multiply.
    expect(
      cost(
        'query C($id: ID!) { order(id: $id) { fulfillments(first: 10) { fulfillmentLineItems(first: 50) { nodes { lineItem { id } } } } } }',
        { id: 'x' },
      ),
    ).toBe(1 + 10 * (1 + 2 + 50 * 2));
    // A size given by a variable is priced at its value.
    expect(cost('query D($n: Int!) { products(first: $n) { nodes { id } } }', { n: 7 })).toBe(2 + 7);
    // Inline fragments on an interface: the most expensive possible type, not the sum.
    expect(
      cost(
        'query E($id: ID!) { node(id: $id) { ... on Order { customer { id } } ... on Product { featuredMedia { preview { image { url } } } } } }',
        { id: 'x' },
      ),
    ).toBe(1 + 3);
    // A mutation: 10 plus what its payload selects.
    expect(cost('mutation F($id: ID!) { tagsAdd(id: $id, tags: ["a"]) { node { id } userErrors { message } } }', { id: 'x' })).toBe(
      10 + 1 + 1,
    );
  });
});
