// The text after a fence's language: ```ts title="src/a.ts" {1,3-5} showLineNumbers=10

export interface CodeMeta {
  /** Shown above the block (`title="file.ts"`). */
  title?: string;
  /** 1-based lines of the block to highlight, sorted, without duplicates (`{1,3-5}`). */
  highlightLines: number[];
  showLineNumbers: boolean;
  /** The number of the first line (`showLineNumbers=5`); 1 by default. */
  startLineNumber: number;
  /** What the meta gets wrong, for a warning at the fence (absent when nothing): a range part that names no line, a title's quote left open. */
  problems?: string[];
}

// A bare title cannot start with a quote: `title="my file` (its quote left open) is no title,
// as in Docusaurus, and is warned about instead of shown with its quote.
const TITLE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|([^\s"']\S*))/;
const OPEN_TITLE = /(?:^|\s)title=(["'])/;
const RANGES = /(?:^|\s)\{([\d\s,-]+)\}(?=\s|$)/;
const LINE_NUMBERS = /(?:^|\s)showLineNumbers(?:=\{?(\d+)\}?)?(?=\s|$)/;

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const text = meta ?? '';
  const title = TITLE.exec(text);
  const ranges = RANGES.exec(text);
  const lineNumbers = LINE_NUMBERS.exec(text);
  const result: CodeMeta = {
    highlightLines: ranges ? parseRanges(ranges[1]!) : [],
    showLineNumbers: lineNumbers !== null,
    startLineNumber: lineNumbers?.[1] ? Number(lineNumbers[1]) : 1,
  };
  const titleText = title?.[1] ?? title?.[2] ?? title?.[3];
  if (titleText) result.title = titleText;
  const problems = [...(ranges ? rangeProblems(ranges[0].trim(), ranges[1]!) : []), ...(title ? [] : openTitle(text))];
  if (problems.length) result.problems = problems;
  return result;
}

/** `{1-}`: the parts of a written range that name no line (they are skipped). */
function rangeProblems(written: string, text: string): string[] {
  const bad = text.split(',').filter((part) => !RANGE_PART.test(part) || /^\s*0+\s*$/.test(part));
  return bad.length ? [`\`${written}\` highlights no line for ${bad.map((part) => (part.trim() ? `\`${part.trim()}\`` : 'an empty part')).join(', ')}: write line numbers from 1 (\`{3}\`) or ranges (\`{3-5}\`), separated by commas`] : [];
}

/** `title="my file` with no closing quote: no title, and why. */
function openTitle(text: string): string[] {
  const quote = OPEN_TITLE.exec(text)?.[1];
  return quote ? [`The code block's \`title=${quote}…\` has no closing \`${quote}\`, so the block has no title`] : [];
}

const RANGE_PART = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/;

/** `1,3-5` → [1, 3, 4, 5]; reversed ranges are read forwards, garbage is skipped. */
export function parseRanges(text: string): number[] {
  const lines = new Set<number>();
  for (const part of text.split(',')) {
    const match = RANGE_PART.exec(part);
    if (!match) continue;
    const a = Number(match[1]);
    const b = match[2] ? Number(match[2]) : a;
    for (let line = Math.min(a, b); line <= Math.max(a, b); line++) if (line > 0) lines.add(line);
  }
  return [...lines].sort((x, y) => x - y);
}
