import { describe, expect, it } from 'vitest';
import { stripMdxSyntax } from '../../../../src/node/markdown/mdxSyntax.js';
import { compile } from './helpers.js';

describe('stripMdxSyntax', () => {
  it('blanks import/export blocks up to the next blank line, keeping lines', () => {
    const source = "import A from 'a';\nimport {\n  B,\n} from 'b';\n\nexport const x = 1;\n\nText";
    expect(stripMdxSyntax(source)).toBe('\n\n\n\n\n\n\nText');
  });

  it('only strips import/export at the start of a paragraph', () => {
    expect(stripMdxSyntax('Some text\nimport this sentence')).toBe('Some text\nimport this sentence');
  });

  it('removes JSX comments and keeps their lines', () => {
    expect(stripMdxSyntax('a {/* one\ntwo */} b')).toBe('a \n b');
  });

  it('turns the MDX truncate comment into the markdown marker', () => {
    expect(stripMdxSyntax('Intro\n\n{/* truncate */}\n\nRest')).toBe('Intro\n\n<!-- truncate -->\n\nRest');
  });

  it('leaves code blocks alone in a whole compile', () => {
    const output = compile("```js\nimport a from 'a';\n{/* kept */}\n```", { isMdx: true });
    expect(JSON.stringify(output.body)).toContain('kept');
    expect(JSON.stringify(output.body)).toContain('import');
  });
});
