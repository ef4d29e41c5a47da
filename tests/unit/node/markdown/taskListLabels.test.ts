import { describe, expect, it } from 'vitest';
import { compileToHtml } from './helpers.js';

describe('task list labels', () => {
  it('names each checkbox by its task, leaving a nested list outside the label', () => {
    const html = compileToHtml('- [x] Parse front matter\n- [ ] Write the notes\n  - [ ] Nested task\n');
    expect(html).toContain('<li class="task-list-item"><label><input type="checkbox" checked disabled> Parse front matter</label></li>');
    expect(html).toMatch(/<label><input type="checkbox" disabled> Write the notes<\/label>\s*<ul/);
    expect(html).toContain('<label><input type="checkbox" disabled> Nested task</label>');
  });

  it('labels the first paragraph of a loose task item', () => {
    const html = compileToHtml('- [x] First task\n\n  More about it.\n\n- [ ] Second task\n');
    expect(html).toContain('<p><label><input type="checkbox" checked disabled> First task</label></p>');
    expect(html).toContain('<p>More about it.</p>');
  });

  it('keeps inline markup of the task inside the label', () => {
    expect(compileToHtml('- [ ] Run `npm test` **twice**\n')).toContain('<label><input type="checkbox" disabled> Run <code>npm test</code> <strong>twice</strong></label>');
  });
});
