import { describe, expect, it } from 'vitest';
import { compile, compileToHtml } from './helpers.js';
import { isNpm2yarn, packageManagerTabs, withoutNpm2yarn } from '../../../../src/node/markdown/npm2yarn.js';

describe('npm2yarn', () => {
  it('converts the commands for each tab, as the Docusaurus plugin does', () => {
    expect(packageManagerTabs('npm install --save-dev jest\nnpm run build')).toEqual([
      { value: 'npm', label: 'npm', source: 'npm install --save-dev jest\nnpm run build' },
      { value: 'yarn', label: 'Yarn', source: 'yarn add --dev jest\nyarn build' },
      { value: 'pnpm', label: 'pnpm', source: 'pnpm add --save-dev jest\npnpm run build' },
    ]);
  });

  it('is asked for by the word in the meta, which the tabs\' blocks leave out', () => {
    expect([isNpm2yarn('npm2yarn'), isNpm2yarn('title="a" npm2yarn {1}'), isNpm2yarn('npm2yarnx'), isNpm2yarn(undefined)]).toEqual([true, true, false, false]);
    expect(withoutNpm2yarn('title="a" npm2yarn {1}')).toBe('title="a"  {1}');
  });

  it('makes the fence a tab group shared across the site, each tab with the title, and loads the tabs with the page', () => {
    const output = compile('```bash npm2yarn title="Install"\nnpm install\n```\n');
    expect(output.features).toContain('tabs');
    const html = compileToHtml('```bash npm2yarn title="Install"\nnpm install\n```\n');
    expect(html).toMatch(/^<Tabs data-props='\{"groupId":"npm2yarn"\}'><TabItem data-props='\{"value":"npm","label":"npm"\}'><div class="code-block language-bash"/);
    expect(html.match(/<div class="code-block-title">Install<\/div>/g)).toHaveLength(3);
    expect(html).toContain('yarn</span> <span class="token function">install</span>');
  });
});
