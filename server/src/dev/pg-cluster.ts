import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A throwaway PostgreSQL cluster for tests and benchmarks (docs/conventions.md 'Stack'): own folder, own port, trust auth. */
export interface PgCluster {
  url: string;
  stop(): Promise<void>;
}

const BIN_DIRS = ['/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin', '/usr/local/bin', '/usr/bin'];

export function findPgBin(): string | null {
  for (const dir of BIN_DIRS) if (fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'))) return dir;
  return null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Runs a PostgreSQL tool as the postgres user when we are root, as PostgreSQL refuses to run as root. */
function run(bin: string, args: string[], asPostgres: boolean): void {
  if (asPostgres) execFileSync('runuser', ['-u', 'postgres', '--', bin, ...args], { stdio: 'pipe' });
  else execFileSync(bin, args, { stdio: 'pipe' });
}

export interface PgClusterOptions {
  /**
   * Initialise with an ICU default collation (`--locale-provider=icu --icu-locale=<this>`), as many
   * production installs are, instead of the byte-ordered C locale; e.g. 'en-US'.
   */
  icuLocale?: string;
}

export async function startPgCluster(options: PgClusterOptions = {}): Promise<PgCluster> {
  const binDir = findPgBin();
  if (!binDir) throw new Error('PostgreSQL server binaries (initdb, pg_ctl) not found');
  const asPostgres = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-pg-'));
  const dataDir = path.join(dir, 'data');
  fs.mkdirSync(dataDir);
  if (asPostgres) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const port = await freePort();
  const locale = options.icuLocale ? ['--locale=C', '--locale-provider=icu', `--icu-locale=${options.icuLocale}`] : ['--locale=C'];
  run(path.join(binDir, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', ...locale], asPostgres);
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  run(path.join(binDir, 'pg_ctl'), ['-D', dataDir, '-o', opts, '-l', path.join(dir, 'log'), '-w', 'start'], asPostgres);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    async stop() {
      await new Promise<void>((resolve) => {
        const args = ['-D', dataDir, '-m', 'immediate', 'stop'];
        const child = asPostgres
          ? spawn('runuser', ['-u', 'postgres', '--', path.join(binDir, 'pg_ctl'), ...args], { stdio: 'ignore' })
          : spawn(path.join(binDir, 'pg_ctl'), args, { stdio: 'ignore' });
        child.on('exit', () => resolve());
        child.on('error', () => resolve());
      });
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh database inside a cluster, so each suite starts empty. */
export async function createDatabase(clusterUrl: string, name: string, template: string | null = null): Promise<string> {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    const copy = template ? ` TEMPLATE "${template.replace(/"/g, '')}"` : '';
    await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"${copy}`);
  } finally {
    await client.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
