import v8 from 'node:v8';
import { buildApp } from './app';
import { checkServerConfig, ConfigError, loadConfig, type Config } from './platform/config';
import { ensureAdmin } from './platform/operators';
import { scryptParams } from './platform/passwords';
import { seedDemoAtStart } from './seed-demo';

// A request's rows live for about a millisecond, but under load V8 saw them survive young-generation
// collections and began allocating them straight into the old generation, where only full collections
// free them: the list page's rows then cost eight times the collection work of the bare route.
// Nothing this server keeps long is allocated often enough for that to pay.
v8.setFlagsFromString('--no-allocation-site-pretenuring');

let config: Config;
try {
  config = loadConfig();
  checkServerConfig(config);
} catch (err) {
  // A bad variable stops the start with its name, instead of a silent fallback.
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
const { app, ctx, org, close } = await buildApp(config);
const generated = await ensureAdmin(
  ctx.db,
  config.adminEmail ?? 'admin@shop.example',
  config.adminPassword,
  scryptParams(config.passwordHashCost),
);
if (generated) {
  // Printed once, on the start that created the operator; it is not stored anywhere in clear.
  console.log(`\n  Operator ${config.adminEmail ?? 'admin@shop.example'} created with password: ${generated}\n`);
}
if (config.seedDemo) await seedDemoAtStart(org, (line) => console.log(line));
await app.listen({ port: config.port, host: config.host });
console.log(`Console ready on http://${config.host}:${config.port} (${config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
