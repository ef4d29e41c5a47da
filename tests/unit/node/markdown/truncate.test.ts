import { describe, expect, it } from 'vitest';
import { compile } from './helpers.js';

describe('truncation', () => {
  it('splits the excerpt at <!-- truncate --> and drops the marker from the body', () => {
    const output = compile('## Intro\n\nFirst.\n\n<!-- truncate -->\n\nSecond.');
    expect(output.hasTruncateMarker).toBe(true);
    expect(output.excerpt!.filter((n) => typeof n !== 'string').map((n) => typeof n !== 'string' && n.t)).toEqual(['h2', 'p']);
    expect(output.body.filter((n) => typeof n !== 'string')).toHaveLength(3);
    expect(JSON.stringify(output.body)).not.toContain('truncate');
  });

  it('accepts {/* truncate */} in MDX', () => {
    const output = compile('First.\n\n{/* truncate */}\n\nSecond.', { isMdx: true });
    expect(output.excerpt).toEqual([{ t: 'p', h: 'First.' }, '\n']);
  });

  it('accepts {/* truncate */} and drops module lines in a .md file too, as Docusaurus 3 reads .md as MDX', () => {
    const output = compile("import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\nFirst.\n\n{/* truncate */}\n\nSecond.");
    expect(output.hasTruncateMarker).toBe(true);
    expect(output.excerpt).toEqual([{ t: 'p', h: 'First.' }, '\n']);
    expect(JSON.stringify(output.body)).not.toContain('import');
  });

  it('leaves the marker written in inline code as text', () => {
    const output = compile('In `.mdx`, write `{/* truncate */}` instead.');
    expect(output.hasTruncateMarker).toBe(false);
    expect(JSON.stringify(output.body)).toContain('{/* truncate */}');
  });

  it('has no excerpt without a marker', () => {
    const output = compile('Only text.');
    expect(output.hasTruncateMarker).toBe(false);
    expect(output.excerpt).toBeUndefined();
  });
});

describe("an excerpt's features", () => {
  it('lists only the features the excerpt itself shows, so a list page does not load what only the full post needs', () => {
    const output = compile('Intro with `code`.\n\n```js\nlet a = 1;\n```\n\n<!-- truncate -->\n\n$$\nx^2\n$$\n\n<details><summary>More</summary>\n\nHidden.\n\n</details>\n\n```mermaid\ngraph TD; A-->B;\n```');
    expect(output.features).toEqual(['code', 'details', 'math', 'mermaid']);
    expect(output.excerptFeatures).toEqual(['code']);
  });

  it('keeps math, tabs and infima classes shown above the marker', () => {
    const output = compile('Inline $x$.\n\n<Tabs><TabItem value="a">A</TabItem></Tabs>\n\n<div className="alert alert--info">Hi</div>\n\n{/* truncate */}\n\nRest.', { isMdx: true });
    expect(output.excerptFeatures).toEqual(output.features);
    expect(output.features).toEqual(['infima', 'math', 'tabs']);
  });

  it('has none without a marker (the list shows the whole post and its features)', () => {
    expect(compile('$x$').excerptFeatures).toBeUndefined();
  });
});
