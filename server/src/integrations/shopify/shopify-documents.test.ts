import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Kind, NoDeprecatedCustomRule, parse, specifiedRules, validate, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadAdminSchema } from '../../dev/shopify-admin-schema';

/**
 * Every GraphQL document of the adapter, wherever it lives (`server/src/**\/*.graphql.ts`, every
 * exported string), is validated against Shopify's published Admin schema of the pinned version:
 * a document the real API would reject, or one that uses a deprecated field, fails `npm test`.
 */
const serverSrc = fileURLToPath(new URL('../..', import.meta.url));

function documentFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return documentFiles(full);
    return entry.name.endsWith('.graphql.ts') ? [full] : [];
  });
}

async function allDocuments(): Promise<{ name: string; text: string }[]> {
  const found: { name: string; text: string }[] = [];
  for (const file of documentFiles(serverSrc)) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [exported, value] of Object.entries(module)) {
      if (typeof value === 'string') found.push({ name: `${path.relative(serverSrc, file)}#${exported}`, text: value });
    }
  }
  return found;
}

describe('GraphQL documents of the Shopify adapter', () => {
  it('are each one named operation, valid against the 2026-07 Admin schema, with no deprecated field', { timeout: 120_000 }, async () => {
    const schema = loadAdminSchema('2026-07');
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
      for (const error of validate(schema, ast, [...specifiedRules, NoDeprecatedCustomRule])) problems.push(`${name}: ${error.message}`);
    }
    expect(problems).toEqual([]);
  });

  it('rejects what the store would reject (the check itself works)', () => {
    const schema = loadAdminSchema('2026-07');
    const deprecated = parse('query Old($handle: String!) { productByHandle(handle: $handle) { id } }');
    expect(validate(schema, deprecated, [...specifiedRules, NoDeprecatedCustomRule]).map((e) => e.message).join()).toMatch(/productByHandle.*deprecated/);
    const noWeight = parse('query W($id: ID!) { productVariant(id: $id) { weight } }');
    expect(validate(schema, noWeight).map((e) => e.message).join()).toMatch(/Cannot query field "weight"/);
  });
});
