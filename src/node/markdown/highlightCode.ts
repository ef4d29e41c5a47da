// Prism runs at build time, so pages ship highlighted HTML and no highlighter. The languages
// load together, on the first code block. Tokens are split into lines,
// each token keeping the classes of the tokens around it (`token tag punctuation`), the
// flattening prism-react-renderer does, so line highlighting can wrap whole lines.
import { createRequire } from 'node:module';
import type { ElementContent } from 'hast';
import type PrismType from 'prismjs';
import { element } from './hast.js';

const require = createRequire(import.meta.url);
const Prism = require('prismjs') as typeof PrismType;
const loadLanguages = require('prismjs/components/index.js') as ((ids: string[]) => void) & { silent: boolean };
loadLanguages.silent = true;

/** Fence language → Prism language id. */
const DEFAULT_LANGUAGES: Record<string, string> = {
  js: 'javascript', javascript: 'javascript', mjs: 'javascript', cjs: 'javascript',
  jsx: 'jsx', ts: 'typescript', typescript: 'typescript', tsx: 'tsx',
  bash: 'bash', shell: 'bash', sh: 'bash', zsh: 'bash', console: 'bash',
  json: 'json', jsonc: 'json', yaml: 'yaml', yml: 'yaml', css: 'css', scss: 'scss',
  markdown: 'markdown', md: 'markdown', mdx: 'markdown', diff: 'diff',
  html: 'markup', markup: 'markup', xml: 'markup', svg: 'markup',
  python: 'python', py: 'python', go: 'go', rust: 'rust', rs: 'rust', java: 'java',
  toml: 'toml', ini: 'ini', sql: 'sql', graphql: 'graphql', gql: 'graphql', docker: 'docker', dockerfile: 'docker',
};

export type Line = ElementContent[];

export interface Highlighter {
  /** The code as lines of hast; plain text lines when the language is unknown. */
  highlight(code: string, language: string | undefined): Line[];
}

export function createHighlighter(extraLanguages: readonly string[] = []): Highlighter {
  const languages = { ...DEFAULT_LANGUAGES, ...Object.fromEntries(extraLanguages.map((id) => [id, id])) };
  let loaded = false;
  const grammarOf = (language: string): PrismType.Grammar | undefined => {
    const id = languages[language.toLowerCase()];
    if (!id) return undefined;
    // Every language at once, in one order: Prism grammars embed others that happen to be
    // loaded (YAML in Markdown's front matter), so loading each on first use made a page's
    // output depend on which pages the same thread compiled before it — a page from the cache
    // could differ from the same page compiled cold. ~35 ms, paid only by a compile that meets code.
    if (!loaded) {
      loadLanguages([...new Set(Object.values(languages))].sort());
      loaded = true;
    }
    return Prism.languages[id];
  };
  return {
    highlight(code, language) {
      const grammar = language ? grammarOf(language) : undefined;
      if (!grammar) return code.split('\n').map((line) => (line ? [{ type: 'text', value: line }] : []));
      return toLines(Prism.tokenize(code, grammar));
    },
  };
}

type Segment = { classes: string[]; text: string };

function flatten(stream: PrismType.TokenStream, classes: string[], out: Segment[]): Segment[] {
  if (typeof stream === 'string') out.push({ classes, text: stream });
  else if (Array.isArray(stream)) for (const item of stream) flatten(item, classes, out);
  else {
    const alias = stream.alias ? ([] as string[]).concat(stream.alias) : [];
    flatten(stream.content, [...classes, stream.type, ...alias], out);
  }
  return out;
}

function toLines(stream: PrismType.TokenStream): Line[] {
  const lines: Line[] = [[]];
  for (const { classes, text } of flatten(stream, [], [])) {
    text.split('\n').forEach((piece, index) => {
      if (index > 0) lines.push([]);
      if (!piece) return;
      const node: ElementContent = { type: 'text', value: piece };
      lines.at(-1)!.push(classes.length ? element('span', { className: ['token', ...new Set(classes)] }, [node]) : node);
    });
  }
  return lines;
}
