import { describe, expect, it } from 'vitest';
import { mdTreeToHtml } from '../../../../src/node/render/mdTreeToHtml.js';

describe('mdTreeToHtml (feeds)', () => {
  it("keeps a component's content in a box, and leaves no empty box for one with none (a site's <Counter />)", () => {
    expect(mdTreeToHtml([{ t: 'p', c: ['Before '] }, { t: 'Site:src/Counter.js#default', p: { label: 'x' } }, { t: 'Tabs', p: {}, c: [{ t: 'TabItem', p: { value: 'a' }, c: ['A'] }] }])).toBe('<p>Before </p><div><div>A</div></div>');
  });
});
