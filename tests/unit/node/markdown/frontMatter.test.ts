import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { BuildError } from '../../../../src/node/errors.js';
import { bodyStartLine, parseFrontMatter, splitFrontMatter } from '../../../../src/node/markdown/frontMatter.js';

describe('parseFrontMatter', () => {
  it('returns the data and pads the body so body lines are file lines', () => {
    const result = parseFrontMatter('---\ntitle: Hello\nsidebar_position: 2\n---\n# Body\n', 'a.md');
    expect(result.frontMatter).toEqual({ title: 'Hello', sidebar_position: 2 });
    expect(result.lineOffset).toBe(4);
    expect(result.body.split('\n')[4]).toBe('# Body');
  });

  it('keeps a file without front matter as it is', () => {
    expect(parseFrontMatter('# Only body\n', 'a.md')).toEqual({ frontMatter: {}, body: '# Only body\n', lineOffset: 0 });
  });

  it('turns YAML dates into plain strings', () => {
    const { frontMatter } = parseFrontMatter('---\ndate: 2024-05-01\nat: 2024-05-01T10:20:00Z\n---\n', 'a.md');
    expect(frontMatter).toEqual({ date: '2024-05-01', at: '2024-05-01T10:20:00.000Z' });
  });

  it('reports malformed YAML with the line inside the file and a fix', () => {
    const source = '---\ntitle: Hello\ndescription: a: b: c\n  bad: [\n---\nbody';
    let error: unknown;
    try {
      parseFrontMatter(source, 'content/docs/intro.md');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(BuildError);
    const [diagnostic] = (error as BuildError).diagnostics;
    expect(diagnostic!.where).toMatchObject({ file: 'content/docs/intro.md', line: 3 });
    expect(diagnostic!.what).toMatch(/^The front matter is not valid YAML/);
    expect(diagnostic!.fix).toMatch(/quote values/);
  });

  it('points an unclosed quote at the line that opens it, not at the end of the block', () => {
    const source = '---\ntitle: "Unclosed quote\ndescription: Every command\nkeywords:\n  - cli\n---\nbody';
    const error = (() => {
      try {
        parseFrontMatter(source, 'docs/cli.md');
      } catch (caught) {
        return caught as BuildError;
      }
    })();
    expect(error?.diagnostics[0]).toMatchObject({ where: { file: 'docs/cli.md', line: 2 }, what: expect.stringContaining('the quote opened on this line is never closed') });
  });

  it('points an unclosed flow list or mapping at the line and bracket that open it, not at where YAML gave up', () => {
    const source = '---\ntitle: Doc\nkeywords: [a, b\ndescription: Every command\nsidebar_position: 2\nslug: /cli\nimage: /img/cli.png\ndraft: false\n---\n\nBody\n';
    expect(() => parseFrontMatter(source, 'docs/cli.md')).toThrowErrorMatchingInlineSnapshot(`
      [BuildError: error [markdown] docs/cli.md:3:11
        The front matter is not valid YAML: missed comma between flow collection entries (the list opened with \`[\` on this line is never closed).
        fix: close it with \`]\` after its last entry, or quote the value if the \`[\` is part of the text]
    `);
    expect(() => parseFrontMatter('---\ntitle: Doc\nmeta: {a: 1\n---\n', 'a.md')).toThrow(/^error \[markdown\] a\.md:3:7\n.*the mapping opened with `\{` on this line is never closed/);
  });

  it('reports front matter never closed at the line that opens it, instead of reading the page as YAML (audit)', () => {
    for (const body of ['# Heading\nSome text here.\n', '# Heading\nSome text: here.\n']) {
      expect(() => parseFrontMatter(`---\ntitle: No close\nsidebar_position: 3\n\n${body}`, 'noclose.md'), body).toThrowErrorMatchingInlineSnapshot(`
        [BuildError: error [markdown] noclose.md:1
          The front matter opened by \`---\` on line 1 is never closed, so the whole file would be read as front matter.
          fix: add a \`---\` line after its last \`key: value\` line, before the page's text]
      `);
    }
  });

  it('rejects front matter that is not a mapping', () => {
    expect(() => parseFrontMatter('---\n- a\n- b\n---\n', 'a.md')).toThrowErrorMatchingInlineSnapshot(`
      [BuildError: error [markdown] a.md:2
        The front matter must be a YAML mapping (\`key: value\` lines).
        fix: write the front matter as \`key: value\` pairs, e.g. \`title: My page\`]
    `);
  });
});

describe('splitFrontMatter', () => {
  // The fast path must give what gray-matter gives, shape for shape, errors included.
  const sources = [
    '',
    'No front matter, --- later',
    '---\ntitle: A\ntags: [a, b]\n---\n\n# Body\n',
    '---\r\ntitle: A\r\n---\r\nWindows line ends',
    '---\n---\nEmpty block',
    '---\n# only a comment\n---\nBody',
    '---\n~\n---\nNull document',
    '---\ntitle: unclosed block',
    '---\ntitle: A\n---',
    '---\ndate: 2024-01-02\nnested:\n  id: x\n---\nBody',
    '\ufeff---\ntitle: BOM\n---\nBody',
    '----\nNot a delimiter',
    '---json\n{"title": "JSON"}\n---\nBody',
    '---\ntitle: [unclosed\n---\nBroken',
  ];
  for (const source of sources) {
    it(`splits ${JSON.stringify(source.slice(0, 24))} as gray-matter does`, () => {
      const expected = (() => {
        try {
          const parsed = matter(source, {});
          return { data: parsed.data, content: parsed.content };
        } catch (error) {
          return { error: String(error) };
        }
      })();
      const actual = (() => {
        try {
          return splitFrontMatter(source);
        } catch (error) {
          return { error: String(error) };
        }
      })();
      expect(actual).toEqual(expected);
    });
  }
});

describe('bodyStartLine', () => {
  it("is the first line of text past the front matter, blank lines skipped", () => {
    expect(bodyStartLine('---\ntitle: Long\ntags: [a]\n---\n\nThe introduction.\n')).toBe(6);
    expect(bodyStartLine('No front matter.\n')).toBe(1);
    expect(bodyStartLine('\n\nText after blank lines.')).toBe(3);
  });

  it('is the line after the front matter when no text follows it', () => {
    expect(bodyStartLine('---\ntitle: Empty\n---\n')).toBe(4);
  });
});
