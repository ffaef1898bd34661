import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { adminSchemaFile } from './shopify-admin-schema';

/**
 * Types every Admin GraphQL document of the server from the pinned schema (docs/outside-interfaces.md 'Shopify'), as Shopify's
 * app templates do with @shopify/api-codegen-preset. Run at install and by `npm run check`: the output
 * is never committed, so a selection and its result type cannot disagree.
 */
const API_VERSION = '2026-07';
const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const outputDir = path.join(serverDir, 'src', 'integrations', 'shopify', 'generated');

/**
 * What the output is made from: the documents, this script and the preset's version. When they are what the
 * last run used, the output stands (the typecheck runs this after the install already did).
 */
function inputsDigest(): string {
  const hash = createHash('sha256');
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'generated' ? [] : walk(file);
      return entry.name.endsWith('.graphql.ts') ? [file] : [];
    });
  for (const file of [fileURLToPath(import.meta.url), ...walk(path.join(serverDir, 'src')).sort()]) {
    hash.update(`${path.relative(serverDir, file)}\0${fs.readFileSync(file, 'utf8')}\0`);
  }
  // Its package.json is not exported; npm installs it in the workspace's or the root's node_modules.
  const preset = [serverDir, path.dirname(serverDir)]
    .map((dir) => path.join(dir, 'node_modules', '@shopify', 'api-codegen-preset', 'package.json'))
    .find((file) => fs.existsSync(file));
  hash.update(`${API_VERSION}\0${preset ? fs.readFileSync(preset, 'utf8') : 'none'}`);
  return hash.digest('hex');
}
const digestFile = path.join(outputDir, 'inputs.sha256');
const digest = inputsDigest();
const outputs = ['admin.types.d.ts', 'admin.generated.d.ts', 'inputs.sha256'].map((file) => path.join(outputDir, file));
if (outputs.every((file) => fs.existsSync(file)) && fs.readFileSync(digestFile, 'utf8') === digest) process.exit(0);

const { generate } = await import('@graphql-codegen/cli');
const { ApiType, shopifyApiTypes } = await import('@shopify/api-codegen-preset');

// The preset reads the schema from `${outputDir}/admin-<version>.schema.json` when it exists (else it would
// download it from shopify.dev, which is not reachable): write it from the npm package's introspection JSON.
fs.mkdirSync(outputDir, { recursive: true });
const schemaFile = path.join(outputDir, `admin-${API_VERSION}.schema.json`);
fs.writeFileSync(schemaFile, gunzipSync(fs.readFileSync(adminSchemaFile(API_VERSION))));

/**
 * Our documents live in `*.graphql.ts` files; each template literal there that starts a definition is one,
 * also under `as const` (where the GraphQL magic comment belongs to the assertion, not the literal, so the
 * preset's own plucking would miss it). The text is marked as the preset's plugin expects: `${NAME}` as
 * `#REQUIRED_VAR=NAME` (replaced by that constant's text, so a key is the text sent) and the constant's name.
 */
const pluckConfig = {
  isGqlTemplateLiteral: (node: { type: string; quasis?: { value?: { raw?: string } }[] }) =>
    node.type === 'TemplateLiteral' && /^\s*(?:query|mutation|fragment)\b/.test(node.quasis?.[0]?.value?.raw ?? ''),
  pluckStringFromFile: (code: string, { start, end }: { start: number; end: number }) => {
    const raw = code.slice(start + 1, end - 1);
    // The key must be the text at run time: an escape would make the two differ.
    if (raw.includes('\\')) throw new Error(`A document may not contain a backslash: ${raw.slice(0, 80)}`);
    const text = raw.replace(/\$\{\s*(\w+)\s*\}/g, '#REQUIRED_VAR=$1');
    const name = /\bconst\s+(\w+)\s*=\s*(?:\/\*\s*GraphQL\s*\*\/\s*)?$/.exec(code.slice(0, start))?.[1];
    return name ? `${text}#VAR_NAME=${name}` : text;
  },
};

const generates = shopifyApiTypes({
  apiType: ApiType.Admin,
  apiVersion: API_VERSION,
  outputDir,
  documents: ['src/**/*.graphql.ts'],
  module: '../shopify-client',
  // String unions, not TS enums: our values are plain strings ('JSON', 'ENABLED').
  enumsAsConst: true,
});
// A nullable field of a result is `T | null`, as the store answers it, not an optional property (in the
// schema's types, whose fields the results pick, and in the results).
for (const file of ['admin.types.d.ts', 'admin.generated.d.ts']) {
  const output = generates[path.join(outputDir, file)];
  if (!output || typeof output !== 'object' || Array.isArray(output))
    throw new Error(`@shopify/api-codegen-preset no longer writes ${file}`);
  generates[path.join(outputDir, file)] = { ...output, config: { ...output.config, avoidOptionals: { field: true } } };
}

await generate(
  {
    overwrite: true,
    // Quiet on success (it runs at every install and check); a failure still throws with its cause.
    silent: true,
    cwd: serverDir,
    // The CLI's type of these hooks is looser than what graphql-tag-pluck calls them with.
    pluckConfig: pluckConfig as never,
    generates,
  },
  true,
);
fs.writeFileSync(digestFile, digest);
