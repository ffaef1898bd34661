// `npm start`: builds the web app only when a source is newer than the built index.html, so a second
// start is fast. Sources: the web app, the contracts it imports, its config and the lockfile.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import console from 'node:console';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = [
  'web/src',
  'web/index.html',
  'web/public',
  'web/vite.config.ts',
  'web/vite-precompress.ts',
  'web/package.json',
  'web/tsconfig.json',
  'contracts/src',
  'package-lock.json',
];
const BUILT = path.join(root, 'web/dist/index.html');

/** Newest modification time under a file or folder (0 when it does not exist). */
function newest(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) max = Math.max(max, newest(path.join(target, entry)));
  return max;
}

const built = fs.existsSync(BUILT) ? fs.statSync(BUILT).mtimeMs : 0;
const source = Math.max(...SOURCES.map((s) => newest(path.join(root, s))));
if (built > source && process.env.FORCE_WEB_BUILD !== '1') {
  console.log('web/dist is newer than its sources: not rebuilding (FORCE_WEB_BUILD=1 forces it).');
  process.exit(0);
}
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const result = spawnSync(npm, ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
