import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

export const SHELL_JS_BUDGET_BYTES = 170 * 1000;

export interface ShellJsResult {
  /** Why it did not run, when it did not. */
  skipped: string | null;
  files: Array<{ file: string; bytes: number; gzipBytes: number }>;
  gzipBytes: number;
}

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([a-zA-Z][\w-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    const name = (m[1] ?? '').toLowerCase();
    if (name !== 'script' && name !== 'link') out[name] = m[2] ?? m[3] ?? m[4] ?? '';
  }
  return out;
}

/** The JS a first visit fetches before any route code: the module entry and every modulepreload. */
export function upFrontScripts(html: string): string[] {
  const found = new Set<string>();
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const a = attributes(tag);
    if (tag.toLowerCase().startsWith('<script') && a.type === 'module' && a.src) found.add(a.src);
    if (tag.toLowerCase().startsWith('<link') && (a.rel ?? '').split(/\s+/).includes('modulepreload') && a.href) found.add(a.href);
  }
  return [...found];
}

/** Part 5: gzip size of the shell's initial JavaScript in the built web app (web/dist). */
export function benchShellJs(distDir = fileURLToPath(new URL('../../../web/dist', import.meta.url))): ShellJsResult {
  const index = path.join(distDir, 'index.html');
  if (!fs.existsSync(index)) return { skipped: `${index} not found (build it with npm run build -w web)`, files: [], gzipBytes: 0 };
  const files = upFrontScripts(fs.readFileSync(index, 'utf8')).map((src) => {
    if (/^[a-z]+:\/\//i.test(src)) throw new Error(`index.html loads a script from elsewhere: ${src}`);
    const file = path.join(distDir, src.replace(/^\.?\//, '').split(/[?#]/)[0] ?? '');
    const content = fs.readFileSync(file);
    return { file: path.relative(distDir, file), bytes: content.length, gzipBytes: gzipSync(content).length };
  });
  return { skipped: null, files, gzipBytes: files.reduce((s, f) => s + f.gzipBytes, 0) };
}
