// The "Edit this page" link, from a URL start or from a function as Docusaurus takes it (BYO audit
// of Prettier's docs: a function was refused by the config check).
import { describe, expect, it } from 'vitest';
import { editUrlFor } from '../../../../src/node/plugins/editUrl.js';
import { siteConfigSchema } from '../../../../src/node/config/schema.js';

describe('editUrlFor', () => {
  const params = { version: 'current', versionDocsDirPath: 'docs', docPath: 'api.md', permalink: '/docs/api', locale: 'en' };

  it("ends a URL start with the file's path from the site folder", () => {
    expect(editUrlFor('https://github.com/acme/site/edit/main', 'docs/api.md', params)).toBe('https://github.com/acme/site/edit/main/docs/api.md');
    expect(editUrlFor(undefined, 'docs/api.md', params)).toBeUndefined();
  });

  it('gives a function what Docusaurus gives it, and takes no link from it when it returns none', () => {
    expect(editUrlFor(({ docPath, version }: typeof params) => `https://github.com/prettier/prettier/edit/main/docs/${docPath}?v=${version}`, '../docs/api.md', params)).toBe('https://github.com/prettier/prettier/edit/main/docs/api.md?v=current');
    expect(editUrlFor(() => undefined, 'docs/api.md', params)).toBeUndefined();
  });

  it('is accepted as a function by the config of docs and blog instances', () => {
    const fn = () => 'https://example.com/edit';
    const config = siteConfigSchema.parse({ title: 'T', url: 'https://example.com', docs: [{ editUrl: fn }], blog: [{ editUrl: fn }] });
    expect(config.docs[0]!.editUrl).toBe(fn);
    expect(config.blog[0]!.editUrl).toBe(fn);
  });
});
