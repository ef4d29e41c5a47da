// `// highlight-next-line`, `// highlight-start` … `// highlight-end` in a code block mark
// lines to highlight and are removed from what the reader sees and copies. A directive is
// only recognised in the comment syntax of the block's language, as Docusaurus 3 does, so a
// markdown block can show `// highlight-next-line` literally, as text about JavaScript.

export interface MagicCommentResult {
  code: string;
  /** 1-based lines of the returned code a magic comment marked. */
  highlighted: Set<number>;
  /** The classes of each marked line (several comments may mark one line). */
  lineClasses: Map<number, string[]>;
}

/**
 * A kind of magic comment, as Docusaurus's `themeConfig.prism.magicComments` has it: a `line`
 * directive marks the next line, a `block` pair the lines between, with `className`.
 */
export interface MagicComment {
  className: string;
  line?: string;
  block?: { start: string; end: string };
}

/** The class Folio's stylesheet highlights a line with. */
export const HIGHLIGHTED_LINE = 'highlighted';
/** Docusaurus's name for it, which a site's magic comments (copied from Docusaurus's docs) give. */
const DOCUSAURUS_HIGHLIGHTED_LINE = 'theme-code-block-highlighted-line';

/** Without `magicComments` in the config: the highlight directives, as in Docusaurus. */
export const DEFAULT_MAGIC_COMMENTS: readonly MagicComment[] = [{ className: HIGHLIGHTED_LINE, line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }];

/** The classes a marked line gets: Docusaurus's highlight class is Folio's highlight too. */
export function lineClassesOf(comment: MagicComment): string[] {
  return comment.className === DOCUSAURUS_HIGHLIGHTED_LINE ? [HIGHLIGHTED_LINE, DOCUSAURUS_HIGHLIGHTED_LINE] : comment.className.split(/\s+/).filter(Boolean);
}

/** How a comment opens and closes, as regular expression sources. */
const COMMENT_STYLES = {
  slashes: ['//', ''],
  slashStar: ['/\\*', '\\*/'],
  jsxBraces: ['\\{\\s*/\\*', '\\*/\\s*\\}'],
  hash: ['#', ''],
  html: ['<!--', '-->'],
  dashes: ['--', ''],
  semicolons: [';;', ''],
  percent: ['%', ''],
  quote: ["['‘’]", ''],
  vbnetQuote: ["(?:_\\s*)?['‘’]", ''],
  rem: ['[Rr][Ee][Mm]\\b', ''],
  bang: ['!', ''],
  parenStar: ['\\(\\*', '\\*\\)'],
  starAngle: ['\\*>', ''],
} as const;

type CommentStyle = keyof typeof COMMENT_STYLES;

/** Languages without an entry (yaml, shell, text, a block without a language…) take these. */
const COMMON_STYLES: CommentStyle[] = ['slashes', 'slashStar', 'jsxBraces', 'hash', 'html'];

const LANGUAGE_STYLES: Record<string, CommentStyle[]> = {
  js: ['slashes', 'slashStar'],
  javascript: ['slashes', 'slashStar'],
  ts: ['slashes', 'slashStar'],
  typescript: ['slashes', 'slashStar'],
  jsx: ['slashes', 'slashStar', 'jsxBraces'],
  tsx: ['slashes', 'slashStar', 'jsxBraces'],
  html: ['slashes', 'slashStar', 'html'],
  python: ['hash'],
  py: ['hash'],
  bash: ['hash'],
  // Markdown text comments in HTML or MDX style; its front matter is YAML.
  markdown: ['html', 'jsxBraces', 'hash'],
  md: ['html', 'jsxBraces', 'hash'],
  tex: ['percent'],
  latex: ['percent'],
  matlab: ['percent'],
  lua: ['dashes'],
  haskell: ['dashes'],
  sql: ['dashes'],
  wasm: ['semicolons'],
  vb: ['quote', 'rem'],
  vba: ['quote', 'rem'],
  'visual-basic': ['quote', 'rem'],
  vbnet: ['vbnetQuote', 'rem'],
  batch: ['rem'],
  basic: ['rem', 'bang'],
  fsharp: ['slashes', 'parenStar'],
  ocaml: ['parenStar'],
  sml: ['parenStar'],
  fortran: ['bang'],
  cobol: ['starAngle'],
};

