/**
 * `npm run build:vercel`: the Vercel build, run locally and offline with the CLI the project pins
 * as a devDependency (39: newer CLIs do not install here). It needs a linked project, so write a
 * placeholder link when there is none; that link skips the CLI's own `npm install`, which would
 * prune node_modules under whatever else runs from it (npm test's other gates). The output lands in
 * .vercel/output.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const link = '.vercel/project.json';
if (!existsSync(link)) {
  mkdirSync('.vercel', { recursive: true });
  writeFileSync(
    link,
    JSON.stringify(
      { projectId: 'prj_local_build', orgId: 'team_local_build', settings: { framework: 'astro', installCommand: '' } },
      null,
      2,
    ),
  );
}
execFileSync(path.resolve('node_modules/.bin/vercel'), ['build', '--yes'], {
  stdio: 'inherit',
  env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', VERCEL_TELEMETRY_DISABLED: '1' },
});
