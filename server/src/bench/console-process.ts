import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import { bundleArgs, ensureBundle } from '../dev/server-bundle';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ConsoleProcess {
  child: ChildProcess;
  url: string;
}

/**
 * The console as `npm start` ships it: the server's bundle (built first when a source is newer), in its own
 * process on a free loopback port, stdout and stderr into `logFile`; answers once /readyz does.
 */
export async function startConsole(
  env: Record<string, string>,
  logFile: string,
  nodeArgs: readonly string[] = [],
): Promise<ConsoleProcess> {
  const port = await freePort();
  const out = fs.openSync(logFile, 'w');
  await ensureBundle();
  const child = spawn(process.execPath, [...nodeArgs, ...bundleArgs('main')], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const url = `http://127.0.0.1:${port}`;
  // Demo data is seeded before the server listens: a first start takes a while on a loaded machine.
  const deadline = Date.now() + 120_000;
  for (;;) {
    // The log goes with the bench's data directory: its end is in the message.
    if (child.exitCode !== null)
      throw new Error(`the console exited with ${child.exitCode}:\n${fs.readFileSync(logFile, 'utf8').slice(-2000)}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { child, url };
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the console did not start in 120 s; see ${logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
