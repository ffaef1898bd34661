import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * Import boundaries (docs/architecture.md). `platform`, `db` and `integrations` sit below the features
 * and never import them. A feature imports another feature only through its public face: its
 * `*.service.ts`, its `*.jobs.ts` (job definitions another feature enqueues), its `<feature>.programme.ts`
 * (what the programmes built on a shared feature call to register themselves: staff and students on
 * registrations, the invited users' screens on invitations) or, as `import type`, any of its files.
 * Feature folders are flat, so `../x/...` from a feature file is always another feature.
 */
const FEATURE_FACE = '(?:[a-z0-9-]+\\.service|[a-z0-9-]+\\.jobs|\\1\\.programme)';
const BELOW_FEATURES = {
  regex: '(^|/)features/',
  message:
    'platform, db and integrations sit below the features and never import them (docs/architecture.md): move the code up or inject it.',
};
/** `\1` is the imported feature's folder: only `../registrations/registrations.programme` passes, not another file's `.programme`. */
const FEATURE_BOUNDARY = {
  regex: `^\\.\\./([a-z0-9-]+)/(?!${FEATURE_FACE}$)`,
  caseSensitive: true,
  allowTypeImports: true,
  message:
    'A feature imports another feature only through its *.service.ts, *.jobs.ts or <feature>.programme.ts (types: `import type`) (docs/architecture.md).',
};
/**
 * db/schema.ts composes the `Database` type from the tables kept beside their features (see
 * docs/decisions.md): it alone may import a feature's `*.table` file, and only as `import type`, so db/
 * still reaches no feature code at run time. Any other feature import from it stays refused.
 */
const SCHEMA_COMPOSITION = [
  { regex: '(^|/)features/(?![a-z0-9-]+/[a-z0-9-]+\\.table$)', message: BELOW_FEATURES.message },
  {
    regex: '(^|/)features/[a-z0-9-]+/[a-z0-9-]+\\.table$',
    allowTypeImports: true,
    message: "db/schema.ts imports a feature's table only as a type.",
  },
];
/**
 * The web app's layers: app/ is the shell and reaches the features only through their
 * `<feature>.feature.ts` definitions (listed in app/features.ts); features, ui/ and api/ never import
 * the shell, and api/ (client, session, recorder) sits below the features.
 */
const WEB_NOT_SHELL = {
  regex: '^(\\.\\./)+app/',
  message: 'Only the shell imports web/src/app; share through ui/ or api/ (docs/architecture.md).',
};
const WEB_API_BELOW_FEATURES = { regex: '^(\\.\\./)+features/', message: 'web/src/api sits below the features and never imports them.' };
const WEB_SHELL_VIA_DEFINITIONS = {
  regex: '^\\.{1,2}/features/([a-z0-9-]+)/(?!\\1\\.feature$)',
  allowTypeImports: true,
  message: 'The shell reaches a feature through its <feature>.feature.ts definition (web/src/app/features.ts).',
};

/**
 * Queries live in a feature's repository files (platform's own tables in platform, the embedded stores' in
 * integrations): elsewhere in a feature a Kysely query builder call or the `sql` tag is refused, so the SQL a
 * feature sends stays in one reviewable place (server/queries/ commits what the list queries send). Seeds write
 * demo rows and tests assert on rows, so those files may query too.
 */
const QUERY_BUILDERS = 'selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto';
const QUERIES_IN_REPOSITORIES = [
  { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
  {
    selector: `CallExpression[callee.property.name=/^(${QUERY_BUILDERS})$/]`,
    message: "Queries live in the feature's *.repository.ts (docs/architecture.md): move this one there and call it.",
  },
  {
    selector: "ImportDeclaration[source.value='kysely'][importKind!='type'] > ImportSpecifier[imported.name='sql'][importKind!='type']",
    message: "Raw SQL lives in the feature's *.repository.ts (docs/architecture.md).",
  },
  // db/dialect.ts hands on kysely's `sql` too: its uses are refused whatever they were imported from.
  {
    selector: "TaggedTemplateExpression[tag.name='sql']",
    message: "Raw SQL lives in the feature's *.repository.ts (docs/architecture.md).",
  },
  { selector: "MemberExpression[object.name='sql']", message: "Raw SQL lives in the feature's *.repository.ts (docs/architecture.md)." },
];
/** A routes file is thin (parse, authorise, call, map): it calls its service, never a repository. */
const ROUTES_CALL_SERVICES = {
  regex: '\\.repository$',
  message: 'A routes file calls its service, never a repository (docs/architecture.md).',
};
/**
 * The composition root (server/src/*.ts and the command-line tools in cli/) reaches a feature only through what it
 * publishes: its definition (`<feature>.feature.ts`) and its services (`*.service.ts`). Types may come from anywhere.
 */
const ROOT_VIA_PUBLISHED = {
  regex: '^\\.{1,2}/features/([a-z0-9-]+)/(?!\\1\\.feature$|[a-z0-9-]+\\.service$)',
  caseSensitive: true,
  allowTypeImports: true,
  message: "The composition root imports a feature's <feature>.feature.ts or *.service.ts only (docs/architecture.md).",
};

/**
 * A web feature publishes two faces, as a server feature does: `<feature>.feature.ts` (its definition: what
 * the shell mounts) and `<feature>.programme.ts(x)` (what the programmes built on a shared feature use,
 * held there, not re-exported). Another feature imports only those, or any file as `import type`; what
 * several features share lives in ui/ or api/. `\1` is the imported feature's folder.
 */
const WEB_FEATURE_FACE = '\\1\\.(?:feature|programme)$';
const WEB_FEATURE_BOUNDARY = [
  {
    regex: `^\\.\\./([a-z0-9-]+)/(?!${WEB_FEATURE_FACE})`,
    caseSensitive: true,
    allowTypeImports: true,
    message:
      'A web feature imports another only through its <feature>.feature.ts or <feature>.programme.ts (types: `import type`); share through ui/ or api/.',
  },
  {
    regex: `^\\.\\./\\.\\./features/([a-z0-9-]+)/(?!${WEB_FEATURE_FACE})`,
    caseSensitive: true,
    allowTypeImports: true,
    message: 'A web feature imports another only through its <feature>.feature.ts or <feature>.programme.ts.',
  },
];
const WEB_UI_BELOW_FEATURES = {
  regex: '(^|/)features/',
  message: 'web/src/ui sits below the features and never imports them: move the piece to ui/ or api/.',
};
/**
 * `import()` is no import declaration, so the rules above do not see it; these selectors hold dynamic
 * imports to the same faces (esquery regexes cannot hold a slash: `\x2F` is one).
 */
const NAMED_EXPORTS_ONLY = { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' };
const WEB_DYNAMIC_FEATURE_IMPORT = {
  selector: 'ImportExpression[source.value=/^\\.\\.\\x2F(\\.\\.\\x2Ffeatures\\x2F)?([a-z0-9-]+)\\x2F(?!\\2\\.(feature|programme)$)/]',
  message: 'A dynamic import() of another feature goes through its <feature>.feature.ts or <feature>.programme.ts.',
};
const WEB_DYNAMIC_SHELL_IMPORT = {
  selector: 'ImportExpression[source.value=/(^|\\x2F)features\\x2F([a-z0-9-]+)\\x2F(?!\\2\\.feature$)/]',
  message: 'The shell reaches a feature, also by import(), through its <feature>.feature.ts definition.',
};
const WEB_DYNAMIC_BELOW_FEATURES = {
  selector: 'ImportExpression[source.value=/(^|\\x2F)features\\x2F/]',
  message: 'web/src/ui and web/src/api never import features, also not by import().',
};

export const config = tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.reports/**',
      // Tools unpack here (Node 24 for its suite) while lint may be walking the tree.
      '.cache/**',
      'server/src/integrations/shopify/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@console/server', '@console/server/*', '**/server/src/**'] }] },
  },
  {
    files: ['server/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@console/web', '@console/web/*', '**/web/src/**'] }] },
  },
  {
    files: ['server/src/platform/**/*.ts', 'server/src/db/**/*.ts', 'server/src/integrations/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [BELOW_FEATURES] }] },
  },
  {
    files: ['server/src/db/schema.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: SCHEMA_COMPOSITION }] },
  },
  {
    files: ['server/src/features/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [FEATURE_BOUNDARY] }] },
  },
  {
    files: ['server/src/features/**/*.routes.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [FEATURE_BOUNDARY, ROUTES_CALL_SERVICES] }] },
  },
  {
    files: ['server/src/features/**/*.ts'],
    ignores: ['server/src/features/**/*.repository.ts', 'server/src/features/**/*.seed.ts', 'server/src/features/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...QUERIES_IN_REPOSITORIES] },
  },
  {
    files: ['server/src/*.ts', 'server/src/cli/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [ROOT_VIA_PUBLISHED] }] },
  },
  {
    files: ['web/src/features/**/*.{ts,tsx}', 'web/src/ui/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [WEB_NOT_SHELL] }] },
  },
  {
    files: ['web/src/api/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [WEB_NOT_SHELL, WEB_API_BELOW_FEATURES] }] },
  },
  {
    files: ['web/src/app/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [WEB_SHELL_VIA_DEFINITIONS] }] },
  },
  {
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [WEB_NOT_SHELL, ...WEB_FEATURE_BOUNDARY] }],
      'no-restricted-syntax': ['error', NAMED_EXPORTS_ONLY, WEB_DYNAMIC_FEATURE_IMPORT],
    },
  },
  {
    files: ['web/src/ui/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [WEB_NOT_SHELL, WEB_UI_BELOW_FEATURES] }],
      'no-restricted-syntax': ['error', NAMED_EXPORTS_ONLY, WEB_DYNAMIC_BELOW_FEATURES],
    },
  },
  {
    files: ['web/src/api/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', NAMED_EXPORTS_ONLY, WEB_DYNAMIC_BELOW_FEATURES] },
  },
  {
    files: ['web/src/app/**/*.{ts,tsx}', 'web/src/main.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [WEB_SHELL_VIA_DEFINITIONS] }],
      'no-restricted-syntax': ['error', NAMED_EXPORTS_ONLY, WEB_DYNAMIC_SHELL_IMPORT],
    },
  },
);
// eslint's flat config loader needs the default export; this is the one place the rule yields.
// eslint-disable-next-line no-restricted-syntax
export default config;
