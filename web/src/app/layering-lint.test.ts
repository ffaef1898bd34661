import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// The repository's own lint configuration, run on code strings placed at a path of the web app.
const repoRoot = decodeURIComponent(new URL('../../..', import.meta.url).pathname);
const eslint = new ESLint({ cwd: repoRoot });

async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${filePath}` });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

// The first lint loads the configuration and its plugins: seconds on a busy machine.
describe('the web layering lint', { timeout: 30_000 }, () => {
  it("refuses a feature's import of another feature's inner module, static or dynamic", async () => {
    const file = 'web/src/features/students/x.ts';
    expect(await refusals(file, "import { RegistrationPage } from '../registrations/registration-tab-panel';\n")).toHaveLength(1);
    expect(await refusals(file, "import { jobKeys } from '../../features/jobs/jobs-queries';\n")).toHaveLength(1);
    expect(await refusals(file, "export const load = () => import('../registrations/registration-tab-panel');\n")).toHaveLength(1);
  });

  it("lets a feature import another's definition and programme face, and any file as a type", async () => {
    const file = 'web/src/features/students/x.ts';
    const code = [
      "import { RegistrationPage } from '../registrations/registrations.programme';",
      "import { jobsFeature } from '../jobs/jobs.feature';",
      "import type { RegistrationConfig } from '../registrations/registration-config';",
      "import { callApi } from '../../api/api-client';",
      "export const load = () => import('../registrations/registrations.programme');",
      'export const all = [RegistrationPage, jobsFeature, callApi] as const;',
      'export type C = RegistrationConfig;',
      '',
    ].join('\n');
    expect(await refusals(file, code)).toEqual([]);
  });

  it("refuses another feature's .programme face under its own name only", async () => {
    expect(await refusals('web/src/features/staff/x.ts', "import { x } from '../registrations/invitations.programme';\n")).toHaveLength(1);
  });

  it('keeps ui/ and api/ below the features, also for import()', async () => {
    expect(await refusals('web/src/ui/x.ts', "import { useJob } from '../features/jobs/jobs-queries';\n")).toHaveLength(1);
    expect(await refusals('web/src/ui/x.ts', "import type { JobAction } from '../features/jobs/jobs-queries';\n")).toHaveLength(1);
    expect(await refusals('web/src/api/x.ts', "export const load = () => import('../features/jobs/jobs.feature');\n")).toHaveLength(1);
  });

  it("holds the shell to the features' definitions, also for import()", async () => {
    expect(await refusals('web/src/app/x.ts', "export const load = () => import('../features/palette/command-palette');\n")).toHaveLength(
      1,
    );
    expect(await refusals('web/src/app/x.ts', "import { CommandPalette } from '../features/palette/command-palette';\n")).toHaveLength(1);
    expect(await refusals('web/src/main.tsx', "import { x } from './features/palette/command-palette';\n")).toHaveLength(1);
    expect(await refusals('web/src/app/x.ts', "export const load = () => import('../features/palette/palette.feature');\n")).toEqual([]);
    expect(await refusals('web/src/app/x.ts', "export const load = () => import('./session-controls');\n")).toEqual([]);
  });
});
