import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A port free at the moment of asking (the OS picks it), for a process that binds it right after. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Debian's nginx; null when it is not installed (.ci/run installs it). */
export function findNginx(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (fs.existsSync(candidate)) return candidate;
  const found = spawnSync('which', ['nginx'], { encoding: 'utf8' });
  return found.status === 0 && found.stdout.trim() ? found.stdout.trim() : null;
}

export interface ReverseProxy {
  url: string;
  stop(): Promise<void>;
}

/**
 * nginx in front of the HTTP instances, round robin, as in production (README, several instances).
 * Everything it writes stays in a temp folder, so it runs without root and beside a system nginx.
 * A POST is never passed to a second instance after it reached one (nginx's default), so a killed
 * instance cannot make a change happen twice; the client retries with its idempotency key.
 */
export async function startReverseProxy(upstreamPorts: readonly number[]): Promise<ReverseProxy> {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed: apt-get install -y nginx (.ci/run does this)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-nginx-'));
  // Started as root, nginx's workers run as an unprivileged user that must reach its temp folders.
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  const temp = (name: string) => path.join(dir, name);
  const config = `
worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  client_max_body_size 8m;
  client_body_buffer_size 8m;
  upstream console {
${upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://console;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_connect_timeout 2s;
      proxy_read_timeout 120s;
      proxy_next_upstream error timeout;
    }
  }
}
`;
  fs.writeFileSync(temp('nginx.conf'), config);
  const child = spawn(nginx, ['-e', temp('error.log'), '-p', dir, '-c', temp('nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx stopped at start:\n${output}\n${fs.readFileSync(temp('error.log'), 'utf8')}`);
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port}:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
