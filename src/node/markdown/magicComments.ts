// `// highlight-next-line`, `// highlight-start` … `// highlight-end` in a code block mark
// lines to highlight and are removed from what the reader sees and copies. The `#` and
// `<!-- -->` spellings work in every language, so YAML, shell and HTML examples can use them.

export interface MagicCommentResult {
  code: string;
  /** 1-based lines of the returned code to highlight. */
  highlighted: Set<number>;
}

const MAGIC = /^\s*(?:\/\/|#|--|<!--|\/\*)\s*highlight-(next-line|start|end)\s*(?:-->|\*\/)?\s*$/;

export function applyMagicComments(code: string): MagicCommentResult {
  const kept: string[] = [];
  const highlighted = new Set<number>();
  let inRange = false;
  let highlightNext = false;
  for (const line of code.split('\n')) {
    const directive = MAGIC.exec(line)?.[1];
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
