// A CSS module's class names live in the page's code, not in the stylesheet: a save that adds or
// renames a class must reach the page's markup (dev server audit: the stylesheet was swapped in
// place, and the element using the new class kept `class=""` until a manual reload).
import { appendFileSync, cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { until } from '../../../support/until.js';
import { testTempDir } from '../../../support/testTempDir.js';
import { createLogger } from '../../../../src/node/build/logger.js';
import { startDevServer } from '../../../../src/node/dev/devServer.js';
import { freePort } from '../../../support/freePort.js';

const dir = testTempDir('dev-css-module');


describe('npm start, a CSS module saved', () => {
  it('reloads the page with the new class when a class is added, swaps the stylesheet alone when only a rule changes, and serves the scripts of before a code save', async () => {
    const site = path.join(dir, 'site');
    cpSync(path.resolve(__dirname, '../../../fixtures/sites/dev-server'), site, { recursive: true });
    const css = path.join(site, 'pages/styled.module.css');
    writeFileSync(css, '.box { color: rgb(0, 128, 0); }\n');
    writeFileSync(path.join(site, 'pages/styled.tsx'), "import styles from './styled.module.css';\n\nexport default function Styled() {\n  return (\n    <main>\n      <h1 className={styles.box}>Styled</h1>\n      <p id=\"extra\" className={styles.extra}>Extra</p>\n    </main>\n  );\n}\n");
    let output = '';
    const stream = { write: (text: string) => void (output += text) } as unknown as NodeJS.WriteStream;
    const port = await freePort();
    const server = await startDevServer({ configPath: path.join(site, 'site.config.ts'), port, host: 'localhost', logger: createLogger({ stream }), diskCache: false });
    const html = async () => (await fetch(`http://localhost:${port}/styled`)).text();
    try {
      await server.whenComplete();
      expect(await html()).toMatch(/<p id="extra">Extra<\/p>/);

      appendFileSync(css, '.extra { color: rgb(0, 0, 255); }\n');
      await until(async () => /<p id="extra" class="styled_extra_[0-9a-f]{6}">/.test(await html()));
      expect(output).toContain('code changed: rebuilding the bundles');

      // A rule of a class the page already has: the stylesheet alone.
      const logged = output.length;
      appendFileSync(css, '.box { font-weight: bold; }\n');
      await until(async () => output.slice(logged).includes('stylesheet changed: rebuilding the bundles'));
      expect(output.slice(logged)).not.toContain('code changed');

      // A code save: the scripts the page loaded before it are still served, for a tab that
      // loaded the page just before the bundles changed (dev server audit: 83 404s in a burst of saves).
      const before = /<script type="module" src="([^"]+)"/.exec(await html())![1]!;
      writeFileSync(path.join(site, 'pages/styled.tsx'), readFileSync(path.join(site, 'pages/styled.tsx'), 'utf8').replace('>Styled<', '>Styled again<'));
      // The page's new text with the scripts built from it (a page rendered while they build may have the one without the other).
      await until(async () => {
        const page = await html();
        return page.includes('Styled again') && /<script type="module" src="([^"]+)"/.exec(page)![1] !== before;
      });
      expect((await fetch(`http://localhost:${port}${before}`)).status).toBe(200);
    } finally {
      await server.close();
    }
  }, 90_000);
});
