// `// highlight-next-line`, `// highlight-start` … `// highlight-end` in a code block mark
// lines to highlight and are removed from what the reader sees and copies. A directive is
// only recognised in the comment syntax of the block's language, as Docusaurus 3 does, so a
// markdown block can show `// highlight-next-line` literally, as text about JavaScript.

export interface MagicCommentResult {
  code: string;
  /** 1-based lines of the returned code to highlight. */
  highlighted: Set<number>;
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

/** The pattern of a line holding only a directive, in one of the language's comment styles. */
function directivePattern(language: string | undefined): RegExp {
  const styles = (language && LANGUAGE_STYLES[language]) || COMMON_STYLES;
  const key = styles.join(',');
  let pattern = directivePatterns.get(key);
  if (!pattern) {
    const comments = styles.map((style) => {
      const [open, close] = COMMENT_STYLES[style];
      return `${open}\\s*highlight-(next-line|start|end)\\s*${close}`;
    });
    directivePatterns.set(key, (pattern = new RegExp(`^\\s*(?:${comments.join('|')})\\s*$`)));
  }
  return pattern;
}

export function applyMagicComments(code: string, language?: string): MagicCommentResult {
  const magic = directivePattern(language?.toLowerCase());
  const kept: string[] = [];
  const highlighted = new Set<number>();
  let inRange = false;
  let highlightNext = false;
  for (const line of code.split('\n')) {
    const directive = magic.exec(line)?.slice(1).find((group) => group !== undefined);
    if (directive === 'next-line') highlightNext = true;
    else if (directive === 'start') inRange = true;
    else if (directive === 'end') inRange = false;
    else {
      kept.push(line);
      if (inRange || highlightNext) highlighted.add(kept.length);
      highlightNext = false;
    }
  }
  return { code: kept.join('\n'), highlighted };
}
