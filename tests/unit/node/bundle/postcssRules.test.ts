import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tailwindRuleWarning, tailwindRuleWarnings } from '../../../../src/node/bundle/postcssRules.js';

const site = mkdtempSync(path.join(os.tmpdir(), 'folio-postcss-'));
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe("a site stylesheet with Tailwind's at-rules (BYO audit: Lexical's classes had no styles, silently)", () => {
  it('is warned about once, at the first such rule, naming it and how to compile it', () => {
    const css = '/* site */\n.hero { color: red; }\n@tailwind components;\n@tailwind utilities;\n.btn { @apply px-4; }\n';
    expect(tailwindRuleWarning(css, 'src/css/custom.css')).toEqual({
      plugin: 'bundle',
      where: { file: 'src/css/custom.css', line: 3 },
      what: '@tailwind is a rule of Tailwind CSS, which needs PostCSS: Folio bundles stylesheets with esbuild, which leaves it as written, so the classes it would make have no styles',
      fix: expect.stringContaining("compile the stylesheet with Tailwind's CLI"),
    });
    expect(tailwindRuleWarning('@import "tailwindcss";\n', 'a.css')).toMatchObject({ where: { line: 1 }, what: expect.stringMatching(/^@import "tailwindcss" is/) });
    expect(tailwindRuleWarning('.a {\n  @apply mx-auto;\n}\n', 'a.css')).toMatchObject({ where: { line: 2 } });
  });

  it("is not for CSS's own at-rules", () => {
    expect(tailwindRuleWarning('@layer base { h1 { margin: 0; } }\n@media (min-width: 1px) { .a { b: c } }\n@import url("./other.css");\n@font-face { font-family: X; }\n', 'a.css')).toBeUndefined();
  });

  it("reads the site's own stylesheets among a bundle's inputs, not packages' or other files", () => {
    mkdirSync(path.join(site, 'src/css'), { recursive: true });
    mkdirSync(path.join(site, 'node_modules/pkg'), { recursive: true });
    writeFileSync(path.join(site, 'src/css/custom.css'), '@tailwind base;\n');
    writeFileSync(path.join(site, 'node_modules/pkg/style.css'), '@tailwind base;\n');
    writeFileSync(path.join(site, 'src/css/plain.css'), '.a { color: red; }\n');
    const inputs = ['src/css/custom.css', 'node_modules/pkg/style.css', 'src/css/plain.css', 'src/pages/index.tsx'].map((file) => path.relative(process.cwd(), path.join(site, file)));
    expect(tailwindRuleWarnings(inputs, site).map((warning) => warning.where?.file)).toEqual([expect.stringMatching(/src\/css\/custom\.css$/)]);
    expect(tailwindRuleWarnings(inputs, undefined)).toEqual([]);
  });
});
