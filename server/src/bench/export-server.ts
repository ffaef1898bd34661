import type { AddressInfo } from 'node:net';
import { buildApp } from '../app';
import { benchConfig, type BenchTarget } from './bench-target';

/**
 * Child process of the export bench: the real app alone in its process, so the parent can read
 * this process's memory from /proc while it streams an export. Argument: the database config as JSON.
 */
export interface ExportServerReady {
  url: string;
}

const database = JSON.parse(process.argv[2] ?? '{}') as BenchTarget['config'];
const app = await buildApp(benchConfig(database, false), { logger: false });
await app.app.listen({ port: 0, host: '127.0.0.1' });
const address = app.app.server.address() as AddressInfo;
const ready: ExportServerReady = { url: `http://127.0.0.1:${address.port}` };
process.send?.(ready);

let closing = false;
function stop(): void {
  if (closing) return;
  closing = true;
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
}
process.on('message', stop);
process.on('disconnect', stop);
