import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMarkdownCompiler } from '../../../../src/node/markdown/compileMarkdown.js';
import {
  IDEAL_IMAGE_DEFAULTS,
  responsiveSrcSet,
  responsiveWidths,
  writeResponsiveImages,
} from '../../../../src/node/markdown/images.js';
import { BuildError } from '../../../../src/node/errors.js';
import { markdownInput, nodesToHtml } from './helpers.js';

const fixture = resolve(__dirname, '../../../fixtures/markdown/images');
const input = (source: string, baseUrl = '/') =>
  markdownInput(source, { file: 'tests/fixtures/markdown/images/page.md', absFile: join(fixture, 'page.md'), baseUrl });
const compiler = createMarkdownCompiler();

describe('images', () => {
  it('turns a relative image into a hashed asset with its size', () => {
    const output = compiler.compile(input('![Wide](./img/wide.png)'));
    expect(output.assets).toEqual([
      { absPath: join(fixture, 'img/wide.png'), url: expect.stringMatching(/^\/assets\/images\/wide-[\da-f]{8}\.png$/) },
    ]);
    expect(nodesToHtml(output.body)).toBe(`<p><img src="${output.assets[0]!.url}" alt="Wide" width="1200" height="800"></p>`);
  });

  it('resolves an @site/ path from the site folder, as Docusaurus does', () => {
    const output = compiler.compile(markdownInput('![Wide](@site/img/wide.png)', { file: 'tests/fixtures/markdown/images/docs/page.md', absFile: join(fixture, 'docs/page.md'), siteDir: fixture }));
    expect(output.assets).toEqual([{ absPath: join(fixture, 'img/wide.png'), url: expect.stringMatching(/^\/assets\/images\/wide-[\da-f]{8}\.png$/) }]);
  });

  it('lazy-loads every image but the first, including HTML images, and decodes spaces', () => {
    const output = compiler.compile(
      input('![a](img/logo.svg)\n\n![b](./img/small%20photo.jpg)\n\n<img src="./img/wide.png" alt="c" />', '/base/'),
    );
    const html = nodesToHtml(output.body);
    expect(html.match(/<img [^>]*>/g)).toEqual([
      expect.stringMatching(/^<img src="\/base\/assets\/images\/logo-\w{8}\.svg" alt="a" width="24" height="12">$/),
      expect.stringMatching(/^<img src="\/base\/assets\/images\/small-photo-\w{8}\.jpg" alt="b" loading="lazy" decoding="async" width="40" height="30">$/),
      expect.stringMatching(/^<img src="\/base\/assets\/images\/wide-\w{8}\.png" alt="c" loading="lazy" decoding="async" width="1200" height="800">$/),
    ]);
    expect(output.assets).toHaveLength(3);
  });

  it('measures a site-path image a static folder holds, and gives it the base URL', () => {
    const staticDirs = [join(fixture, 'no-such-folder'), fixture];
    const output = compiler.compile(markdownInput('![a](/img/logo.svg) ![b](/img/wide.png?v=2) ![c](/base/img/logo.svg) ![d](//cdn.example.com/x.png) ![e](https://example.com/x.png)', { file: 'tests/fixtures/markdown/images/page.md', absFile: join(fixture, 'page.md'), baseUrl: '/base/', staticDirs }));
    // Served from the static folder, not copied as an asset.
    expect(output.assets).toEqual([]);
    expect(nodesToHtml(output.body).match(/<img [^>]*>/g)).toEqual([
      '<img src="/base/img/logo.svg" alt="a" width="24" height="12">',
      '<img src="/base/img/wide.png?v=2" alt="b" loading="lazy" decoding="async" width="1200" height="800">',
      // Written with the base URL already: found without it, and left as written.
      '<img src="/base/img/logo.svg" alt="c" loading="lazy" decoding="async" width="24" height="12">',
      '<img src="//cdn.example.com/x.png" alt="d" loading="lazy" decoding="async">',
      '<img src="https://example.com/x.png" alt="e" loading="lazy" decoding="async">',
    ]);
  });

  it('reports a site-path image no static folder holds at its line, with or without the base URL: an error in markdown, a warning in an <img> tag', () => {
    const staticDirs = [join(fixture, 'no-such-folder'), fixture];
    let error: unknown;
    try {
      compiler.compile(markdownInput('Text\n\n![gone](/img/absent.png)\n\n<img src="/base/img/absent-too.png" alt="h" />', { file: 'tests/fixtures/markdown/images/page.md', absFile: join(fixture, 'page.md'), baseUrl: '/base/', staticDirs }));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).diagnostics).toEqual([
      expect.objectContaining({
        what: 'Image not found: /img/absent.png (no static folder holds img/absent.png; looked in tests/fixtures/markdown/images/no-such-folder/, tests/fixtures/markdown/images/).',
        where: { file: 'tests/fixtures/markdown/images/page.md', line: 3 },
        fix: 'check the path: a site path is served from the static folders (tests/fixtures/markdown/images/img/absent.png for this one); an image beside the markdown file is written relative to it (./img/…), one on another server with its full URL (https://…).',
      }),
    ]);
    // Docusaurus builds an <img> tag whatever it names (a file only the deployed server has):
    // the page builds, and the warning says where.
    const tagOnly = compiler.compile(markdownInput('Text\n\n<img src="/base/img/absent-too.png" alt="h" />\n\n<img src="./img/absent-three.png" alt="r" />', { file: 'tests/fixtures/markdown/images/page.mdx', absFile: join(fixture, 'page.mdx'), baseUrl: '/base/', staticDirs, isMdx: true }));
    expect(tagOnly.warnings).toEqual([
      expect.objectContaining({ what: expect.stringMatching(/^Image not found: \/base\/img\/absent-too\.png \(no static folder holds img\/absent-too\.png;/), where: { file: 'tests/fixtures/markdown/images/page.mdx', line: 3 } }),
      expect.objectContaining({ what: expect.stringMatching(/^Image not found: \.\/img\/absent-three\.png \(looked for /), where: { file: 'tests/fixtures/markdown/images/page.mdx', line: 5 } }),
    ]);
    expect(JSON.stringify(tagOnly.body)).not.toMatch(/from-?markdown|markdown-?image/i);
  });

  it('marks no image of the page with the attribute that tells markdown images apart', () => {
    const output = compiler.compile(markdownInput('![wide](./img/wide.png)\n\n<img src="./img/wide.png" alt="t" />', { file: 'tests/fixtures/markdown/images/page.md', absFile: join(fixture, 'page.md') }));
    expect(JSON.stringify(output.body)).not.toMatch(/from-?markdown|markdown-?image/i);
  });

  it("makes an image an MDX file requires a hashed asset like a markdown image, and gives useBaseUrl's its base URL", () => {
    const source = [
      "<img src={require('./img/wide.png').default} alt=\"r\" />",
      "<img src={require('@site/img/logo.svg').default} alt=\"s\" width=\"64\" />",
      "<img src={useBaseUrl('/img/logo.svg')} alt=\"u\" />",
      "<img src={useBaseUrl('img/x.png')} alt=\"v\" />",
    ].join('\n\n');
    const output = compiler.compile({ ...input(source, '/base/'), isMdx: true, siteDir: fixture });
    expect(output.assets.map((asset) => asset.absPath)).toEqual([join(fixture, 'img/wide.png'), join(fixture, 'img/logo.svg')]);
    expect(nodesToHtml(output.body).match(/<img [^>]*>/g)).toEqual([
      expect.stringMatching(/^<img src="\/base\/assets\/images\/wide-\w{8}\.png" alt="r" width="1200" height="800">$/),
      expect.stringMatching(/^<img src="\/base\/assets\/images\/logo-\w{8}\.svg" alt="s" width="64" loading="lazy" decoding="async">$/),
      '<img src="/base/img/logo.svg" alt="u" loading="lazy" decoding="async">',
      '<img src="/base/img/x.png" alt="v" loading="lazy" decoding="async">',
    ]);
  });

  it('leaves site-absolute and external images where they are', () => {
    const output = compiler.compile(input('![a](/img/logo.png) ![b](https://example.com/x.png)'));
    expect(output.assets).toEqual([]);
    expect(nodesToHtml(output.body)).toContain('<img src="/img/logo.png" alt="a">');
  });

  it('reports a missing image with file and line', () => {
    let error: unknown;
    try {
      compiler.compile(input('Text\n\n![gone](./img/missing.png)'));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).diagnostics[0]).toMatchObject({
      what: expect.stringMatching(/^Image not found: \.\/img\/missing\.png/),
      where: { file: 'tests/fixtures/markdown/images/page.md', line: 3 },
      fix: expect.stringContaining('relative to the markdown file'),
    });
  });

  it("names the site's static folders, not the default public/, in the fix for a missing image", () => {
    const staticDirs = [join(fixture, 'static'), join(fixture, 'assets')];
    const diagnostics = (source: string) => {
      try {
        compiler.compile(markdownInput(source, { file: 'tests/fixtures/markdown/images/page.md', absFile: join(fixture, 'page.md'), staticDirs }));
      } catch (caught) {
        return (caught as BuildError).diagnostics;
      }
      return [];
    };
    expect(diagnostics('![gone](./img/missing.png)').map((d) => d.fix)).toEqual([
      'check the path: images are resolved relative to the markdown file (or to the site folder after @site/); put site-wide images in tests/fixtures/markdown/images/static/ or tests/fixtures/markdown/images/assets/ and link them as /img/…',
    ]);
    expect(diagnostics('---\nimage: ./missing.png\n---\nText').map((d) => d.fix)).toEqual([
      'check the path: it is resolved relative to the markdown file; a site-wide image goes in tests/fixtures/markdown/images/static/ or tests/fixtures/markdown/images/assets/ and is written as /img/…',
    ]);
  });

  it('adds a srcset of WebP variants to raster images with idealImage', () => {
    const ideal = createMarkdownCompiler({ idealImage: IDEAL_IMAGE_DEFAULTS });
    const output = ideal.compile(input('![a](./img/wide.png) ![b](./img/logo.svg)'));
    const url = output.assets[0]!.url.replace(/\.png$/, '');
    expect(nodesToHtml(output.body)).toContain(`srcset="${url}-640w.webp 640w, ${url}-1030w.webp 1030w"`);
    expect(nodesToHtml(output.body).match(/srcset/g)).toHaveLength(1);
  });
});

