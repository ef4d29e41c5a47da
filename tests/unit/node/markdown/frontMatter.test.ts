import { describe, expect, it } from 'vitest';
import { BuildError } from '../../../../src/node/errors.js';
import { parseFrontMatter } from '../../../../src/node/markdown/frontMatter.js';

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

  it('rejects front matter that is not a mapping', () => {
    expect(() => parseFrontMatter('---\n- a\n- b\n---\n', 'a.md')).toThrowErrorMatchingInlineSnapshot(`
      [BuildError: error [markdown] a.md:2
        The front matter must be a YAML mapping (\`key: value\` lines).
        fix: write the front matter as \`key: value\` pairs, e.g. \`title: My page\`]
    `);
  });
});
