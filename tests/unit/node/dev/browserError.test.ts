import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserErrorDiagnostic, parseBrowserErrorReport, type BundleMapOf } from '../../../../src/node/dev/browserError.js';

// A chunk of the dev bundle whose line 5 comes from line 5 of theme/Footer/Footer.tsx.
const chunkDir = path.resolve('node_modules/.cache/folio/dev/__folio/assets/chunks');
const mapOf: BundleMapOf = (urlPath) =>
  urlPath === '/__folio/assets/chunks/chunk-A.js'
    ? { payload: { version: 3, file: 'chunk-A.js', sources: [path.relative(chunkDir, path.resolve('theme/Footer/Footer.tsx'))], names: [], mappings: ';;;;AAIA', sourceRoot: '', sourcesContent: [] }, dir: chunkDir }
    : undefined;

const stack = [
  'Error: CLIENTBOOM',
  '    at helper (http://localhost:3000/__folio/assets/chunks/chunk-A.js:5:1)',
  '    at Footer (http://localhost:3000/__folio/assets/chunks/chunk-A.js:5:1)',
  '    at renderWithHooks (http://localhost:3000/__folio/assets/chunks/chunk-R.js:100:20)',
].join('\n');

describe('an error thrown in the browser', () => {
  it('names the page, the message and the component, at its line in the sources from the bundle map', () => {
    expect(browserErrorDiagnostic({ message: 'CLIENTBOOM', stack, page: '/docs/intro' }, mapOf)).toEqual({
      what: '/docs/intro threw in the browser: CLIENTBOOM (in component Footer)',
      where: { file: 'theme/Footer/Footer.tsx', line: 5 },
      fix: "fix the error in Footer and save: the page reloads with the new code (the browser's console has the whole stack)",
      plugin: 'browser',
    });
  });

  it("is placed at the stack's first line in the sources when no component is on it (an effect, a timer)", () => {
    const timer = ['Error: late', '    at http://localhost:3000/__folio/assets/chunks/chunk-R.js:7:3', '    at http://localhost:3000/__folio/assets/chunks/chunk-A.js:5:1'].join('\n');
    expect(browserErrorDiagnostic({ message: 'late', stack: timer, page: '/' }, mapOf).where).toEqual({ file: 'theme/Footer/Footer.tsx', line: 5 });
  });

  it('is still reported without a component, a map or a stack', () => {
    const problem = browserErrorDiagnostic({ message: 'late', page: '/' }, mapOf);
    expect(problem).toMatchObject({ what: '/ threw in the browser: late', where: undefined, plugin: 'browser' });
    expect(browserErrorDiagnostic({ message: 'x', stack: stack.replaceAll('chunk-A', 'chunk-B'), page: '/' }, mapOf).where).toBeUndefined();
  });

  it("names no browser class as the component (React's development build calls a handler through HTMLUnknownElement.callCallback)", () => {
    const handler = ['Error: clicked', '    at onClick (http://localhost:3000/__folio/assets/chunks/chunk-B.js:9:11)', '    at HTMLUnknownElement.callCallback2 (http://localhost:3000/__folio/assets/chunks/chunk-R.js:3672:22)', '    at Object.invokeGuardedCallbackDev (http://localhost:3000/__folio/assets/chunks/chunk-R.js:3697:24)'].join('\n');
    expect(browserErrorDiagnostic({ message: 'clicked', stack: handler, page: '/' }, mapOf).what).toBe('/ threw in the browser: clicked');
  });

  it('reads only a report of the shape the dev client posts, without control characters to print', () => {
    expect(parseBrowserErrorReport('{"message":"a\\u001b[2Jb","page":"/"}')?.message).toBe('a[2Jb');
    expect(parseBrowserErrorReport('{"message":"m","page":"/a","stack":"s"}')).toEqual({ message: 'm', page: '/a', stack: 's' });
    for (const body of ['', 'nope', '{"message":1,"page":"/"}', '{"message":"m"}']) expect(parseBrowserErrorReport(body), body).toBeUndefined();
  });
});
