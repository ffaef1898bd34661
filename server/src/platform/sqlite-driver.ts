import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * better-sqlite3 for the running Node: 12.x (built for Node 20's ABI) on Node 20, 13.x (Node-API,
 * prebuilt) from Node 22 on. 12.x built against Node 24.19+ headers aborts when a statement is
 * collected (`RemoveEnvironmentCleanupHook`, env != nullptr); 13.x segfaults on Node 20. Same API.
 */
const require = createRequire(import.meta.url);
const major = Number(process.versions.node.split('.')[0]);

export const SQLite: typeof BetterSqlite3 =
  major >= 22 ? (require('better-sqlite3-napi') as typeof BetterSqlite3) : (require('better-sqlite3') as typeof BetterSqlite3);
