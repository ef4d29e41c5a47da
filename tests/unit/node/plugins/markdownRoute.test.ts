import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../../src/node/config/validateConfig.js';
import { markdownInput } from '../../../../src/node/plugins/markdownRoute.js';

describe('markdownInput', () => {
  it("looks markdown links up from the file's content folder, then the site folder, as site paths", () => {
    const siteDir = path.join(process.cwd(), 'sites/docusaurus');
    const file = { relPath: 'guide/page.md', sitePath: 'sites/docusaurus/versioned_docs/version-1.0.0/guide/page.md', absPath: path.join(siteDir, 'versioned_docs/version-1.0.0/guide/page.md'), source: '' };
    const ctx = { config: validateConfig({ title: 'Site', url: 'https://example.com', baseUrl: '/' }, 'site.config.ts'), siteDir };
    expect(markdownInput(file, ctx, {}).linkRoots).toEqual(['sites/docusaurus/versioned_docs/version-1.0.0', 'sites/docusaurus']);
    expect(markdownInput({ ...file, sitePath: 'docs/guide/page.md' }, { ...ctx, siteDir: process.cwd() }, {}).linkRoots).toEqual(['docs', '']);
  });
});
