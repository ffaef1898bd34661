// `npm run check`: formatting, lint and the typecheck of every package, after the Shopify codegen.
// The seven checks are independent, so they run as many at once as the machine has cores; each one's output
// is printed whole when it ends (not interleaved), and the run fails when any of them fails.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import console from 'node:console';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// The typecheck runs TypeScript 7's native compiler (the `typescript7` alias), several times faster than 5.9 and
// reporting the same errors; `typescript` stays 5.9 for typescript-eslint and the tools that import it. Called by
// path: both packages declare a `tsc` bin, and node_modules/.bin/tsc is 5.9's (`npm run typecheck:ts5`).
const TSC7 = path.join('node_modules', 'typescript7', 'bin', 'tsc');

const CHECKS = [
  // Lint is the longest (typescript-eslint builds each program with 5.9): it starts first so that the pool ends together.
  ['lint', bin('eslint'), ['.', '--max-warnings', '0']],
  ['typecheck server', process.execPath, [TSC7, '-p', 'server']],
  ['format', bin('prettier'), ['--check', '.']],
  ['typecheck web', process.execPath, [TSC7, '-p', 'web']],
  ['typecheck e2e', process.execPath, [TSC7, '-p', 'e2e']],
  ['typecheck contracts', process.execPath, [TSC7, '-p', 'contracts']],
  // Comments and documents point only into this repository (scripts/citations.mjs says what it refuses).
  ['citations', process.execPath, [path.join(root, 'scripts', 'citations.mjs')]],
];

/** Runs one command with its output kept; resolves with the exit code and the output. */
function run(command, args) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, env: process.env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (err) => resolve({ code: null, output: `${output}could not start ${command}: ${err.message}\n`, started }));
    child.on('exit', (code) => resolve({ code, output, started }));
  });
}

const codegen = await run(npm, ['run', '--silent', 'codegen']);
process.stdout.write(codegen.output);
if (codegen.code !== 0) {
  console.error('check: the Shopify codegen failed');
  process.exit(1);
}

const width = Math.max(1, Number(process.env.CHECK_PARALLEL ?? os.availableParallelism()));
const queue = [...CHECKS];
const failed = [];
async function lane() {
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [name, command, args] = next;
    const { code, output, started } = await run(command, args);
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    console.log(
      `\n── ${name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`}, ${seconds} s\n$ ${path.basename(command)} ${args.join(' ')}`,
    );
    if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
    if (code !== 0) failed.push(name);
  }
}
await Promise.all(Array.from({ length: width }, lane));
if (failed.length) {
  console.error(`\ncheck: ${failed.join(', ')} failed`);
  process.exit(1);
}
console.log('\ncheck: format, lint, typecheck and citations passed');
