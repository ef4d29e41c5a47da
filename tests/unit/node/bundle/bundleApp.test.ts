import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleClient, createClientBundler } from '../../../../src/node/bundle/bundleApp.js';
import { registryModules, themeStylesheets } from '../../../../src/node/build/sitePieces.js';
import { siteConfigSchema } from '../../../../src/node/config/schema.js';
import { siteComponentFeature } from '../../../../src/shared/siteComponents.js';
import { isBuildError, type Diagnostic } from '../../../../src/node/errors.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-bundler-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('createClientBundler', () => {
  it("bundles each page feature's stylesheet apart from the one every page loads, and names its URL", async () => {
    const config = siteConfigSchema.parse({ title: 'T', url: 'https://example.com' });
    const bundler = await createClientBundler({ modules: registryModules(config, dir, []), ...themeStylesheets(), outDir: path.join(dir, 'out-styles'), baseUrl: '/base/' });
    try {
      const bundle = await bundler.rebuild();
      expect(bundle.featureStyles.infima).toMatch(/^\/base\/__folio\/assets\/feature-infima-\w+\.css$/);
      const text = (url: string) => new TextDecoder().decode(bundle.contents.get(url));
      expect(text(bundle.featureStyles.infima!)).toContain('.card__header');
      // Pages without the feature never download its rules.
      expect(text(bundle.stylesheet)).not.toContain('.card__header');
      expect(bundle.files).toContain(bundle.featureStyles.infima!.slice('/base/'.length));
    } finally {
      await bundler.dispose();
    }
  }, 60_000);

  it("bundles the own module of an MDX page kept beside the site folder (website/ with ../docs, as Redux's site; BYO audit: no loader for .mdx)", async () => {
    const siteDir = path.join(dir, 'beside', 'website');
    mkdirSync(siteDir, { recursive: true });
    mkdirSync(path.join(dir, 'beside', 'docs'), { recursive: true });
    // A package installed in the site folder, imported from there too (verification audit: "Could not resolve").
    mkdirSync(path.join(siteDir, 'node_modules', 'tinypkg'), { recursive: true });
    writeFileSync(path.join(siteDir, 'node_modules', 'tinypkg', 'package.json'), '{ "name": "tinypkg", "version": "1.0.0", "main": "index.js" }');
    writeFileSync(path.join(siteDir, 'node_modules', 'tinypkg', 'index.js'), "module.exports = function tiny(a) { return 'tiny from the site ' + a; };\n");
    writeFileSync(path.join(dir, 'beside', 'docs', 'page.mdx'), "---\ntitle: Page\n---\n\nimport tiny from 'tinypkg';\n\nexport const Hi = () => <b>hi from docs {tiny('x')}</b>;\n\n<Hi />\n");
    writeFileSync(path.join(dir, 'beside', 'docs', 'Shout.js'), 'export default function Shout() {\n  return <strong>shout</strong>;\n}\n');
    const config = siteConfigSchema.parse({ title: 'T', url: 'https://example.com' });
    const features = [siteComponentFeature('../docs/page.mdx'), siteComponentFeature('../docs/Shout.js')];
    const bundler = await createClientBundler({ modules: registryModules(config, siteDir, [], features), ...themeStylesheets(), outDir: path.join(dir, 'out-beside'), baseUrl: '/', siteDir });
    try {
      const bundle = await bundler.rebuild();
      const code = [...bundle.contents.values()].map((file) => new TextDecoder().decode(file)).join('\n');
      expect(code).toContain('hi from docs');
      expect(code).toContain('tiny from the site');
      expect(code).toContain('shout');
    } finally {
      await bundler.dispose();
    }
  }, 60_000);

  it("resolves a site's tsconfig path alias (`@components/…`) and lists the tsconfig among the inputs, so a cached bundle does not outlive its edit", async () => {
    const siteDir = path.join(dir, 'aliased');
    mkdirSync(path.join(siteDir, 'src', 'components'), { recursive: true });
    writeFileSync(path.join(siteDir, 'tsconfig.json'), '{ "compilerOptions": { "baseUrl": ".", "paths": { "@components/*": ["src/components/*"] } } }');
    writeFileSync(path.join(siteDir, 'src', 'components', 'Hello.tsx'), 'export default function Hello() {\n  return <p>hello through the alias</p>;\n}\n');
    writeFileSync(path.join(siteDir, 'src', 'Item.tsx'), "import Hello from '@components/Hello';\nexport default function Item() {\n  return <Hello />;\n}\n");
    const config = siteConfigSchema.parse({ title: 'T', url: 'https://example.com', themeComponents: { 'navbarItem:custom-item': 'src/Item.tsx' } });
    const inputs = new Set<string>();
    const outDir = path.join(dir, 'out-aliased');
    const bundle = await bundleClient({ modules: registryModules(config, siteDir, []), ...themeStylesheets(), outDir, baseUrl: '/', siteDir, inputs });
    const code = bundle.files.filter((file) => file.endsWith('.js')).map((file) => readFileSync(path.join(outDir, file), 'utf8')).join('\n');
    expect(code).toContain('hello through the alias');
    expect([...inputs]).toContain(path.join(siteDir, 'tsconfig.json'));
  }, 60_000);

  it("reports a site component that does not compile at its file and line, on the dev server's rebuild", async () => {
    writeFileSync(path.join(dir, 'Item.tsx'), 'export default function Item() {\n  return <button>Item</div>;\n}\n');
    const config = siteConfigSchema.parse({ title: 'T', url: 'https://example.com', themeComponents: { 'navbarItem:custom-item': 'Item.tsx' } });
    const bundler = await createClientBundler({ modules: registryModules(config, dir, []), ...themeStylesheets(), outDir: path.join(dir, 'out'), baseUrl: '/' });
    try {
      const error: unknown = await bundler.rebuild().then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(isBuildError(error)).toBe(true);
      const [problem] = (error as { diagnostics: Diagnostic[] }).diagnostics;
      expect(problem?.where).toMatchObject({ file: expect.stringMatching(/Item\.tsx$/), line: 2 });
      expect(problem?.fix).toContain('Fix the code at this place');
    } finally {
      await bundler.dispose();
    }
  }, 60_000);
});
