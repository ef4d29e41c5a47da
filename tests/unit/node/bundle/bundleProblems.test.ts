import { describe, expect, it } from 'vitest';
import { bundleProblems } from '../../../../src/node/bundle/bundleProblems.js';
import { isBuildError } from '../../../../src/node/errors.js';

const failure = (errors: unknown[]) => Object.assign(new Error('Build failed'), { errors });

describe('bundleProblems', () => {
  it('turns each esbuild message into a problem at its file, line and column, with a fix', () => {
    const error = bundleProblems(
      failure([
        { text: 'Could not resolve "@acme/widgets/button"', location: { file: 'pages/a.tsx', line: 1, column: 14 } },
        { text: 'Could not resolve "./missing"', location: { file: 'pages/b.tsx', line: 3, column: 0 } },
        { text: 'Expected identifier but found "/"', location: { file: 'pages/c.tsx', line: 2, column: 42 } },
      ]),
    );
    expect(isBuildError(error)).toBe(true);
    expect((error as { diagnostics: unknown[] }).diagnostics).toEqual([
      { plugin: 'bundle', where: { file: 'pages/a.tsx', line: 1, column: 15 }, what: 'Could not resolve "@acme/widgets/button"', fix: "Install it in the site's folder (`npm install @acme/widgets`), or check the spelling of the import." },
      { plugin: 'bundle', where: { file: 'pages/b.tsx', line: 3, column: 1 }, what: 'Could not resolve "./missing"', fix: 'Check the path: it is resolved relative to the importing file.' },
      { plugin: 'bundle', where: { file: 'pages/c.tsx', line: 2, column: 43 }, what: 'Expected identifier but found "/"', fix: 'Fix the code at this place; it must compile as TypeScript/JSX for the browser and the server.' },
    ]);
  });

  it('leaves any other error as it is', () => {
    const other = new Error('disk full');
    expect(bundleProblems(other)).toBe(other);
  });
});
