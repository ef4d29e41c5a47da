import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileCssModule } from '../../../../src/node/bundle/cssModules.js';
import { bundleWarnings } from '../../../../src/node/bundle/bundleProblems.js';
import { cssModuleClassMap, cssModuleClassName } from '../../../../src/node/content/cssModuleClasses.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-css-modules-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('compileCssModule', () => {
  it("gives two components' styles.module.css different names for the same class, and keeps url() paths as written", async () => {
    for (const name of ['Hero', 'Footer']) {
      mkdirSync(path.join(dir, name), { recursive: true });
      writeFileSync(path.join(dir, name, 'styles.module.css'), `.container { padding: 1rem; }\n.banner { background: url(./img/bg.png); }\n@media (max-width: 996px) { .container { padding: 0.5rem; } }\n`);
    }
    const hero = await compileCssModule(path.join(dir, 'Hero/styles.module.css'));
    const footer = await compileCssModule(path.join(dir, 'Footer/styles.module.css'));
    expect(Object.keys(hero.classes)).toEqual(['container', 'banner']);
    expect(hero.classes.container).not.toBe(footer.classes.container);
    // Every rule of the file uses the new name, the one in the media query too.
    expect(hero.css.match(new RegExp(`\\.${hero.classes.container}\\b`, 'g'))).toHaveLength(2);
    expect(hero.css).not.toMatch(/\.container\b/);
    expect(hero.css).toContain('url(./img/bg.png)');
    // The same file always compiles to the same names: the server's bundle and the browser's agree.
    expect((await compileCssModule(path.join(dir, 'Hero/styles.module.css'))).classes).toEqual(hero.classes);
  });

  it("keeps esbuild's warnings about the file as written, at its own line (bad-input audit: line 5 of a 4-line file, under a folio-css-module: name)", async () => {
    writeFileSync(path.join(dir, 'stray.module.css'), '.heroBanner {\n  padding: 4rem 0;\n}\n}\n.a { color: red }\n');
    const { warnings } = await compileCssModule(path.join(dir, 'stray.module.css'));
    expect(warnings.map((warning) => [warning.text, path.resolve(warning.location!.file), warning.location!.line])).toEqual([['Unexpected "}"', path.join(dir, 'stray.module.css'), 4]]);
    // The bundle's own warning about the compiled text is left out for it.
    expect(bundleWarnings([{ ...warnings[0]!, location: { ...warnings[0]!.location!, file: `folio-css-module:${path.join(dir, 'stray.module.css')}`, line: 5 } }])).toEqual([]);
  });

  it('names classes after the path from the site folder, so the same site built in another folder keeps them (review)', async () => {
    const names = [];
    for (const site of ['one', 'two']) {
      mkdirSync(path.join(dir, site, 'src'), { recursive: true });
      writeFileSync(path.join(dir, site, 'src/card.module.css'), '.card { margin: 0; }\n');
      names.push((await compileCssModule(path.join(dir, site, 'src/card.module.css'), path.join(dir, site))).classes.card);
    }
    expect(names[0]).toBe(names[1]);
  });

  it('lists the file a class is composed from among its inputs, and compiles again when that file changes (review: a cached bundle kept the old rule)', async () => {
    mkdirSync(path.join(dir, 'composed'), { recursive: true });
    const base = path.join(dir, 'composed/base.module.css');
    writeFileSync(base, '.base { color: red; }\n');
    writeFileSync(path.join(dir, 'composed/button.module.css'), '.button { composes: base from "./base.module.css"; padding: 1px; }\n');
    const first = await compileCssModule(path.join(dir, 'composed/button.module.css'));
    expect(first.inputs).toEqual(expect.arrayContaining([base]));
    expect(first.css).toContain('color: red');
    writeFileSync(base, '.base { color: blue; }\n');
    const later = new Date(Date.now() + 5_000);
    utimesSync(base, later, later);
    expect((await compileCssModule(path.join(dir, 'composed/button.module.css'))).css).toContain('color: blue');
  });

  it('names each class as an MDX page reading the file names it, a composed class listing its own name and the one it composes', async () => {
    mkdirSync(path.join(dir, 'same'), { recursive: true });
    const file = path.join(dir, 'same/tabs.module.css');
    const css = '/* .notAClass */\n.red { color: red; background: url("./a.b.png"); }\n.orange, .yellow:hover { margin: .5em; }\n:global(.kept) .blue { color: blue; }\n';
    writeFileSync(file, css);
    const compiled = await compileCssModule(file, dir);
    expect(cssModuleClassMap('same/tabs.module.css', css)).toEqual(compiled.classes);
    expect(compiled.classes.red).toBe(cssModuleClassName('same/tabs.module.css', 'red'));
    expect(compiled.css).toContain(`.${compiled.classes.red} {`);
    writeFileSync(path.join(dir, 'same/both.module.css'), '.base { color: red; }\n.button { composes: base; padding: 1px; }\n');
    const both = await compileCssModule(path.join(dir, 'same/both.module.css'), dir);
    expect(both.classes.button!.split(' ').sort()).toEqual([cssModuleClassName('same/both.module.css', 'base'), cssModuleClassName('same/both.module.css', 'button')]);
    expect(cssModuleClassMap('same/both.module.css', '.button { composes: base; }')).toBeUndefined();
  });
});
