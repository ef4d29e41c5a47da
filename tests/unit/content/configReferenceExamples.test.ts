// Every ```ts block of the config reference page must be a complete, valid site.config.ts:
// it type-checks against `defineConfig` (strict) and it loads and validates like a real one.
// A reader who copies an example gets a file that builds.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// TypeScript 7 (the native compiler) exposes its program and checker through this API;
// the classic `ts.createProgram` of TypeScript 5 no longer exists.
import { API } from 'typescript/unstable/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/node/config/loadConfig.js';
import { siteConfigSchema } from '../../../src/node/config/schema.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const pageFile = path.join(repoRoot, 'content/docs/api/docusaurus-config.md');
const defineConfigFile = path.join(repoRoot, 'src/node/config/defineConfig.ts');

interface Example {
  /** 1-based line of the opening fence in the page. */
  line: number;
  code: string;
}

/** The body of every fenced block whose language is exactly `ts` (a `title="…"` may follow). */
function extractTsBlocks(markdown: string): Example[] {
  const lines = markdown.split('\n');
  const blocks: Example[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(`{3,})ts(?:\s.*)?$/.exec(lines[i]!);
    if (!open) continue;
    const fence = open[1]!;
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && lines[j]!.trimEnd() !== fence) body.push(lines[j++]!);
    blocks.push({ line: i + 1, code: body.join('\n') + '\n' });
    i = j;
  }
  return blocks;
}

const examples = extractTsBlocks(readFileSync(pageFile, 'utf8'));
let workDir = '';

/** Where an example is written: `<workDir>/example-line-<fence line>/site.config.ts`. */
function exampleFile(example: Example): string {
  return path.join(workDir, `example-line-${example.line}`, 'site.config.ts');
}

beforeAll(() => {
  workDir = mkdtempSync(path.join(tmpdir(), 'folio-config-examples-'));
  for (const example of examples) {
    const file = exampleFile(example);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, example.code);
    // The component modules an example names (`'./theme-overrides/DocPage.tsx'`) exist in the
    // site the example stands for: loadConfig checks that they do.
    for (const [, relative] of example.code.matchAll(/'(\.\/[\w./-]+\.[jt]sx?)'/g)) {
      const module = path.join(path.dirname(file), relative!);
      mkdirSync(path.dirname(module), { recursive: true });
      writeFileSync(module, 'export default function Component() {\n  return null;\n}\n');
    }
    // And the stylesheets (`customCss: './src/css/custom.css'`).
    for (const [, relative] of example.code.matchAll(/'(\.\/[\w./-]+\.css)'/g)) {
      const stylesheet = path.join(path.dirname(file), relative!);
      mkdirSync(path.dirname(stylesheet), { recursive: true });
      writeFileSync(stylesheet, ':root {}\n');
    }
  }
});

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('content/docs/api/docusaurus-config.md examples', () => {
  it('has ts examples to check', () => {
    expect(examples.length).toBeGreaterThan(10);
  });

  it('writes every ts example as a whole site.config.ts file', () => {
    const incomplete = examples
      .filter(
        (e) =>
          !e.code.includes("import { defineConfig } from 'folio';") ||
          !e.code.includes('export default defineConfig(') ||
          !/\btitle:/.test(e.code) ||
          !/\burl:/.test(e.code),
      )
      .map((e) => `line ${e.line}`);
    expect(incomplete, 'examples missing the import, the default export, `title` or `url`').toEqual([]);
  });

  it('type-checks every ts example with strict settings', () => {
    const tsconfig = path.join(workDir, 'tsconfig.json');
    writeFileSync(
      tsconfig,
      JSON.stringify({
        compilerOptions: {
          strict: true,
          target: 'ES2022',
          lib: ['ES2023'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          noEmit: true,
          types: [],
          skipLibCheck: true,
          allowImportingTsExtensions: true,
          paths: { folio: [defineConfigFile] },
        },
        files: examples.map(exampleFile),
      }),
    );
    const api = new API({ cwd: workDir });
    try {
      const snapshot = api.updateSnapshot({ openProjects: [tsconfig] });
      const project = snapshot.getProject(tsconfig);
      expect(project, 'the TypeScript project did not load').toBeDefined();
      const program = project!.program;
      const diagnostics = [
        ...program.getConfigFileParsingDiagnostics(),
        ...program.getProgramDiagnostics(),
        ...program.getSyntacticDiagnostics(),
        ...program.getSemanticDiagnostics(),
      ];
      const shown = diagnostics.map((d) => {
        const file = d.fileName ?? '(project)';
        const example = examples.find((e) => exampleFile(e) === file);
        let where = file;
        if (example) {
          const line = example.code.slice(0, d.pos).split('\n').length;
          where = `docusaurus-config.md:${example.line + line}`;
        }
        const chain = (d.messageChain ?? []).map((m) => `\n    ${m.text}`).join('');
        return `${where} TS${d.code}: ${d.text}${chain}`;
      });
      expect(shown, shown.join('\n')).toEqual([]);
    } finally {
      api.close();
    }
  }, 60_000);

  it('loads and validates every ts example like a real config file', async () => {
    const failures: string[] = [];
    for (const example of examples) {
      try {
        const { config } = await loadConfig(exampleFile(example));
        // loadConfig already validated; parsing the result again proves defaults round-trip.
        const again = siteConfigSchema.safeParse(config);
        if (!again.success) failures.push(`line ${example.line}: ${again.error.message}`);
      } catch (error) {
        failures.push(`line ${example.line}: ${(error as Error).message}`);
      }
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
  }, 60_000);
});
