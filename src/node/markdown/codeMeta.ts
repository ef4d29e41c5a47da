// The text after a fence's language: ```ts title="src/a.ts" {1,3-5} showLineNumbers=10

export interface CodeMeta {
  /** Shown above the block (`title="file.ts"`). */
  title?: string;
  /** 1-based lines of the block to highlight, sorted, without duplicates (`{1,3-5}`). */
  highlightLines: number[];
  showLineNumbers: boolean;
  /** The number of the first line (`showLineNumbers=5`); 1 by default. */
  startLineNumber: number;
}

const TITLE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/;
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
  return result;
}

/** `1,3-5` → [1, 3, 4, 5]; reversed ranges are read forwards, garbage is skipped. */
export function parseRanges(text: string): number[] {
  const lines = new Set<number>();
  for (const part of text.split(',')) {
    const match = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    if (!match) continue;
    const a = Number(match[1]);
    const b = match[2] ? Number(match[2]) : a;
    for (let line = Math.min(a, b); line <= Math.max(a, b); line++) if (line > 0) lines.add(line);
  }
  return [...lines].sort((x, y) => x - y);
}
