import os from 'node:os';
import path from 'node:path';

/** A fixed port of our own, so a developer's server on 3000 is never touched. */
export const PORT = Number(process.env.E2E_PORT ?? 3310);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export const SHOP_NAME = 'employee-store-dev';
export const ADMIN_EMAIL = 'admin@shop.example';
export const ADMIN_PASSWORD = 'e2e-Admin-pass-7431';
/** An operator with only the Students function, created by the launcher before the server starts. */
export const STUDENTS_ONLY_EMAIL = 'students-only@shop.example';
export const STUDENTS_ONLY_PASSWORD = 'e2e-Students-pass-5520';

/** docs/several-shops.md: the demo data's second shop (embedded, MTD on), added by the demo seed. */
export const SECOND_SHOP = 'employee-store-ca';
/** Operators of e2e/shops.spec.ts, made there through the operators CLI once the server has its shops. */
export const TWO_SHOPS_EMAIL = 'two-shops@shop.example';
export const TWO_SHOPS_PASSWORD = 'e2e-TwoShops-pass-8812';
export const ONE_SHOP_EMAIL = 'one-shop@shop.example';
export const ONE_SHOP_PASSWORD = 'e2e-OneShop-pass-3307';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
/** The built web app the server serves (`WEB_DIST` overrides, as it does for the server). */
export const WEB_INDEX = path.join(
  process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(REPO_ROOT, 'web', 'dist'),
  'index.html',
);
/** The admin's signed-in browser state, written by the setup project; outside test-results, which runs clean. */
export const ADMIN_STATE = path.join(os.tmpdir(), `console-e2e-${PORT}-admin-state.json`);
/** Addresses the e2e mail server refuses, one a line (support/smtp-peer.ts); a spec adds one to make a send fail. */
export const SMTP_REFUSE_FILE = path.join(os.tmpdir(), `console-e2e-${PORT}-smtp-refuse.txt`);

/** The e2e server's DATA_DIR, written by support/start-server.ts: a spec runs the console's CLIs on its database. */
export const DATA_DIR_FILE = path.join(os.tmpdir(), `console-e2e-${PORT}-data-dir.txt`);

/** The console connected to a Shopify stand-in, for the store specs under e2e/store/. */
// Fixed ports sit below Linux's ephemeral range (32768-60999): the API suites, running at the same time, bind
// and connect on ports the kernel picks from that range.
export const STORE_PORT = Number(process.env.E2E_STORE_PORT ?? 3320);
export const STORE_BASE_URL = `http://127.0.0.1:${STORE_PORT}`;
export const STORE_STAND_IN_PORT = STORE_PORT + 1;
export const STORE_STAND_IN_URL = `http://127.0.0.1:${STORE_STAND_IN_PORT}`;
export const STORE_CLIENT_ID = 'e2e-store-client';
export const STORE_CLIENT_SECRET = 'e2e-store-secret';
/** Pending students seeded on the stand-in's store: `store.student.<n>@campus.example`. */
export const STORE_STUDENTS = 30;

/**
 * The console opened inside the Shopify admin (e2e/embedded.spec.ts): a server of its own
 * against a stand-in that also answers token exchange for the staff members below (`sub` -> e-mail).
 */
export const EMBEDDED_PORT = Number(process.env.E2E_EMBEDDED_PORT ?? 3330);
export const EMBEDDED_BASE_URL = `http://127.0.0.1:${EMBEDDED_PORT}`;
export const EMBEDDED_STAND_IN_PORT = EMBEDDED_PORT + 1;
/** The stand-in's `shop { myshopifyDomain }` (server/test/shopify-stand-in/token-exchange.module.ts). */
export const EMBEDDED_SHOP = 'console-stand-in.myshopify.com';
export const EMBEDDED_STAFF = {
  admin: { sub: '9001', email: ADMIN_EMAIL },
  studentsOnly: { sub: '9002', email: STUDENTS_ONLY_EMAIL },
  noOperator: { sub: '9003', email: 'no-operator@store.example' },
} as const;
