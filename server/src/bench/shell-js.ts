import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

export const SHELL_JS_BUDGET_BYTES = 170 * 1000;
/** docs/budgets.md (350 KB): every script the first list screen (/students) loads, shell included. */
export const FIRST_LIST_JS_BUDGET_BYTES = 200 * 1000;
/** The first list screen's route module, as Vite's manifest names it. */
export const FIRST_LIST_SOURCE = 'src/features/students/students-page.tsx';

type JsFile = { file: string; bytes: number; gzipBytes: number };

export interface ShellJsResult {
  /** Why it did not run, when it did not. */
  skipped: string | null;
  files: JsFile[];
  gzipBytes: number;
  /** The shell plus the first list screen's route code and everything it imports statically. */
  firstList: { route: string; files: JsFile[]; gzipBytes: number } | null;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** The files a chunk loads before it runs: itself and its static imports, transitively (Vite's manifest). */
export function staticClosure(manifest: Record<string, ManifestChunk>, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the web manifest has no chunk ${key}`);
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return files;
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

function measure(distDir: string, src: string): JsFile {
  const file = path.join(distDir, src.replace(/^\.?\//, '').split(/[?#]/)[0] ?? '');
  const content = fs.readFileSync(file);
  return { file: path.relative(distDir, file), bytes: content.length, gzipBytes: gzipSync(content).length };
}

const total = (files: readonly JsFile[]) => files.reduce((s, f) => s + f.gzipBytes, 0);

/** The first list screen's scripts from the manifest the web build writes (null for a build without one). */
function firstListJs(distDir: string, shellFiles: readonly JsFile[]): ShellJsResult['firstList'] {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entries = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
  const names = new Set([...shellFiles.map((f) => f.file), ...staticClosure(manifest, [...entries, FIRST_LIST_SOURCE])]);
  const files = [...names].map((name) => measure(distDir, name));
  return { route: '/students', files, gzipBytes: total(files) };
}

/** Part 5: gzip size of the shell's initial JavaScript in the built web app (web/dist), and of the first list screen's. */
export function benchShellJs(distDir = fileURLToPath(new URL('../../../web/dist', import.meta.url))): ShellJsResult {
  const index = path.join(distDir, 'index.html');
  if (!fs.existsSync(index))
    return { skipped: `${index} not found (build it with npm run build -w web)`, files: [], gzipBytes: 0, firstList: null };
  const files = upFrontScripts(fs.readFileSync(index, 'utf8')).map((src) => {
    if (/^[a-z]+:\/\//i.test(src)) throw new Error(`index.html loads a script from elsewhere: ${src}`);
    return measure(distDir, src);
  });
  return { skipped: null, files, gzipBytes: total(files), firstList: firstListJs(distDir, files) };
}
