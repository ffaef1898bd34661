import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the repository's scripts, without type declarations
import { findCitations } from './citations.mjs';

const cited = (text: string): number[] => (findCitations(text) as { line: number }[]).map((hit) => hit.line);
const word = (...parts: string[]): string => parts.join('');

describe('findCitations', () => {
  it('finds an issue cited by number, in any case and with or without #', () => {
    expect(cited(`// kept (${word('iss', 'ue')} 25)\n// ${word('Iss', 'ues')} #3 and 4\nconst x = 1;`)).toEqual([1, 2]);
  });

  it('finds the outside documents and paths outside the repository', () => {
    const text = [
      `// ${word('sp', 'ec')} 3 §2.5 says so`,
      `// see ${word('DES', 'IGN')}.md §10`,
      `// ../${word('sha', 'red')}/x.md`,
      `// /${word('wo', 'rk')}/main/file`,
    ].join('\n');
    expect(cited(text)).toEqual([1, 2, 3, 4]);
  });

  it('leaves references into the repository and ordinary words alone', () => {
    const text = [
      '// docs/functions/commerce-tools.md §2.5',
      '// the issues a shop reports, a spec of the label',
      'const url = "https://shopify.dev/docs/api/admin-graphql";',
      'const path = "server/work/x";',
    ].join('\n');
    expect(cited(text)).toEqual([]);
  });
});
