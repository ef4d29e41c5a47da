// Prism's tokens as the code blocks show them, for both highlighters: the build's (markdown,
// src/node/markdown/highlightCode.ts, and a React page's `@theme/CodeBlock` rendered on the server)
// and the browser's (the same component rendered on the client, theme/docusaurus/highlightInBrowser.ts).
// One flattening, so a block looks the same whichever side coloured it.
import type PrismType from 'prismjs';

/** Fence language → Prism language id: the languages highlighted without any configuration. */
export const DEFAULT_LANGUAGES: Readonly<Record<string, string>> = {
  js: 'javascript', javascript: 'javascript', mjs: 'javascript', cjs: 'javascript',
  jsx: 'jsx', ts: 'typescript', typescript: 'typescript', tsx: 'tsx',
  bash: 'bash', shell: 'bash', sh: 'bash', zsh: 'bash', console: 'bash',
  json: 'json', jsonc: 'json', yaml: 'yaml', yml: 'yaml', css: 'css', scss: 'scss',
  markdown: 'markdown', md: 'markdown', mdx: 'markdown', diff: 'diff',
  html: 'markup', markup: 'markup', xml: 'markup', svg: 'markup',
  python: 'python', py: 'python', go: 'go', rust: 'rust', rs: 'rust', java: 'java',
  toml: 'toml', ini: 'ini', sql: 'sql', graphql: 'graphql', gql: 'graphql', docker: 'docker', dockerfile: 'docker',
  // Highlighted by default in Docusaurus 3 (prism-react-renderer's bundle) too.
  c: 'c', h: 'c', cpp: 'cpp', 'c++': 'cpp', cc: 'cpp', hpp: 'cpp', kotlin: 'kotlin', kt: 'kotlin', kts: 'kotlin',
  swift: 'swift', objectivec: 'objectivec', objc: 'objectivec',
};

/** A run of text and the classes of every token around it (`tag punctuation`). */
export type Segment = { classes: string[]; text: string };

/**
 * Prism's nested tokens as flat runs, each keeping the types and aliases of the tokens it sits
 * in: the flattening prism-react-renderer does, so a line can be wrapped whole.
 */
export function flattenTokens(stream: PrismType.TokenStream, classes: string[] = [], out: Segment[] = []): Segment[] {
  if (typeof stream === 'string') out.push({ classes, text: stream });
  else if (Array.isArray(stream)) for (const item of stream) flattenTokens(item, classes, out);
  else {
    const alias = stream.alias ? ([] as string[]).concat(stream.alias) : [];
    flattenTokens(stream.content, [...classes, stream.type, ...alias], out);
  }
  return out;
}

/** Runs split at line ends: the runs of each line, a run cut in two where a line ends inside it. */
export function segmentLines(segments: readonly Segment[]): Segment[][] {
  const lines: Segment[][] = [[]];
  for (const { classes, text } of segments) {
    text.split('\n').forEach((piece, index) => {
      if (index > 0) lines.push([]);
      if (piece) lines[lines.length - 1]!.push({ classes, text: piece });
    });
  }
  return lines;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
export const escapeCodeText = (text: string): string => text.replace(/[&<>"]/g, (c) => ESCAPES[c]!);

/** Each line's markup: a `token …` span around each run that has classes, as markdown's blocks have. */
export function segmentLinesHtml(segments: readonly Segment[]): string[] {
  return segmentLines(segments).map((line) =>
    line.map(({ classes, text }) => (classes.length ? `<span class="${['token', ...new Set(classes)].join(' ')}">${escapeCodeText(text)}</span>` : escapeCodeText(text))).join(''),
  );
}

/** Code → the markup of each of its lines, or undefined for a language the highlighter lacks. */
export type HighlightLines = (code: string, language: string) => string[] | undefined;

/**
 * Prism's tokens for `code`, as `Prism.highlight` makes them: with the tokenize hooks run (a
 * templating language leaves the markup around its tags to the markup grammar; jsx marks the
 * text inside tags). `id` is the language's own name, which those hooks look for. Both
 * highlighters call it, so a block is tokenized alike on either side.
 */
export function tokenizeAsPrism(prism: typeof PrismType, code: string, grammar: PrismType.Grammar, id: string): PrismType.TokenStream {
  const env: PrismType.hooks.RequiredEnvironment<'code' | 'grammar' | 'language'> & { tokens?: PrismType.TokenStream } = { code, grammar, language: id };
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(env.code, env.grammar);
  prism.hooks.run('after-tokenize', env);
  return env.tokens;
}
