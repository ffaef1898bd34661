import { buildApp } from './app';
import { checkServerConfig, ConfigError, loadConfig, type Config } from './platform/config';

/**
 * `npm run worker`: a process that runs background jobs and schedules and serves no HTTP. It shares
 * the app's wiring (context, job registry, migrations) but never listens on a port; any number of
 * them may start together (jobs are claimed with SKIP LOCKED, migrations under an advisory lock).
 */
let config: Config;
try {
  config = loadConfig(process.env, { runWorker: true });
  checkServerConfig(config);
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
const { close } = await buildApp(config);
console.log(
  `Console worker running (${config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`}), ${config.jobConcurrency ?? 2} jobs at a time, no HTTP`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
