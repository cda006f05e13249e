/**
 * `npm run build:vercel`: the Vercel build, run locally and offline with the CLI the project pins
 * as a devDependency (39: newer CLIs do not install here). It needs a linked project, so write a
 * placeholder link when there is none. The output lands in .vercel/output.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const link = '.vercel/project.json';
if (!existsSync(link)) {
  mkdirSync('.vercel', { recursive: true });
  writeFileSync(
    link,
    JSON.stringify({ projectId: 'prj_local_build', orgId: 'team_local_build', settings: { framework: 'astro' } }, null, 2),
  );
}
execFileSync(path.resolve('node_modules/.bin/vercel'), ['build', '--yes'], {
  stdio: 'inherit',
  env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', VERCEL_TELEMETRY_DISABLED: '1' },
});
