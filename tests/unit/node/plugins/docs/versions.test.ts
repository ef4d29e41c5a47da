import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../../../../../src/node/config/schema.js';
import { resolveVersions } from '../../../../../src/node/plugins/docs/versions.js';

const docsOptions = (extra: Record<string, unknown> = {}) => siteConfigSchema.parse({ title: 'T', url: 'https://e.com', docs: [{ path: 'docs', ...extra }] }).docs[0]!;

describe('resolveVersions', () => {
  it('serves the latest release at the root and the current version at /next', () => {
    const versions = resolveVersions(docsOptions(), ['2.0', '1.0'], () => true);
    expect(versions.map((v) => [v.name, v.path, v.label, v.isLast, v.banner])).toEqual([
      ['current', '/docs/next', 'Next', false, 'unreleased'],
      ['2.0', '/docs', '2.0', true, 'none'],
      ['1.0', '/docs/1.0', '1.0', false, 'unmaintained'],
    ]);
  });

  it('prefixes a versioned doc folder with its version', () => {
    const versions = resolveVersions(docsOptions(), ['1.0'], () => true);
    expect(versions[1]!.docsDir).toBe('versioned_docs/version-1.0');
    expect(versions[1]!.sidebarFile).toBe('versioned_sidebars/version-1.0-sidebars.json');
  });

  it('honours lastVersion and per-version labels and paths', () => {
    const versions = resolveVersions(docsOptions({ lastVersion: 'current', versions: { current: { label: 'canary', path: '' } } }), ['3.6.3'], () => true);
    expect(versions.map((v) => [v.name, v.path, v.label, v.isLast])).toEqual([
      ['current', '/docs', 'canary', true],
      ['3.6.3', '/docs/3.6.3', '3.6.3', false],
    ]);
  });

  it('refuses options for a version that does not exist', () => {
    expect(() => resolveVersions(docsOptions({ versions: { '9.9': { label: 'x' } } }), ['1.0'], () => true)).toThrow(/unknown version "9.9"/);
  });
});
