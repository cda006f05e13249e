// Runs before every npm script that starts the app, builds or tests (see package.json "pre*").
// The pinned `node` devDependency puts Node 24 first on npm scripts' PATH; if it is missing
// (install scripts skipped, or a global Node used directly), stop with a clear message.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    [
      '',
      `Voltfield needs Node.js 22.12 or newer; this is Node ${process.versions.node}.`,
      'The project pins Node 24 as a devDependency ("node"), which npm scripts use once it is installed:',
      '  run `npm install` (npm 11 runs its install script: it is approved in package.json "allowScripts"),',
      '  or install Node 24 yourself (https://nodejs.org).',
      '',
    ].join('\n'),
  );
  process.exit(1);
}
