import { build } from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importedFileLoaders, importedFilesPlugin } from '../../../../src/node/bundle/importedFiles.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-imported-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs a bundle's code and returns what its `url` export held (CommonJS output, evaluated here). */
function exportsOf(code: string): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', 'require', code)(module, module.exports, createRequire(import.meta.url));
  return module.exports;
}

describe('importedFilesPlugin', () => {
  writeFileSync(path.join(dir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dir, 'photo.jpg'), 'not really a jpeg');
  writeFileSync(path.join(dir, 'page.js'), "import logo from './logo.svg';\nimport photo from './photo.jpg';\nexport const urls = [String(logo), photo];\n");
  writeFileSync(path.join(dir, 'entry.js'), "export const load = () => import('./page.js');\n");
  writeFileSync(path.join(dir, 'styles.css'), ".a { background: url('./logo.svg'); }\n");

  it('gives the same served URL from a split chunk of the browser bundle and from the server bundle, and copies the file under it', async () => {
    const client = await build({
      entryPoints: [path.join(dir, 'entry.js')],
      bundle: true,
      splitting: true,
      format: 'esm',
      outdir: path.join(dir, 'out/__folio/assets'),
      chunkNames: 'chunks/[name]-[hash]',
      assetNames: 'media/[name]-[hash]',
      loader: importedFileLoaders,
      plugins: [importedFilesPlugin('/docs-site/__folio/assets/')],
      write: false,
    });
    const server = await build({
      entryPoints: [path.join(dir, 'page.js')],
      bundle: true,
      format: 'cjs',
      platform: 'node',
      outfile: path.join(dir, 'server/ssr.cjs'),
      assetNames: 'media/[name]-[hash]',
      loader: importedFileLoaders,
      plugins: [importedFilesPlugin('/docs-site/__folio/assets/')],
      write: false,
    });
    const serverUrls = exportsOf(server.outputFiles.find((file) => file.path.endsWith('ssr.cjs'))!.text).urls as string[];
    expect(serverUrls).toEqual([expect.stringMatching(/^\/docs-site\/__folio\/assets\/media\/logo-[A-Z0-9]+\.svg$/), expect.stringMatching(/^\/docs-site\/__folio\/assets\/media\/photo-[A-Z0-9]+\.jpg$/)]);
    const chunk = client.outputFiles.find((file) => /chunks[\\/]page-/.test(file.path))!;
    // The chunk sits one folder down, where esbuild's own string would be `../media/…`.
    for (const url of serverUrls) expect(chunk.text).toContain(url.slice('/docs-site/__folio/assets/'.length));
    expect(chunk.text).toContain('/docs-site/__folio/assets/');
    expect(chunk.text).not.toContain('"./media/');
    const copied = client.outputFiles.map((file) => path.relative(path.join(dir, 'out'), file.path).split(path.sep).join('/'));
    for (const url of serverUrls) expect(copied).toContain(url.slice('/docs-site/'.length));
  });

  it("leaves a stylesheet's url() to esbuild", async () => {
    const result = await build({
      entryPoints: [path.join(dir, 'styles.css')],
      bundle: true,
      outdir: path.join(dir, 'css'),
      assetNames: 'media/[name]-[hash]',
      loader: importedFileLoaders,
      plugins: [importedFilesPlugin('/__folio/assets/')],
      write: false,
    });
    const css = result.outputFiles.find((file) => file.path.endsWith('.css'))!.text;
    expect(css).toMatch(/url\("?\.\/media\/logo-[A-Z0-9]+\.svg"?\)/);
  });

  it('reports an image that does not exist at the importing file', async () => {
    writeFileSync(path.join(dir, 'broken.js'), "import missing from './missing.png';\nexport default missing;\n");
    const failure = await build({ entryPoints: [path.join(dir, 'broken.js')], bundle: true, outdir: path.join(dir, 'broken'), write: false, logLevel: 'silent', loader: importedFileLoaders, plugins: [importedFilesPlugin('/')] }).catch((error: { errors: { text: string; location: { file: string; line: number } | null }[] }) => error);
    expect('errors' in failure ? failure.errors[0] : undefined).toMatchObject({ text: expect.stringContaining('missing.png'), location: { file: expect.stringContaining('broken.js'), line: 1 } });
  });
});
