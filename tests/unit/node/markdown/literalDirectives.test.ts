import { describe, expect, it } from 'vitest';
import { compile, compileToHtml } from './helpers.js';

describe('unknown directives stay as written', () => {
  it('keeps times and emoji shortcodes in prose', () => {
    expect(compileToHtml('Meet at 10:30, say :smile: or :wave[hi]{a=1} now.')).toBe(
      '<p>Meet at 10:30, say :smile: or :wave[hi]{a=1} now.</p>',
    );
  });

  it('keeps an unknown container directive and renders its content', () => {
    expect(compileToHtml(':::foo\nSome **bold** text\n:::')).toBe(
      '<p>:::foo</p>\n<p>Some <strong>bold</strong> text</p>\n<p>:::</p>',
    );
  });

  it('warns at its line about an unknown container, naming the admonition it likely meant', () => {
    const output = compile('Intro\n\n:::warnin\nTypo\n:::\n\n:::caution\nFine\n:::');
    expect(output.warnings).toEqual([
      {
        what: '`:::warnin` is not an admonition (note, tip, info, warning, danger, caution) and is shown as written',
        where: { file: 'content/docs/guide/page.md', line: 3 },
        fix: 'did you mean `:::warning`?',
        plugin: 'markdown',
      },
    ]);
  });

  it('says how to keep a name no admonition is near as text, and the escaped form does not warn', () => {
    expect(compile(':::zebra\nx\n:::').warnings).toEqual([
      expect.objectContaining({ fix: 'use one of `:::note`, `:::tip`, `:::info`, `:::warning`, `:::danger`, `:::caution`, or write `\\:::zebra` for text' }),
    ]);
    expect(compile('\\:::zebra\nx\n:::').warnings).toBeUndefined();
    expect(compileToHtml('\\:::zebra\nx\n:::')).toBe('<p>:::zebra\nx\n:::</p>');
  });

  it('keeps leaf directives', () => {
    expect(compileToHtml('::youtube[Video]{#abc}')).toBe('<p>::youtube[Video]{#abc}</p>');
  });

  it('does not turn an admonition name used inline into a box', () => {
    expect(compileToHtml('A :note here')).toBe('<p>A :note here</p>');
  });
});
