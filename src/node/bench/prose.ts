// Building blocks of the benchmark corpus's markdown: sentences, paragraphs, lists, tables,
// fenced code with titles, admonitions. The text is nonsense, but its shape (word lengths,
// block mix, inline markup) is that of real technical docs, which is what the markdown
// pipeline, the highlighter and the renderer spend their time on.
import type { Random } from './random.js';

const NOUNS = [
  'plugin', 'sidebar', 'version', 'route', 'page', 'bundle', 'theme', 'component', 'config', 'option',
  'build', 'server', 'client', 'cache', 'worker', 'module', 'locale', 'search', 'index', 'asset',
  'image', 'link', 'anchor', 'heading', 'table', 'feed', 'author', 'tag', 'category', 'layout',
  'navbar', 'footer', 'banner', 'release', 'deployment', 'pipeline', 'compiler', 'parser', 'template', 'request',
  'response', 'header', 'token', 'schema', 'field', 'value', 'setting', 'folder', 'file', 'path',
  'slug', 'permalink', 'snippet', 'block', 'directive', 'hook', 'lifecycle', 'context', 'state', 'router',
];
const VERBS = [
  'configure', 'build', 'render', 'deploy', 'write', 'read', 'load', 'resolve', 'validate', 'generate',
  'serve', 'bundle', 'compile', 'cache', 'translate', 'version', 'link', 'highlight', 'index', 'publish',
  'override', 'extend', 'customize', 'migrate', 'upgrade', 'test', 'debug', 'optimize', 'prefetch', 'hydrate',
];
const ADJECTIVES = [
  'static', 'dynamic', 'versioned', 'nested', 'default', 'custom', 'local', 'remote', 'shared', 'incremental',
  'parallel', 'lazy', 'generated', 'stable', 'experimental', 'optional', 'required', 'relative', 'absolute', 'hashed',
];
const ADVERBS = ['quickly', 'safely', 'automatically', 'explicitly', 'lazily', 'once', 'again', 'together', 'separately', 'first'];
const GLUE = ['the', 'a', 'each', 'every', 'your', 'this', 'that', 'one', 'its', 'our'];
const LINKERS = ['when', 'because', 'so that', 'unless', 'before', 'after', 'while', 'if'];
const IDENTIFIERS = ['routeBasePath', 'sidebarPath', 'editUrl', 'postsPerPage', 'baseUrl', 'trailingSlash', 'onBrokenLinks', 'staticDirectories', 'tagsBasePath', 'blogTitle', 'lastVersion', 'includeCurrentVersion'];
export const ADMONITIONS = ['note', 'tip', 'info', 'warning', 'danger'] as const;

function capitalize(text: string): string {
  return text[0]!.toUpperCase() + text.slice(1);
}

