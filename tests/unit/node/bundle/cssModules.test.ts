import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileCssModule } from '../../../../src/node/bundle/cssModules.js';

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
});
