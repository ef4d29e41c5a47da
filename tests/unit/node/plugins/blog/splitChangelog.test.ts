import { describe, expect, it } from 'vitest';
import { otherSectionHeadings, raiseHeadings, splitChangelog } from '../../../../../src/node/plugins/blog/splitChangelog.js';

const changelog = `# Changelog

Intro.

## 3.6.3 (2024-11-22)

#### :bug: Bug Fix

- \`folio-core\`: fix a thing (@mara)

#### Committers: 2

- Mara Lindqvist (@mlindqvist)
- Kenji Arai (@karai)

## 3.6.2 (2024-11-19)

- something
`;

describe('splitChangelog', () => {
  it('makes one entry per version section with its date and line', () => {
    const entries = splitChangelog(changelog);
    expect(entries.map((e) => [e.version, e.date, e.line])).toEqual([
      ['3.6.3', '2024-11-22', 5],
      ['3.6.2', '2024-11-19', 16],
    ]);
    // Where each body starts (past the blank line after the heading): its links' lines are counted from there.
    expect(entries.map((e) => e.bodyLine)).toEqual([7, 18]);
    expect(changelog.split('\n')[6]).toBe('#### :bug: Bug Fix');
  });
  it('keeps the section body without its heading', () => {
    expect(splitChangelog(changelog)[1]!.body).toBe('- something');
  });
  it('turns the committers list into authors', () => {
    expect(splitChangelog(changelog)[0]!.authors).toEqual([
      { name: 'Mara Lindqvist', handle: 'mlindqvist' },
      { name: 'Kenji Arai', handle: 'karai' },
    ]);
  });
  it('raises the sections of an entry so that none skips a level below the entry title', () => {
    expect(splitChangelog(changelog)[0]!.body.split('\n').filter((line) => line.startsWith('#'))).toEqual(['## :bug: Bug Fix', '## Committers: 2']);
  });
});

describe('raiseHeadings', () => {
  it('keeps levels relative to each other and leaves code blocks alone', () => {
    const body = '#### Fixes\n\n##### Docs\n\n```md\n#### not a heading\n```\n\n~~~\n```\n#### still code\n~~~\n\n#### Committers';
    expect(raiseHeadings(body)).toBe('## Fixes\n\n### Docs\n\n```md\n#### not a heading\n```\n\n~~~\n```\n#### still code\n~~~\n\n## Committers');
  });

  it('leaves a body whose highest heading is an h2 or none at all, and #hashtags', () => {
    expect(raiseHeadings('## Notes\n\n#### Deep')).toBe('## Notes\n\n#### Deep');
    expect(raiseHeadings('- fix\n#hashtag')).toBe('- fix\n#hashtag');
  });
});

describe('headings that are not release headings', () => {
  it('are found at their lines, outside code blocks only (bad input audit: dropped or merged into the release above)', () => {
    const source = '# Changelog\n\n## Unreleased\n\n- soon\n\n## 1.2.0 - 2024-03-01\n\n## 1.1.0 (2024-02-01)\n\n```md\n## Not a heading here\n```\n\n## 1.0.0 (2024-1-1)\n';
    expect(otherSectionHeadings(source)).toEqual([
      { line: 3, text: 'Unreleased', releaseLike: false, afterRelease: false },
      { line: 7, text: '1.2.0 - 2024-03-01', releaseLike: true, afterRelease: false },
      { line: 15, text: '1.0.0 (2024-1-1)', releaseLike: true, afterRelease: true },
    ]);
    expect(splitChangelog(source).map((entry) => entry.version)).toEqual(['1.1.0']);
  });

  it('are releases only when they start with a dotted version, and a release heading in a code block is none (review)', () => {
    const source = '## 2024 highlights\n\n## 1.x releases\n\n## 3rd-party notices\n\n## 1.0.0 (2024-01-01)\n\n```md\n## 0.9.0 (2023-01-01)\n```\n';
    expect(otherSectionHeadings(source).map((heading) => [heading.text, heading.releaseLike])).toEqual([
      ['2024 highlights', false],
      ['1.x releases', false],
      ['3rd-party notices', false],
    ]);
    expect(splitChangelog(source).map((entry) => entry.version)).toEqual(['1.0.0']);
  });
});
