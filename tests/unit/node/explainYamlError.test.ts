import { describe, expect, it } from 'vitest';
import { load } from 'js-yaml';
import { explainYamlError, unclosedFlowCollection, unclosedQuoteLine } from '../../../src/node/explainYamlError.js';

/** What js-yaml (5, the data files' parser) throws for `source`. */
function yamlError(source: string): unknown {
  try {
    load(source);
  } catch (error) {
    return error;
  }
  throw new Error('expected a YAML error');
}

describe('unclosedQuoteLine', () => {
  it('finds the quote a front matter never closes, over quoted values of several lines', () => {
    expect(unclosedQuoteLine("---\na: 'it''s fine'\nb: \"x \\\" y\"\nc: 'open\n---\n", 1)).toBe(4);
    expect(unclosedQuoteLine('---\na: "closed"\n---\n', 1)).toBeUndefined();
    // A quoted value over two lines is fine; the quote opened after it is the one never closed.
    expect(unclosedQuoteLine('---\ntitle: "multi\n  line ok"\ndescription: "open again\n---\n', 1)).toBe(4);
    expect(unclosedQuoteLine('---\ntitle: T\ntags: ["a", "b]\n---\n', 1)).toBe(3);
  });

  it('reads a YAML file from its first line', () => {
    expect(unclosedQuoteLine('a: "open\nb: 1\n', 0)).toBe(1);
  });
});

describe('unclosedFlowCollection', () => {
  it('finds the flow collection a front matter never closes', () => {
    expect(unclosedFlowCollection('---\ntitle: T\ntags: [a, b\n---\n', 1)).toEqual({ line: 3, column: 7, bracket: '[' });
    expect(unclosedFlowCollection('---\nlist:\n  - [a, b]\n  - {x: [1, 2}\n---\n', 1)).toEqual({ line: 4, column: 5, bracket: '{' });
    // Closed, over several lines, around brackets inside quotes, apostrophes and comments.
    expect(unclosedFlowCollection('---\nkeywords: [\n  a,\n  b\n]\n---\n', 1)).toBeUndefined();
    expect(unclosedFlowCollection('---\ntags: ["a]", \'b[\', it\'s] # [note\nmeta: {a: "}"}\n---\n', 1)).toBeUndefined();
    // A bracket inside a plain value opens nothing.
    expect(unclosedFlowCollection('---\ntitle: a [b\n---\n', 1)).toBeUndefined();
    // The outermost collection still open is the culprit.
    expect(unclosedFlowCollection('---\na: [1, [2, 3]\nb: [4]\n---\n', 1)).toEqual({ line: 2, column: 4, bracket: '[' });
  });

  it('reads a YAML file from its first line', () => {
    expect(unclosedFlowCollection('tags: [a, b\n', 0)).toEqual({ line: 1, column: 7, bracket: '[' });
  });
});

describe('explainYamlError', () => {
  it("points js-yaml 5's \"deficient indentation\" after an unclosed `[` at the line and bracket that opened it", () => {
    const source = 'beta:\n  label: Beta\n  aliases: [one, two\n\ngamma:\n  label: Gamma\n';
    expect(explainYamlError(yamlError(source), source, 0)).toEqual({
      what: 'deficient indentation (the list opened with `[` on this line is never closed)',
      place: { line: 3, column: 12 },
      fix: 'close it with `]` after its last entry, or quote the value if the `[` is part of the text',
    });
  });

  it('points an unclosed quote at its line', () => {
    const source = 'ada:\n  name: "Ada\n  title: Countess\n';
    expect(explainYamlError(yamlError(source), source, 0)).toMatchObject({ what: 'deficient indentation (the quote opened on this line is never closed)', place: { line: 2 } });
  });

  it('keeps where js-yaml stopped when nothing was left open', () => {
    const source = 'ada:\n  name: Ada\n name: Lovelace\n';
    const explained = explainYamlError(yamlError(source), source, 0);
    expect(explained.fix).toBeUndefined();
    expect(explained.place?.line).toBe(3);
  });

  it('points a tab in the indentation at its line, with the fix (bad-input audit: reported a line below, tabs unmentioned)', () => {
    const source = 'title: T\ntags:\n\t- one\n\t- two\n';
    const explained = explainYamlError(yamlError(source), source, 0);
    expect(explained).toMatchObject({ place: { line: 3 }, what: expect.stringContaining('(line 3 is indented with a tab, which YAML does not allow)'), fix: 'indent it with spaces instead of the tab' });
    // A tab below the place js-yaml stopped is not the cause, nor one in a block scalar's text above it (review).
    const later = 'ada:\n  name: Ada\n name: Lovelace\nbio: |\n  \tcode\n';
    expect(explainYamlError(yamlError(later), later, 0).fix).toBeUndefined();
    const above = 'bio: |\n  \tgcc x.c\n  more\n  text\nname: a\nname: b\n';
    expect(explainYamlError(yamlError(above), above, 0).what).not.toContain('tab');
  });
});
