// The check that the repository explains itself: no comment or document may send a newcomer to something
// they cannot open from a clone. It refuses a citation of an issue by number (the reason belongs in the
// text, the number in the commit message), of the product documents kept outside this repository (the
// numbered specification documents and the design document, whose content lives in docs/ here), and of a
// path outside the repository (a sibling folder or this machine's workspace).
//
//   node scripts/citations.mjs        lists every such citation as file:line: text, and exits 1 when any
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import console from 'node:console';
import { fileURLToPath } from 'node:url';

/** Each rule: what it finds and what to write instead. Built from pieces so this file does not match itself. */
export const CITATION_RULES = [
  {
    pattern: new RegExp(`\\b(?:${'iss' + 'ues?'}|PR) #?\\d+`, 'i'),
    why: 'cites an issue by number: say the reason itself (the number belongs in the commit message)',
  },
  {
    pattern: new RegExp(`\\b${'sp' + 'ec'} [1-9]\\b`, 'i'),
    why: 'cites an outside specification document: point to its page in docs/functions/',
  },
  {
    pattern: new RegExp(`\\b${'DES' + 'IGN'}\\.md\\b`),
    why: 'cites the outside design document: point to docs/ (architecture, outside-interfaces, several-shops, budgets, conventions)',
  },
  {
    pattern: new RegExp(`(?:\\.\\./)+${'sha' + 'red'}/|(?<![\\w.])/${'wo' + 'rk'}/`),
    why: 'cites a path outside the repository',
  },
];

/** Where citations are looked for: every text file the repository keeps, except lockfiles and generated code. */
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|json|md|css|html|ya?ml|sh|sql|graphql|txt)$|(?:^|\/)(?:run|Dockerfile)$/;
const SKIPPED = [/(?:^|\/)package-lock\.json$/, /^server\/src\/integrations\/shopify\/generated\//, /(?:^|\/)node_modules\//];

/** Every citation in one text, as 1-based line numbers with the rule that found it. */
export function findCitations(text) {
  const found = [];
  text.split('\n').forEach((line, index) => {
    for (const rule of CITATION_RULES) {
      if (rule.pattern.test(line)) found.push({ line: index + 1, text: line.trim(), why: rule.why });
    }
  });
  return found;
}

function repositoryFiles(root) {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' });
  return listed
    .split('\0')
    .filter((file) => file && TEXT_FILE.test(file) && !SKIPPED.some((skip) => skip.test(file)))
    .filter((file) => fs.existsSync(path.join(root, file)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const only = process.argv.slice(2);
  let count = 0;
  for (const file of repositoryFiles(root)) {
    if (only.length && !only.some((prefix) => file.startsWith(prefix))) continue;
    for (const hit of findCitations(fs.readFileSync(path.join(root, file), 'utf8'))) {
      count += 1;
      console.log(`${file}:${hit.line}: ${hit.why}\n    ${hit.text.slice(0, 160)}`);
    }
  }
  if (count) {
    console.error(`\ncitations: ${count} found; every reference must point into this repository`);
    process.exit(1);
  }
  console.log('citations: none outside the repository');
}
