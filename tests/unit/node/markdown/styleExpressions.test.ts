import { describe, expect, it } from 'vitest';
import { compile, compileToHtml } from './helpers.js';

const mdx = { isMdx: true, file: 'content/docs/a.mdx' };

describe('<style> with an expression in .mdx (issue 3 audit)', () => {
  it('gives a template literal or string child its CSS text', () => {
    expect(compileToHtml('<style>{`.red-h{color:rgb(255,0,0)}`}</style>\n\n<p className="red-h">red</p>', mdx)).toBe('<style>.red-h{color:rgb(255,0,0)}</style>\n<p class="red-h">red</p>');
    expect(compileToHtml("<style>{'.a{color:red}'}</style>", mdx)).toBe('<style>.a{color:red}</style>');
  });

  it('keeps the lines below where they were, whatever the literal’s escapes', () => {
    const output = compile('<style>{`\n.a { color: red; }\n`}</style>\n\n<style>{".b{}\\n.c{}"}</style>\n\n[x](/docs/x)', mdx);
    expect(output.links).toEqual([{ url: '/docs/x', line: 7 }]);
  });

  it('leaves an expression that needs code to run as written, with a warning at its line', () => {
    const output = compile('Text.\n\n<style>{`.a{color:${color}}`}</style>', mdx);
    expect(output.warnings).toEqual([expect.objectContaining({ where: { file: 'content/docs/a.mdx', line: 3 }, what: expect.stringContaining('{`.a{color:${color}}`}') })]);
  });
});
