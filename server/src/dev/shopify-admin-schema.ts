import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from 'graphql';

/**
 * Shopify's published Admin GraphQL schema, for validating our documents and for the test stand-in
 * (docs/outside-interfaces.md 'Shopify'). It ships inside the npm package `@shopify/dev-mcp` as introspection JSON; we fetch
 * that package with `npm pack` the first time and keep the one file in a cache that is never committed.
 */
const PACKAGE = '@shopify/dev-mcp@1.16.0';
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const cacheDir = path.join(repoRoot, 'node_modules', '.cache', 'shopify-admin-schema');

const built = new Map<string, GraphQLSchema>();

/** The path of the cached introspection JSON of that version, fetched once with `npm pack`. */
export function adminSchemaFile(version = '2026-07'): string {
  const file = path.join(cacheDir, `admin_${version}.json.gz`);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(cacheDir, { recursive: true });
  const work = fs.mkdtempSync(path.join(cacheDir, 'pack-'));
  try {
    const tarball =
      execFileSync('npm', ['pack', PACKAGE, '--silent', '--pack-destination', work], { cwd: work, encoding: 'utf8' })
        .trim()
        .split('\n')
        .pop() ?? '';
    const member = `package/dist/data/admin_${version}.json.gz`;
    execFileSync('tar', ['-xzf', path.join(work, tarball), '-C', work, member]);
    // Rename last so that a half-written file is never taken for the schema.
    fs.renameSync(path.join(work, member), file);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return file;
}

/** The Admin API schema of that version (built once per process). */
export function loadAdminSchema(version = '2026-07'): GraphQLSchema {
  const cached = built.get(version);
  if (cached) return cached;
  const json = JSON.parse(gunzipSync(fs.readFileSync(adminSchemaFile(version))).toString('utf8')) as { data: IntrospectionQuery };
  const schema = buildClientSchema(json.data);
  built.set(version, schema);
  return schema;
}
