import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Starts a bench file of this folder in its own Node process, with the same TypeScript loader as ours. */
export function forkBenchChild(file: string, args: string[] = [], nodeArgs: readonly string[] = []): ChildProcess {
  const script = fileURLToPath(new URL(file, import.meta.url));
  return fork(script, args, { execArgv: [...process.execArgv, ...nodeArgs], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

/** The first message of a child, or its failure. */
export function firstMessage<T>(child: ChildProcess): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`bench child exited with ${code} before answering`));
    child.once('exit', onExit);
    child.once('error', reject);
    child.once('message', (message) => {
      child.off('exit', onExit);
      resolve(message as T);
    });
  });
}

/** Resolves once the child has exited, killing it if it has not after `graceMs`. */
export function waitForExit(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
