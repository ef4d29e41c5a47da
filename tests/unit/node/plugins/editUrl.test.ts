// The "Edit this page" link, from a URL start or from a function as Docusaurus takes it (BYO audit
// of Prettier's docs: a function was refused by the config check).
import { describe, expect, it } from 'vitest';
import { editUrlFor, guardedEditUrl } from '../../../../src/node/plugins/editUrl.js';
import { BuildError } from '../../../../src/node/errors.js';
import { siteConfigSchema } from '../../../../src/node/config/schema.js';
import { smallSiteLoader } from '../../../support/loadSmallSite.js';

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

describe('the place an editUrl function is given', () => {
  const load = smallSiteLoader('edit-url');
  const editUrls = async (config: Record<string, unknown>, files: Record<string, string>) =>
    Object.fromEntries(((await load(files, config)).routes ?? []).filter((route) => (route.props as { editUrl?: string }).editUrl).map((route) => [route.path, (route.props as { editUrl: string }).editUrl]));

  it("is Docusaurus's: the folder from the site folder, normalised, the file from it, and the URL with the base (review)", async () => {
    const show = (params: Record<string, string>) => `https://example.com/edit?${new URLSearchParams(params)}`;
    const urls = await editUrls(
      { baseUrl: '/base/', docs: [{ path: './docs/', routeBasePath: 'docs', sidebarPath: false, editUrl: show }], blog: [{ path: 'blog', routeBasePath: 'blog', editUrl: show, onUntruncatedBlogPosts: 'ignore' }], pages: [] },
      { 'docs/guides/intro.md': '# Intro\n', 'blog/2024-01-02-hello.md': '# Hello\n' },
    );
    expect(urls).toEqual({
      '/docs/guides/intro': show({ version: 'current', versionDocsDirPath: 'docs', docPath: 'guides/intro.md', permalink: '/base/docs/guides/intro', locale: 'en' }),
      '/blog/2024/01/02/hello': show({ blogDirPath: 'blog', blogPath: '2024-01-02-hello.md', permalink: '/base/blog/2024/01/02/hello', locale: 'en' }),
    });
  });
});

describe('guardedEditUrl', () => {
  it("makes a function that throws a problem at the option's line, naming the file (bad-input audit: a stack trace)", () => {
    const source = "export default defineConfig({\n  docs: [\n    {\n      path: 'docs',\n      editUrl: ({ docPath }) => {\n        throw new Error('no edit for ' + docPath);\n      },\n    },\n  ],\n});\n";
    const guarded = guardedEditUrl<{ docPath: string }>(({ docPath }) => {
      throw new Error(`no edit for ${docPath}`);
    }, { file: 'site.config.ts', source, keyPath: ['docs', 0] }, 'docs', (params) => params.docPath);
    let caught: unknown;
    try {
      editUrlFor(guarded, 'docs/intro.md', { docPath: 'intro.md' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(BuildError);
    expect((caught as BuildError).diagnostics).toEqual([
      { plugin: 'docs', where: { file: 'site.config.ts', line: 5 }, what: 'The editUrl function threw for intro.md: no edit for intro.md', fix: 'Make it return the URL, or undefined for no edit link, for every doc: it is called once for each.' },
    ]);
    // A string, or a function that answers, is left as it is.
    expect(guardedEditUrl('https://e.com/edit/', undefined, 'blog', () => '')).toBe('https://e.com/edit/');
    expect(editUrlFor(guardedEditUrl<{ blogPath: string }>(({ blogPath }) => `https://e.com/${blogPath}`, undefined, 'blog', (p) => p.blogPath), 'blog/a.md', { blogPath: 'a.md' })).toBe('https://e.com/a.md');
  });
});
