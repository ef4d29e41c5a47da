import { describe, expect, it } from 'vitest';
import { describeRenderFailure, renderFailureDiagnostic } from '../../../../src/node/prerender/renderFailure.js';

function thrownAt(message: string, frames: string[]): Error {
  const error = new Error(message);
  error.stack = [`Error: ${message}`, ...frames.map((frame) => `    at ${frame}`)].join('\n');
  return error;
}

describe('describeRenderFailure', () => {
  it('names the component that threw, skipping helpers named in lower case and stopping at React', () => {
    const error = thrownAt('boom', ['readThing (/x/ssr-1.cjs:10:3)', 'Object.ReleaseTable (/x/ssr-1.cjs:20:5)', 'renderWithHooks (/x/node_modules/react-dom/cjs/server.js:1:1)']);
    expect(describeRenderFailure({ path: '/a', kind: 'page' }, error)).toEqual({ path: '/a', kind: 'page', message: 'boom', component: 'ReleaseTable', configItem: undefined });
    const insideReact = thrownAt('boom', ['helper (/x/ssr-1.cjs:10:3)', 'Hooks (/x/node_modules/react-dom/cjs/server.js:1:1)']);
    expect(describeRenderFailure({ path: '/a', kind: 'page' }, insideReact).component).toBeUndefined();
  });

  it('names a class component by its class, and takes an unnamed default export for a component without a name', () => {
    const classFrame = thrownAt('boom', ['Array.map (<anonymous>)', 'ReleaseTable.render (/x/ssr-1.cjs:20:5)', 'finishClassComponent (/x/node_modules/react-dom/cjs/server.js:1:1)']);
    expect(describeRenderFailure({ path: '/a', kind: 'page' }, classFrame).component).toBe('ReleaseTable');
    const unnamed = thrownAt('boom', ['Object.release_page_default (/x/ssr-1.cjs:20:5)', 'renderWithHooks (/x/node_modules/react-dom/cjs/server.js:1:1)']);
    expect(describeRenderFailure({ path: '/a', kind: 'page' }, unnamed)).toMatchObject({ message: 'boom', component: undefined });
    // A method of an object literal is no component.
    expect(describeRenderFailure({ path: '/a', kind: 'page' }, thrownAt('boom', ['Object.render (/x/ssr-1.cjs:20:5)'])).component).toBeUndefined();
  });

  it("skips JavaScript's built-ins, whose methods throw on bad input, for the component that called them", () => {
    const invalidDate = thrownAt('Invalid time value', ['Date.toISOString (<anonymous>)', 'When (/x/ssr-1.cjs:20:5)', 'renderWithHooks (/x/node_modules/react-dom/cjs/server.js:1:1)']);
    expect(describeRenderFailure({ path: '/a', kind: 'page' }, invalidDate).component).toBe('When');
    const badJson = thrownAt('Unexpected token', ['JSON.parse (<anonymous>)', 'Object.Settings (/x/ssr-1.cjs:9:2)']);
    expect(describeRenderFailure({ path: '/a', kind: 'page' }, badJson).component).toBe('Settings');
    const formatter = thrownAt('Incorrect locale', ['new DateTimeFormat (<anonymous>)', 'Object.Stamp (/x/ssr-1.cjs:9:2)']);
    expect(describeRenderFailure({ path: '/a', kind: 'page' }, formatter).component).toBe('Stamp');
  });

  it('keeps the navbar item a site component was rendering', () => {
    const error = Object.assign(new Error('boom'), { folioConfigItem: { type: 'custom-x', position: 'left' } });
    expect(describeRenderFailure({ path: '/', kind: 'home' }, error).configItem).toEqual({ type: 'custom-x', position: 'left' });
  });
});

describe('renderFailureDiagnostic', () => {
  it('points at the page source and says where browser-only code belongs', () => {
    const diagnostic = renderFailureDiagnostic({ path: '/w', kind: 'page', message: 'window is not defined', component: 'W' }, { source: 'pages/w.tsx', config: { file: 'site.config.ts' } });
    expect(diagnostic).toMatchObject({ where: { file: 'pages/w.tsx' }, what: 'Rendering /w failed: window is not defined (in component W)', fix: expect.stringContaining('useEffect') });
  });

  it('points a navbar item failure at the line of its type in the config, with its configuration', () => {
    const configSource = "export default {\n  navbar: { items: [\n    { type: 'custom-x' },\n  ] },\n};\n";
    const diagnostic = renderFailureDiagnostic({ path: '/', kind: 'home', message: 'boom', configItem: { type: 'custom-x' } }, { config: { file: 'site.config.ts', source: configSource } });
    expect(diagnostic.where).toEqual({ file: 'site.config.ts', line: 3 });
    expect(diagnostic.what).toBe('A theme navbar item failed to render on /: boom. Its configuration (themeConfig.navbar.items): {"type":"custom-x"}');
  });
});
