// Reads a data file an author writes (sidebars, authors, tags, category metadata) whatever its
// format: JSON, YAML, or a JS/TS module whose default export (or module.exports) is the data.
import { esbuild } from '../bundle/esbuild.js';
import { load as loadYaml } from 'js-yaml';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { BuildError } from '../errors.js';

export async function loadDataFile(absPath: string, shownPath: string, plugin: string): Promise<unknown> {
  return (await readDataFile(absPath, shownPath, plugin)).data;
}

/**
 * The data of a data file and its text, read once: a problem with one of its values is pointed
 * at a line of that text (see lineOfValue.ts).
 */
export async function readDataFile(absPath: string, shownPath: string, plugin: string): Promise<{ data: unknown; source: string }> {
  const ext = path.extname(absPath);
  try {
    // Read synchronously, like content files (see readContentFiles.ts): a docs folder may hold
    // hundreds of `_category_.json` files, and fs/promises' round trips cost more than the reads.
    const source = readFileSync(absPath, 'utf8');
    if (ext === '.json') return { data: JSON.parse(source), source };
    if (ext === '.yml' || ext === '.yaml') return { data: loadYaml(source), source };
    // Bundled to CommonJS and evaluated with a module wrapper, so both `module.exports = …`
    // (Docusaurus sidebars.js, even inside a "type": "module" package) and `export default`
    // work.
    const result = await esbuild().build({ entryPoints: [absPath], bundle: true, write: false, platform: 'node', format: 'cjs', packages: 'external', logLevel: 'silent', supported: { 'dynamic-import': false } });
    const module = { exports: {} as Record<string, unknown> };
    const require = createRequire(absPath);
    new Function('module', 'exports', 'require', '__filename', '__dirname', result.outputFiles[0]!.text)(module, module.exports, require, absPath, path.dirname(absPath));
    const exported = module.exports as { default?: unknown; __esModule?: boolean };
    return { data: exported.__esModule || 'default' in exported ? exported.default : exported, source };
  } catch (error) {
    const err = error as { message?: string; mark?: { line: number }; errors?: { text: string; location?: { line: number } }[] };
    const line = err.mark ? err.mark.line + 1 : err.errors?.[0]?.location?.line ?? lineOfJsonError(err.message);
    throw new BuildError({
      plugin,
      where: { file: shownPath, line },
      what: `Could not read ${path.basename(absPath)}: ${err.errors?.[0]?.text ?? err.message ?? String(error)}`,
      fix: ext === '.json' ? 'Fix the JSON syntax (a trailing comma or a missing quote is the usual cause).' : 'Fix the syntax error.',
    });
  }
}

function lineOfJsonError(message: string | undefined): number | undefined {
  const match = message?.match(/line (\d+)/);
  return match ? Number(match[1]) : undefined;
}
