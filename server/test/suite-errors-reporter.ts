import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

/**
 * Names what Vitest's JSON report drops: an error in a describe block's hook (a beforeAll that threw, an
 * afterAll that timed out) and an unhandled error. scripts/test-all.mjs prints these lines above the
 * totals, because CI shows only the tail of the log. Writes one line per error to SUITE_ERRORS_FILE.
 */
function firstLine(error: SerializedError): string {
  return (
    String(error.message ?? '')
      .split('\n')
      .find((line) => line.trim() !== '') ?? ''
  )
    .trim()
    .slice(0, 200);
}

class SuiteErrorsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    const file = process.env.SUITE_ERRORS_FILE;
    if (!file) return;
    const lines: string[] = [];
    for (const testModule of testModules) {
      const where = path.relative(process.cwd(), testModule.moduleId);
      for (const suite of testModule.children.allSuites())
        for (const error of suite.errors()) lines.push(`${where} › ${suite.fullName}: ${firstLine(error)}`);
    }
    for (const error of unhandledErrors) lines.push(`unhandled error: ${firstLine(error)}`);
    fs.writeFileSync(file, lines.map((line) => `${line}\n`).join(''));
  }
}

// Vitest loads a reporter given by path from its default export.
// eslint-disable-next-line no-restricted-syntax
export default SuiteErrorsReporter;
