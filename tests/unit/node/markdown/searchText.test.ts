import { describe, expect, it } from 'vitest';
import { compile } from './helpers.js';

describe('search text', () => {
  it('cuts the plain text into sections at headings', () => {
    const output = compile(
      '---\ntitle: Guide\n---\nIntro *text*.\n\n## Install {#install}\n\n- one\n- two\n\n```sh\nnpm i folio\n```\n\n### Then\n\nDone[^1].\n\n[^1]: Foot.',
    );
    expect(output.searchText).toEqual([
      { heading: 'Guide', id: '', level: 1, text: 'Intro text.' },
      { heading: 'Install', id: 'install', level: 2, text: 'one two npm i folio' },
      { heading: 'Then', id: 'then', level: 3, text: 'Done1. Foot. ↩' },
    ]);
  });

  it('collapses every run of white space, zero-width spaces included, to one space', () => {
    const output = compile('Tabs\tand  spaces,\na line break,\u00a0a no-break space and a zero\u200Bwidth one.\n\n   \n\nNext paragraph.');
    expect(output.searchText).toEqual([{ heading: '', id: '', level: 1, text: 'Tabs and spaces, a line break, a no-break space and a zero width one. Next paragraph.' }]);
  });

  it('reads a formula as its TeX source, in a heading as in the text', () => {
    const output = compile('## Energy $E = mc^2$\n\nWith $c$ the speed of light:\n\n$$\na^2 + b^2\n$$\n\nDone.');
    expect(output.searchText).toEqual([{ heading: 'Energy E = mc^2', id: 'energy-e--mc2', level: 2, text: 'With c the speed of light: a^2 + b^2 Done.' }]);
  });

  it('has no empty intro section', () => {
    expect(compile('## Only').searchText).toEqual([{ heading: 'Only', id: 'only', level: 2, text: '' }]);
  });
});

describe('summary', () => {
  it("is the text of the page's first paragraph, for a page without a description", () => {
    expect(compile('# Title\n\n## Setup\n\nInstall **the** [tool](https://example.com) first.\n\nThen more.').summary).toBe('Install the tool first.');
    expect(compile('- only\n- a list').summary).toBeUndefined();
    expect(compile('Mass and energy: $E = mc^2$.').summary).toBe('Mass and energy: E = mc^2.');
  });
});
