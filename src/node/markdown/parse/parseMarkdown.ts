// The parser front end: markdown-it (CommonMark + GFM tables, strikethrough as GFM reads it,
// autolink literals, footnotes) with Folio's directive and math rules and, for `.mdx`, MDX's
// block syntax and one-line elements, turned into mdast. It replaces
// remark-parse + micromark, which cost ~12 ms on a 1,500-word page against ~0.5 ms here, while
// every transform after it keeps working on the same mdast.
import MarkdownIt, { type PluginSimple } from 'markdown-it';
import footnote from 'markdown-it-footnote';
import type { Root } from 'mdast';
import { blockRules, type ParseEnv } from './blockRules.js';
import { inlineRules, mdxInlineRules } from './inlineRules.js';
import { mdxBlockRules } from './mdxBlockRules.js';
import { oneLineElements } from './oneLineElements.js';
import { strikethrough } from './strikethrough.js';
import { tokensToMdast } from './tokensToMdast.js';

function createParser(mdx: boolean): MarkdownIt {
  const md = new MarkdownIt('default', { html: true, linkify: true, typographer: false });
  // GFM links bare `www.` and `https://` addresses and e-mails, never bare `example.com`.
  md.linkify.set({ fuzzyLink: false, fuzzyEmail: true, fuzzyIP: false });
  md.linkify.add('www.', { validate: wwwLinkLength, normalize: (match) => void (match.url = `http://${match.url}`) });
  // linkify-it's own pretest is one large regex over every text token (the largest single cost of
  // parsing); with fuzzy links off, a link needs a scheme, `www.` or (for e-mails) an `@`.
  const pretest = md.linkify.pretest.bind(md.linkify);
  md.linkify.pretest = (text: string) => LINK_HINT.test(text) && pretest(text);
  md.use(footnote as unknown as PluginSimple);
  // Definitions stay where they were written (mdast keeps them in the tree; rehype builds the
  // footnote section), and `^[inline]` footnotes are not GFM.
  md.core.ruler.disable('footnote_tail');
  md.inline.ruler.disable('footnote_inline');
  blockRules(md);
  inlineRules(md);
  strikethrough(md);
  if (mdx) {
    mdxBlockRules(md);
    mdxInlineRules(md);
    oneLineElements(md);
  }
  return md;
}

const LINK_HINT = /:|www\.|@/i;
const WWW_TAIL = /^[A-Za-z\d-]+(?:\.[A-Za-z\d-]+)+(?:[/?#][^\s<]*)?/;
// GFM leaves trailing punctuation out of an autolink: `see www.a.dev.` links `www.a.dev`.
const TRAILING_PUNCTUATION = /[?!.,:*_~'")\]]+$/;

/** How many characters after `www.` belong to the link (0: not a link). */
function wwwLinkLength(text: string, pos: number): number {
  const tail = WWW_TAIL.exec(text.slice(pos))?.[0];
  return tail ? tail.replace(TRAILING_PUNCTUATION, '').length : 0;
}

const parsers: { md?: MarkdownIt; mdx?: MarkdownIt } = {};

/**
 * Markdown → mdast; `mdx` for an `.mdx` file's block syntax (see mdxBlockRules.ts and
 * oneLineElements.ts). Each markdown-it instance is built once per thread, when first needed,
 * and reused.
 */
export function parseMarkdown(source: string, options: { mdx?: boolean } = {}): Root {
  const parser = options.mdx ? (parsers.mdx ??= createParser(true)) : (parsers.md ??= createParser(false));
  const env: ParseEnv = { mdx: options.mdx === true };
  const tree = tokensToMdast(parser.parse(source, env), source);
  if (env.unpairedLabels) tree.data = { ...tree.data, unpairedLabels: [...env.unpairedLabels].map(([line, text]) => ({ line, text })) };
  if (env.unclosedContainers) tree.data = { ...tree.data, unclosedContainers: [...env.unclosedContainers].map(([line, text]) => ({ line, text })) };
  return tree;
}
