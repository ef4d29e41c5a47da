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
