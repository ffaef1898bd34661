import { buildBundle, ensureBundle, SERVER_BUNDLE } from './server-bundle';

/**
 * `npm run build -w server`: bundles the server into server/dist/node. With `--if-stale` (what `npm start`
 * and the CLIs' scripts run first) only when a source is newer than the bundle, silently otherwise: the
 * CLIs' own output follows on stdout, so this speaks on stderr.
 */
const started = Date.now();
const built = process.argv.includes('--if-stale') ? await ensureBundle() : (await buildBundle(), true);
if (built) console.error(`Server bundled into ${SERVER_BUNDLE.dir} in ${Date.now() - started} ms.`);
