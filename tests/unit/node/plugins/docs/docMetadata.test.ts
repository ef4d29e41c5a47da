import { describe, expect, it } from 'vitest';
import { docPathInfo, mayNameIdOrSlug, stripNumberPrefix } from '../../../../../src/node/plugins/docs/docMetadata.js';

const opts = { numberPrefixParser: true };

describe('docPathInfo', () => {
  it('takes id and URL from the path, without number prefixes', () => {
    expect(docPathInfo('01-guides/02-intro.md', '/docs', {}, opts)).toMatchObject({ id: 'guides/intro', path: '/docs/guides/intro', sourceDirName: '01-guides' });
  });
  it('keeps the number prefixes of a doc whose front matter says parse_number_prefixes: false', () => {
    expect(docPathInfo('01-guides/02-intro.md', '/docs', { parse_number_prefixes: false }, opts)).toMatchObject({ id: '01-guides/02-intro', path: '/docs/01-guides/02-intro' });
    expect(mayNameIdOrSlug('---\nparse_number_prefixes: false\n---\n')).toBe(true);
  });
  it('serves index and README at the folder URL', () => {
    expect(docPathInfo('guides/index.md', '/docs', {}, opts).path).toBe('/docs/guides');
    expect(docPathInfo('guides/README.md', '/docs', {}, opts).path).toBe('/docs/guides');
  });
  it('applies an absolute slug from the version root and a relative one from the folder', () => {
    expect(docPathInfo('guides/intro.md', '/docs/1.0', { slug: '/' }, opts).path).toBe('/docs/1.0');
    expect(docPathInfo('guides/intro.md', '/docs', { slug: 'start' }, opts).path).toBe('/docs/guides/start');
  });
  it('lets the id front matter replace the file name', () => {
    expect(docPathInfo('guides/intro.md', '/docs', { id: 'welcome' }, opts)).toMatchObject({ id: 'guides/welcome', path: '/docs/guides/welcome' });
  });
});

describe('stripNumberPrefix', () => {
  it('strips ordering prefixes but not version-like names', () => {
    expect(stripNumberPrefix('10-tenth')).toBe('tenth');
    expect(stripNumberPrefix('2.3-notes')).toBe('2.3-notes');
    expect(stripNumberPrefix('2024')).toBe('2024');
  });
});

describe('mayNameIdOrSlug', () => {
  it('is false only when the front matter cannot set an id or a slug', () => {
    expect(mayNameIdOrSlug('---\ntitle: A\n---\n\n# id and slug in the body')).toBe(false);
    expect(mayNameIdOrSlug('# No front matter, id: x')).toBe(false);
    expect(mayNameIdOrSlug('---\nid: custom\n---\nBody')).toBe(true);
    expect(mayNameIdOrSlug('---\ntitle: A\nslug: /elsewhere\n---\n')).toBe(true);
    expect(mayNameIdOrSlug("---\n'id': quoted\n---\n")).toBe(true);
    expect(mayNameIdOrSlug('---\n<<: *base\n---\n')).toBe(true);
    expect(mayNameIdOrSlug('\ufeff---\ntitle: A\n---\n')).toBe(true);
    // Keys that merely contain the letters do not count; every way YAML can spell the keys does.
    expect(mayNameIdOrSlug('---\nsidebar_position: 2\nsidebar_label: Guide\ncustom_id: x\nslugify: no\n---\n')).toBe(false);
    expect(mayNameIdOrSlug('---\n"slug" : /quoted\n---\n')).toBe(true);
    expect(mayNameIdOrSlug('---\n{title: A, id: flow}\n---\n')).toBe(true);
    expect(mayNameIdOrSlug('---\n? id\n: complex-key\n---\n')).toBe(true);
    expect(mayNameIdOrSlug('---\nmeta:\n  id: nested\n---\n')).toBe(true);
    expect(mayNameIdOrSlug('---\n"\\x69d": escaped\n---\n')).toBe(true);
  });
});
