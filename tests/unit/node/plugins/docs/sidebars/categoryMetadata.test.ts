import { load as loadYaml } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { validateCategoryMetadata } from '../../../../../../src/node/plugins/docs/sidebars/categoryMetadata.js';

const FILE = 'docs/guides/_category_.json';

/** The problems of a category file with this text (JSON, or YAML with `yaml`). */
function problemsOf(source: string, { yaml = false } = {}) {
  return validateCategoryMetadata(yaml ? loadYaml(source) : JSON.parse(source), { file: FILE, source }).problems.map(({ where, what, fix }) => ({ line: where?.line, what, fix }));
}

describe('validateCategoryMetadata', () => {
  it('accepts every key Docusaurus 3 accepts in a category file', () => {
    const metadata = {
      label: 'Guides',
      position: 2.5,
      collapsed: false,
      collapsible: true,
      className: 'guides',
      customProps: { badge: 'new' },
      description: 'How-tos',
      key: 'guides',
      link: { type: 'generated-index', title: 'All guides', description: 'Every guide', slug: '/guides', image: '/img/guides.png', keywords: ['guide'] },
    };
    expect(validateCategoryMetadata(metadata, { file: FILE, source: JSON.stringify(metadata, null, 2) })).toEqual({ value: metadata, problems: [] });
    expect(validateCategoryMetadata({ link: { type: 'doc', id: 'guides/intro' } }, { file: FILE, source: '' }).problems).toEqual([]);
    expect(validateCategoryMetadata({ link: null }, { file: FILE, source: '' }).problems).toEqual([]);
    // An empty YAML file is no metadata.
    expect(validateCategoryMetadata(undefined, { file: FILE, source: '' })).toEqual({ value: {}, problems: [] });
  });

  it('reports a value of the wrong type at its line, which reached the theme as a label without .replace', () => {
    expect(problemsOf('{\n  "label": 5,\n  "position": "two"\n}\n')).toEqual([
      { line: 2, what: 'Invalid category `label`: Invalid input: expected string, received number (found 5)', fix: 'Give it a string.' },
      { line: 3, what: 'Invalid category `position`: Invalid input: expected number, received string (found "two")', fix: 'Give it a number.' },
    ]);
    expect(problemsOf('label: Guides\ncollapsed: "no"\n', { yaml: true })).toEqual([{ line: 2, what: 'Invalid category `collapsed`: Invalid input: expected boolean, received string (found "no")', fix: 'Give it true or false.' }]);
  });

  it('takes a position written as a numeric string as its number, as Docusaurus does', () => {
    expect(validateCategoryMetadata({ label: 'Guides', position: '3' }, { file: FILE, source: '' })).toEqual({ value: { label: 'Guides', position: 3 }, problems: [] });
    expect(validateCategoryMetadata({ position: ' -1.5 ' }, { file: FILE, source: '' }).value).toEqual({ position: -1.5 });
    expect(problemsOf('{\n  "position": ""\n}\n')).toEqual([{ line: 2, what: 'Invalid category `position`: Invalid input: expected number, received string (found "")', fix: 'Give it a number.' }]);
  });

  it('refuses an unknown key at its line, suggesting the key it misspells', () => {
    expect(problemsOf('{\n  "label": "Guides",\n  "colapsed": true\n}\n')).toEqual([
      {
        line: 3,
        what: 'Unknown category key `colapsed`',
        fix: 'Did you mean `colapsed` → `collapsed`? Remove it or check its spelling (known keys: label, position, collapsed, collapsible, className, customProps, description, link, key); data of your own goes in `customProps`.',
      },
    ]);
  });

  it("checks a link against its type's keys", () => {
    expect(problemsOf('{\n  "link": {\n    "type": "generated-indx"\n  }\n}\n')).toEqual([{ line: 3, what: 'Invalid category `link.type`: expected "doc" or "generated-index" (found "generated-indx")', fix: 'Did you mean "generated-index"?' }]);
    expect(problemsOf('{\n  "link": {\n    "type": "doc",\n    "slug": "/guides"\n  }\n}\n')).toEqual([
      { line: 2, what: 'Invalid category `link.id`: Invalid input: expected string, received undefined (found nothing)', fix: 'Add `id` to `link`. Give it a string.' },
      { line: 4, what: 'Unknown category key `link.slug`', fix: 'Remove it or check its spelling (known keys: type, id); data of your own goes in `customProps`.' },
    ]);
  });
});