/** `index` → `indexes`, `category` → `categories`, `build` → `builds` (verbs and nouns alike). */
function withS(word: string): string {
  if (/(x|sh|ch|s)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

function nounPhrase(rng: Random): string {
  return `${rng.pick(GLUE)} ${rng.chance(0.4) ? `${rng.pick(ADJECTIVES)} ` : ''}${rng.pick(NOUNS)}`;
}

export function countWords(markdown: string): number {
  return markdown.split(/\s+/).filter(Boolean).length;
}

/** A short title like "Configure versioned plugins". */
export function titleText(rng: Random): string {
  return capitalize(`${rng.pick(VERBS)} ${rng.chance(0.5) ? `${rng.pick(ADJECTIVES)} ` : ''}${withS(rng.pick(NOUNS))}`);
}

/** A heading that reads like docs: "Shared sidebar caching". */
export function headingText(rng: Random): string {
  return capitalize(`${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)} ${rng.pick(['caching', 'options', 'rules', 'limits', 'ordering', 'defaults', 'errors', 'setup', 'layout', 'lifecycle'])}`);
}

export function sentence(rng: Random): string {
  const parts = [capitalize(nounPhrase(rng)), withS(rng.pick(VERBS)), nounPhrase(rng)];
  if (rng.chance(0.4)) parts.push(rng.pick(ADVERBS));
  if (rng.chance(0.5)) parts.push(rng.pick(LINKERS), nounPhrase(rng), withS(rng.pick(VERBS)), nounPhrase(rng));
  if (rng.chance(0.25)) parts.push('with', `\`${rng.pick(IDENTIFIERS)}\``);
  let text = parts.join(' ');
  if (rng.chance(0.15)) text = text.replace(/ (\w{6,}) /, ' **$1** ');
  else if (rng.chance(0.1)) text = text.replace(/ (\w{6,}) /, ' _$1_ ');
  return `${text}.`;
}

/** A paragraph of about `words` words; `links` (already formatted) are woven in as sentences. */
export function paragraph(rng: Random, words: number, links: string[] = []): string {
  const sentences: string[] = [];
  let count = 0;
  while (count < words) {
    const next = sentence(rng);
    sentences.push(next);
    count += countWords(next);
  }
  for (const link of links) sentences.splice(rng.int(0, sentences.length), 0, `See ${link} for ${nounPhrase(rng)}.`);
  return sentences.join(' ');
}

export function bulletList(rng: Random): string {
  const ordered = rng.chance(0.3);
  const items = Array.from({ length: rng.int(3, 6) }, (_, i) => `${ordered ? `${i + 1}.` : '-'} ${sentence(rng)}`);
  return items.join('\n');
}

export function table(rng: Random): string {
  const rows = Array.from({ length: rng.int(3, 6) }, () => {
    const name = `\`${rng.pick(IDENTIFIERS)}\``;
    const type = rng.pick(['`string`', '`boolean`', '`number`', '`string[]`', '`object`']);
    const fallback = rng.pick(['`undefined`', '`true`', '`false`', '`10`', "`'docs'`", '`[]`']);
    return `| ${name} | ${type} | ${fallback} | ${sentence(rng)} |`;
  });
  return ['| Option | Type | Default | Description |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

const CODE: Record<string, { titles: string[]; body(rng: Random): string }> = {
  ts: {
    titles: ['site.config.ts', 'src/plugins/analytics.ts', 'src/theme/Root.tsx', 'scripts/sync.ts'],
    body: (rng) =>
      [
        "import { defineConfig } from 'folio';",
        '',
        `const ${rng.pick(NOUNS)}Limit: number = ${rng.int(2, 500)};`,
        '',
        'export default defineConfig({',
        `  title: '${titleText(rng)}',`,
        `  ${rng.pick(IDENTIFIERS)}: ${rng.chance(0.5) ? 'true' : `'${rng.pick(NOUNS)}'`},`,
        `  plugins: [{ name: '${rng.pick(NOUNS)}-${rng.pick(NOUNS)}', async loadContent() { return ${rng.int(1, 99)}; } }],`,
        '});',
      ].join('\n'),
  },
  js: {
    titles: ['sidebars.js', 'babel.config.js', 'src/clientModules/track.js'],
    body: (rng) =>
      [
        `/** ${sentence(rng)} */`,
        `function ${rng.pick(VERBS)}${capitalize(rng.pick(NOUNS))}(items) {`,
        `  return items.filter((item) => item.${rng.pick(NOUNS)} !== undefined).map((item) => ({ ...item, weight: ${rng.int(1, 9)} }));`,
        '}',
        '',
        `module.exports = { ${rng.pick(VERBS)}${capitalize(rng.pick(NOUNS))} };`,
      ].join('\n'),
  },
  bash: {
    titles: ['Terminal', 'install.sh', 'deploy.sh'],
    body: (rng) =>
      [
        `npm install --save folio-plugin-${rng.pick(NOUNS)}`,
        `npx folio build --out-dir ${rng.pick(['build', 'dist', 'public'])}`,
        `echo "${sentence(rng).replace(/[`"]/g, '')}"`,
      ].join('\n'),
  },
  json: {
    titles: ['package.json', 'versions.json', 'tsconfig.json'],
    body: (rng) =>
      JSON.stringify(
        { name: `${rng.pick(NOUNS)}-${rng.pick(NOUNS)}`, version: `${rng.int(0, 3)}.${rng.int(0, 12)}.${rng.int(0, 9)}`, private: true, scripts: { build: 'folio build', serve: 'folio serve' }, [rng.pick(IDENTIFIERS)]: rng.int(1, 100) },
        null,
        2,
      ),
  },
  yaml: {
    titles: ['.github/workflows/deploy.yml', 'authors.yml', 'tags.yml'],
    body: (rng) =>
      [
        `name: ${titleText(rng)}`,
        'on:',
        '  push:',
        `    branches: [${rng.pick(['main', 'release', 'docs'])}]`,
        'jobs:',
        '  build:',
        '    runs-on: ubuntu-latest',
        '    steps:',
        '      - uses: actions/checkout@v4',
        `      - run: npm ci && npm run build -- --out-dir ${rng.pick(['build', 'dist'])}`,
      ].join('\n'),
  },
};
export const CODE_LANGUAGES = Object.keys(CODE);

/** A fenced block with `title=`, sometimes line highlighting and line numbers. */
export function codeBlock(rng: Random, language = rng.pick(CODE_LANGUAGES)): string {
  const { titles, body } = CODE[language]!;
  const meta = [`title="${rng.pick(titles)}"`];
  if (rng.chance(0.3)) meta.push(`{${rng.int(1, 3)}}`);
  if (rng.chance(0.2)) meta.push('showLineNumbers');
  return `\`\`\`${language} ${meta.join(' ')}\n${body(rng)}\n\`\`\``;
}

/** `:::note` … `:::`, sometimes with a `[Title]`. */
export function admonition(rng: Random, body: string, type: (typeof ADMONITIONS)[number] = rng.pick(ADMONITIONS)): string {
  const title = rng.chance(0.3) ? `[${headingText(rng)}]` : '';
  return `:::${type}${title}\n\n${body}\n\n:::`;
}