const directivePatterns = new Map<string, RegExp>();

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pattern of a line holding only one of `directives`, in one of the language's comment styles; the directive is its first group found. */
function directivePattern(language: string | undefined, directives: readonly string[]): RegExp {
  const styles = (language && LANGUAGE_STYLES[language]) || COMMON_STYLES;
  const key = `${styles.join(',')}\n${directives.join('\n')}`;
  let pattern = directivePatterns.get(key);
  if (!pattern) {
    // Longest first: `highlight-next-line` before a directive it begins with.
    const names = [...directives].sort((a, b) => b.length - a.length).map(escapeRegex).join('|');
    const comments = styles.map((style) => {
      const [open, close] = COMMENT_STYLES[style];
      return `${open}\\s*(${names})\\s*${close}`;
    });
    directivePatterns.set(key, (pattern = new RegExp(`^\\s*(?:${comments.join('|')})\\s*$`)));
  }
  return pattern;
}

/** What `applyMagicComments` reads of a list of magic comments, made once per list (the site's, or the default). */
interface CompiledComments {
  /** Each directive's comment (by index) and what it does. */
  directives: Map<string, { comment: number; does: 'line' | 'start' | 'end' }>;
  /** The classes each comment gives a line. */
  classes: string[][];
  /** The directives, as `directivePattern` takes them. */
  names: string[];
}

const compiledComments = new WeakMap<readonly MagicComment[], CompiledComments>();

function compile(comments: readonly MagicComment[]): CompiledComments {
  let compiled = compiledComments.get(comments);
  if (!compiled) {
    const directives: CompiledComments['directives'] = new Map();
    comments.forEach((comment, index) => {
      if (comment.line) directives.set(comment.line, { comment: index, does: 'line' });
      if (comment.block) {
        directives.set(comment.block.start, { comment: index, does: 'start' });
        directives.set(comment.block.end, { comment: index, does: 'end' });
      }
    });
    compiledComments.set(comments, (compiled = { directives, classes: comments.map(lineClassesOf), names: [...directives.keys()] }));
  }
  return compiled;
}

export function applyMagicComments(code: string, language?: string, comments: readonly MagicComment[] = DEFAULT_MAGIC_COMMENTS): MagicCommentResult {
  const { directives, classes, names } = compile(comments);
  const magic = directivePattern(language?.toLowerCase(), names);
  const kept: string[] = [];
  const lineClasses = new Map<number, string[]>();
  // Per comment: the blocks open, and whether the next line is marked; `marking` while any is.
  const open = comments.map(() => 0);
  const next = comments.map(() => false);
  let marking = false;
  for (const line of code.split('\n')) {
    const written = magic.exec(line)?.slice(1).find((group) => group !== undefined);
    const directive = written === undefined ? undefined : directives.get(written);
    if (directive?.does === 'line') next[directive.comment] = true;
    else if (directive?.does === 'start') open[directive.comment]! += 1;
    else if (directive?.does === 'end') open[directive.comment] = Math.max(0, open[directive.comment]! - 1);
    else {
      kept.push(line);
      if (marking) {
        const marked = classes.flatMap((own, index) => (open[index]! > 0 || next[index] ? own : []));
        if (marked.length) lineClasses.set(kept.length, [...new Set(marked)]);
        next.fill(false);
      }
    }
    marking = next.includes(true) || open.some((count) => count > 0);
  }
  return { code: kept.join('\n'), highlighted: new Set(lineClasses.keys()), lineClasses };
}