describe('responsive images', () => {
  it('never makes variants wider than the original', () => {
    expect(responsiveWidths(1200, IDEAL_IMAGE_DEFAULTS)).toEqual([640, 1030]);
    expect(responsiveWidths(800, IDEAL_IMAGE_DEFAULTS)).toEqual([640]);
    expect(responsiveWidths(300, IDEAL_IMAGE_DEFAULTS)).toEqual([]);
    expect(responsiveSrcSet('/a.png', 800, IDEAL_IMAGE_DEFAULTS)).toBe('/a-640w.webp 640w, /a.png 800w');
  });

  const outDir = mkdtempSync(join(tmpdir(), 'folio-images-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('writes the variants the srcset names', async () => {
    const asset = { absPath: join(fixture, 'img/wide.png'), url: '/assets/images/wide-12345678.png' };
    const srcSet = await writeResponsiveImages(asset, outDir, IDEAL_IMAGE_DEFAULTS);
    expect(srcSet).toBe('/assets/images/wide-12345678-640w.webp 640w, /assets/images/wide-12345678-1030w.webp 1030w');
    expect(readdirSync(join(outDir, 'assets/images')).sort()).toEqual(['wide-12345678-1030w.webp', 'wide-12345678-640w.webp']);
    expect(await writeResponsiveImages({ ...asset, absPath: join(fixture, 'img/logo.svg') }, outDir)).toBe('');
    // Linked rather than shown: downloaded as it is.
    expect(await writeResponsiveImages({ ...asset, url: '/assets/files/wide-12345678.png' }, outDir)).toBe('');
    expect(readdirSync(outDir)).toEqual(['assets']);
  });

  it('names an image sharp cannot read, with the fix, rather than failing with its stack (bad-input audit)', async () => {
    // The header says 1200 pixels wide; the pixels are cut off.
    const broken = join(outDir, 'broken.png');
    writeFileSync(broken, readFileSync(join(fixture, 'img/wide.png')).subarray(0, 120));
    const error = await writeResponsiveImages({ absPath: broken, url: '/assets/images/broken-12345678.png' }, join(outDir, 'out-broken')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).diagnostics[0]).toMatchObject({ plugin: 'images', where: { file: expect.stringMatching(/broken\.png$/) }, what: expect.stringMatching(/^Cannot make the \d+px WebP variant of this image for idealImage: /), fix: expect.stringContaining('sharp can read') });
  });

  it('warns of a file named like a picture whose content is none (bad-input audit: a broken image, silently)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'folio-fake-image-'));
    try {
      writeFileSync(join(dir, 'fake.png'), 'not a picture\n');
      writeFileSync(join(dir, 'wide.png'), readFileSync(join(fixture, 'img/wide.png')));
      const output = compiler.compile(markdownInput('Text\n\n![fake](./fake.png)\n\n![real](./wide.png)', { file: 'docs/page.md', absFile: join(dir, 'page.md') }));
      expect(output.warnings).toEqual([expect.objectContaining({ where: { file: 'docs/page.md', line: 3 }, what: 'Image ./fake.png is named like a PNG file, but its content is not an image this build can read: browsers will show it broken.' })]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('links the variants an earlier output holds instead of making them again, and makes the ones it lacks', async () => {
    const asset = { absPath: join(fixture, 'img/wide.png'), url: '/assets/images/wide-12345678.png' };
    const previous = mkdtempSync(join(tmpdir(), 'folio-images-previous-'));
    const next = mkdtempSync(join(tmpdir(), 'folio-images-next-'));
    try {
      await writeResponsiveImages(asset, previous, IDEAL_IMAGE_DEFAULTS);
      rmSync(join(previous, 'assets/images/wide-12345678-1030w.webp'));
      const srcSet = await writeResponsiveImages(asset, next, IDEAL_IMAGE_DEFAULTS, previous);
      expect(srcSet).toBe('/assets/images/wide-12345678-640w.webp 640w, /assets/images/wide-12345678-1030w.webp 1030w');
      const inode = (dir: string, name: string) => statSync(join(dir, 'assets/images', name)).ino;
      // The 640 px one is the earlier output's file; the 1030 px one, missing there, was made.
      expect(inode(next, 'wide-12345678-640w.webp')).toBe(inode(previous, 'wide-12345678-640w.webp'));
      expect(statSync(join(next, 'assets/images/wide-12345678-1030w.webp')).size).toBeGreaterThan(0);
    } finally {
      rmSync(previous, { recursive: true, force: true });
      rmSync(next, { recursive: true, force: true });
    }
  });
});

describe('front matter image', () => {
  it('is an asset when written relative to the file, and left alone as a site path or URL', () => {
    const relative = compiler.compile(input('---\nimage: ./img/wide.png\n---\n\nText.'));
    expect(relative.frontMatter.image).toMatch(/^\/assets\/images\/wide-[\da-f]{8}\.png$/);
    expect(relative.assets.map((asset) => asset.url)).toEqual([relative.frontMatter.image]);
    expect(compiler.compile(input('---\nimage: /img/card.png\n---\n\nText.')).frontMatter.image).toBe('/img/card.png');
    expect(compiler.compile(input('---\nimage: https://cdn.example.com/card.png\n---\n\nText.')).frontMatter.image).toBe('https://cdn.example.com/card.png');
  });

  it('reports a relative one that does not exist, at its line (audit: no line)', () => {
    let caught: unknown;
    try {
      compiler.compile(input('---\ntitle: Page\nimage: ./img/missing.png\n---\n\nText.'));
    } catch (error) {
      caught = error;
    }
    expect((caught as BuildError).diagnostics).toEqual([expect.objectContaining({ where: { file: 'tests/fixtures/markdown/images/page.md', line: 3 }, what: expect.stringMatching(/^Front matter image not found: \.\/img\/missing\.png/) })]);
  });

  it("makes a post author's image written relative to the file an asset, as Docusaurus does (blog audit: the author showed no picture)", () => {
    const output = compiler.compile(input('---\nauthors:\n  - key: ann\n    image_url: ./img/wide.png\n  - name: Bo\n    imageURL: https://example.com/bo.png\nauthor_image_url: ./img/logo.svg\n---\n\nText.'));
    const [ann, bo] = output.frontMatter.authors as { image_url?: string; imageURL?: string }[];
    expect(ann!.image_url).toMatch(/^\/assets\/images\/wide-[\da-f]{8}\.png$/);
    expect(bo!.imageURL).toBe('https://example.com/bo.png');
    expect(output.frontMatter.author_image_url).toMatch(/^\/assets\/images\/logo-[\da-f]{8}\.svg$/);
    expect(output.assets.map((asset) => asset.url).sort()).toEqual([ann!.image_url, output.frontMatter.author_image_url].sort());
  });

  it("reports a post author's missing picture as the author's, at its own line (verification audit: a front matter image, at authors:)", () => {
    let caught: unknown;
    try {
      compiler.compile(input('---\ntitle: Post\nauthors:\n  - key: ann\n    image_url: ./img/ann.png\n---\n\nText.'));
    } catch (error) {
      caught = error;
    }
    expect((caught as BuildError).diagnostics).toEqual([expect.objectContaining({ where: { file: 'tests/fixtures/markdown/images/page.md', line: 5 }, what: expect.stringMatching(/^Author image not found: \.\/img\/ann\.png/) })]);
  });
});
