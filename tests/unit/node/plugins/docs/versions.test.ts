import { describe, expect, it } from 'vitest';
import { BuildError, formatDiagnostic } from '../../../../../src/node/errors.js';
import { siteConfigSchema } from '../../../../../src/node/config/schema.js';
import { resolveVersions, versionsFolder } from '../../../../../src/node/plugins/docs/versions.js';

const docsOptions = (extra: Record<string, unknown> = {}) => siteConfigSchema.parse({ title: 'T', url: 'https://e.com', docs: [{ path: 'docs', ...extra }] }).docs[0]!;

describe('resolveVersions', () => {
  it('serves the latest release at the root and the current version at /next', () => {
    const versions = resolveVersions(docsOptions(), ['2.0', '1.0'], { hasDefaultSidebars: () => true });
    expect(versions.map((v) => [v.name, v.path, v.label, v.isLast, v.banner])).toEqual([
      ['current', '/docs/next', 'Next', false, 'unreleased'],
      ['2.0', '/docs', '2.0', true, 'none'],
      ['1.0', '/docs/1.0', '1.0', false, 'unmaintained'],
    ]);
  });

  it('prefixes a versioned doc folder with its version', () => {
    const versions = resolveVersions(docsOptions(), ['1.0'], { hasDefaultSidebars: () => true });
    expect(versions[1]!.docsDir).toBe('versioned_docs/version-1.0');
    expect(versions[1]!.sidebarFile).toBe('versioned_sidebars/version-1.0-sidebars.json');
  });

  it('honours lastVersion and per-version labels and paths', () => {
    const versions = resolveVersions(docsOptions({ lastVersion: 'current', versions: { current: { label: 'canary', path: '' } } }), ['3.6.3'], { hasDefaultSidebars: () => true });
    expect(versions.map((v) => [v.name, v.path, v.label, v.isLast])).toEqual([
      ['current', '/docs', 'canary', true],
      ['3.6.3', '/docs/3.6.3', '3.6.3', false],
    ]);
  });

  it('refuses options for a version that does not exist', () => {
    expect(() => resolveVersions(docsOptions({ versions: { '9.9': { label: 'x' } } }), ['1.0'], { hasDefaultSidebars: () => true })).toThrow(/unknown version "9.9"/);
  });

  it('reports an unknown version, and a lastVersion that does not exist, at their line of the config (dev server audit)', () => {
    const source = [
      'export default defineConfig({',
      "  docs: [",
      "    { path: 'docs' },",
      '    {',
      "      id: 'guides',",
      "      path: 'guides',",
      "      lastVersion: '2.0',",
      '      versions: {',
      "        current: { label: 'next' },",
      "        '3.5.2': { label: '3.5.2' },",
      '      },',
      '    },',
      '  ],',
      '});',
    ].join('\n');
    const written = { file: 'site.config.ts', source, keyPath: ['docs', 1] };
    const problem = (extra: Record<string, unknown>) => {
      try {
        resolveVersions(docsOptions({ id: 'guides', path: 'guides', ...extra }), ['1.0'], { hasDefaultSidebars: () => true, written });
      } catch (error) {
        return formatDiagnostic((error as BuildError).diagnostics[0]!);
      }
      throw new Error('no problem reported');
    };
    expect(problem({ versions: { current: { label: 'next' }, '3.5.2': { label: '3.5.2' } } })).toMatchInlineSnapshot(`
      "error [docs] site.config.ts:10
        docs instance "guides" configures unknown version "3.5.2"
        fix: Known versions: current, 1.0. Add the version to guides_versions.json or remove its entry from \`versions\`."
    `);
    expect(problem({ lastVersion: '2.0' })).toMatchInlineSnapshot(`
      "error [docs] site.config.ts:7
        lastVersion "2.0" of docs instance "guides" does not exist
        fix: Use one of: current, 1.0."
    `);
  });
});

describe('versionsFolder', () => {
  const has = (...files: string[]) => (file: string) => files.includes(file);
  it('is beside docs inside the site folder, whatever the site folder holds (review: a stray versions.json at the root was taken)', () => {
    expect(versionsFolder({ id: 'default', path: 'content/docs' }, has('versions.json'))).toBe('content');
    expect(versionsFolder({ id: 'default', path: 'docs' }, has())).toBe('.');
  });

  it('is the site folder for docs outside it, as Docusaurus keeps them, unless a versions file is beside the docs (Jest: website/ with ../docs)', () => {
    expect(versionsFolder({ id: 'default', path: '../docs' }, has())).toBe('.');
    expect(versionsFolder({ id: 'default', path: '..\\docs' }, has('versions.json'))).toBe('.');
    expect(versionsFolder({ id: 'community', path: '../community' }, has('../community_versions.json'))).toBe('..');
  });
});
