import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * Import boundaries (issue 25, docs/architecture.md). `db` and `integrations` sit below the features
 * and never import them. A feature imports another feature only through its public face: its
 * `*.service.ts`, its `*.jobs.ts` (job definitions another feature enqueues) or, as `import type`, any
 * of its files. Feature folders are flat, so `../x/...` from a feature file is always another feature.
 */
const FEATURE_FACE = '(?:[a-z0-9-]+\\.service|[a-z0-9-]+\\.jobs)';
const BELOW_FEATURES = {
  regex: '(^|/)features/',
  message: 'db and integrations sit below the features and never import them (docs/architecture.md): move the code up or inject it.',
};
/** The feature rule, with these `../feature/file` imports allowed for the importing file. */
function featureBoundary(allowed = []) {
  const exceptions = allowed.length ? `(?!(?:${allowed.map((a) => a.replace(/[.]/g, '\\.')).join('|')})$)` : '';
  return [
    'error',
    {
      patterns: [
        {
          regex: `^\\.\\./${exceptions}[a-z0-9-]+/(?!${FEATURE_FACE}$)`,
          caseSensitive: true,
          allowTypeImports: true,
          message:
            'A feature imports another feature only through its *.service.ts or *.jobs.ts (types: `import type`) (docs/architecture.md).',
        },
      ],
    },
  ];
}
/**
 * Feature edges older than the rule (issue 25), each allowed only for the files that have it today, so
 * no new file starts leaning on them. They go when the features register themselves and publish
 * what they share through their service (one change per feature, not a sweep); issue 25.
 */
const OLD_FEATURE_EDGES = [
  // Store sync's plumbing every enrolling feature uses: the store client, enrolment, edits, imports.
  {
    module: 'store-sync/store-client',
    from: ['coupons/coupons-store', 'coupons/coupons.jobs', 'national-partners/national-partners.jobs', 'registrations/registrations.jobs'],
  },
  {
    module: 'store-sync/store-customer-enrolment',
    from: [
      'credits/store-credit-setup',
      'events/event-acceptance.service',
      'giveaways/entry.service',
      'invitations/acceptance.service',
      'invitations/invitations.routes',
      'registration-codes/redemption.service',
    ],
  },
  {
    module: 'store-sync/customer-store-edits',
    from: [
      'national-partners/national-partner-store-rows',
      'national-partners/national-partners.service',
      'registrations/registrations.service',
    ],
  },
  { module: 'store-sync/store-import', from: ['national-partners/national-partners.jobs', 'registrations/registrations.jobs'] },
  { module: 'store-sync/customer-writes', from: ['credits/store-credit-setup'] },
  { module: 'store-sync/store-install', from: ['embedded/compliance-webhooks', 'embedded/embedded-install'] },
  { module: 'store-sync/store-resume', from: ['embedded/embedded-install'] },
  {
    module: 'store-sync/webhook-topics',
    from: ['coupons/coupons.routes', 'credits/credits.routes', 'embedded/compliance-webhooks', 'embedded/shopify-app-toml.test'],
  },
  { module: 'store-sync/webhook-path', from: ['embedded/shopify-app-toml.test'] },
  { module: 'embedded/install-shop', from: ['store-sync/store-webhooks.routes'] },
  // The store-credit mirror, started after a full load and each reconciliation (its job module is not yet a *.jobs.ts).
  { module: 'credits/store-credit-mirror', from: ['store-sync/store-load.jobs', 'store-sync/store-reconcile.jobs'] },
  // The customers table's store side, which store sync writes and the registration features map.
  {
    module: 'customers/customer-mirror',
    from: [
      'store-sync/customer-webhooks',
      'store-sync/customer-writes',
      'store-sync/store-import',
      'store-sync/store-load.jobs',
      'store-sync/store-reconcile.jobs',
      'store-sync/store-sync.service',
      'store-sync/store-defect-repair.jobs',
    ],
  },
  {
    module: 'customers/store-customer-mapping',
    from: [
      'invitations/invitations.routes',
      'national-partners/national-partner-store-rows',
      'registrations/registrations.jobs',
      'store-sync/customer-store-edits',
      'store-sync/customer-webhooks',
      'store-sync/customer-writes',
      'store-sync/store-import',
    ],
  },
  // Programmes built on a shared one: their routes reuse its route builders and row mapping.
  {
    module: 'registrations/customer-mapping',
    from: [
      'embedded/compliance-webhooks',
      'store-sync/store-defect-repair.jobs',
      'invitations/acceptance-page',
      'invitations/invitation-mail',
      'invitations/invitation-mapping',
      'national-partners/national-partner-mapping',
      'national-partners/national-partners.service',
    ],
  },
  { module: 'registrations/registrations.routes', from: ['staff/staff.routes', 'students/students.routes'] },
  {
    module: 'invitations/invitations.routes',
    from: ['invite-users/invite-users.routes', 'partner-users/partner-users.routes', 'retiree-users/retiree-users.routes'],
  },
  { module: 'credits/credit-reports', from: ['knot-report/knot-report.service'] },
  { module: 'search-filters/collection-handle', from: ['search-sync/product-document'] },
];
/** Importing file -> the old edges it may keep. */
const FEATURE_EDGES_ALLOWED = {};
for (const edge of OLD_FEATURE_EDGES) {
  for (const from of edge.from) (FEATURE_EDGES_ALLOWED[`server/src/features/${from}.ts`] ??= []).push(edge.module);
}
/**
 * db/schema.ts composes the `Database` type from the tables kept beside their features (issue 25,
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
 * The web app's layers (issue 25): app/ is the shell and reaches the features only through their
 * `<feature>.feature.ts` definitions (listed in app/features.ts); features, ui/ and api/ never import
 * the shell, and api/ (client, session, recorder) sits below the features.
 */
const WEB_NOT_SHELL = {
  regex: '^(\\.\\./)+app/',
  message: 'Only the shell imports web/src/app; share through ui/ or api/ (docs/architecture.md).',
};
const WEB_API_BELOW_FEATURES = { regex: '^(\\.\\./)+features/', message: 'web/src/api sits below the features and never imports them.' };
const WEB_SHELL_VIA_DEFINITIONS = {
  regex: '^\\.\\./features/[a-z0-9-]+/(?![a-z0-9-]+\\.feature$)',
  allowTypeImports: true,
  message: 'The shell reaches a feature through its <feature>.feature.ts definition (web/src/app/features.ts).',
};
const BELOW_FEATURES_ALLOWED = [
  // The demo store's shoppers are console customers (issue 25: the seed moves beside its feature).
  'server/src/integrations/commerce/commerce.seed.ts',
];

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
    files: ['server/src/db/**/*.ts', 'server/src/integrations/**/*.ts'],
    ignores: BELOW_FEATURES_ALLOWED,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [BELOW_FEATURES] }] },
  },
  {
    files: ['server/src/db/schema.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: SCHEMA_COMPOSITION }] },
  },
  {
    files: ['server/src/features/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': featureBoundary() },
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
  ...Object.entries(FEATURE_EDGES_ALLOWED).map(([file, allowed]) => ({
    files: [file],
    rules: { '@typescript-eslint/no-restricted-imports': featureBoundary(allowed) },
  })),
);
// eslint's flat config loader needs the default export; this is the one place the rule yields.
// eslint-disable-next-line no-restricted-syntax
export default config;
