// Each folder of tests/fixtures/markdown holds an input (input.md or input.mdx) and the
// expected body (output.html, components shown as `<Tabs data-props='…'>`). After a deliberate
// change, regenerate with `UPDATE_FIXTURES=1 npx vitest run tests/unit/node/markdown/fixtures.test.ts`
// and review the diff like code.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compile, nodesToHtml } from './helpers.js';

const root = resolve(__dirname, '../../../fixtures/markdown');
const update = process.env.UPDATE_FIXTURES === '1';
const cases = readdirSync(root).filter((name) => ['input.md', 'input.mdx'].some((file) => existsSync(join(root, name, file))));

describe('markdown fixtures', () => {
  it.each(cases)('%s', (name) => {
    const isMdx = existsSync(join(root, name, 'input.mdx'));
    const inputFile = join(root, name, isMdx ? 'input.mdx' : 'input.md');
    const output = compile(readFileSync(inputFile, 'utf8'), {
      file: `tests/fixtures/markdown/${name}/${isMdx ? 'input.mdx' : 'input.md'}`,
      absFile: inputFile,
      isMdx,
    });
    const html = `${nodesToHtml(output.body).trim()}\n`;
    const expectedFile = join(root, name, 'output.html');
    if (update || !existsSync(expectedFile)) writeFileSync(expectedFile, html);
    expect(html).toBe(readFileSync(expectedFile, 'utf8'));
  });
});
