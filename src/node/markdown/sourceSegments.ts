// The source rewrites that run before parsing (MDX syntax, component tags, `<head>` blocks)
// must never touch code: a fenced block that shows `<Tabs />` or `{/* x */}` is an example,
// not markup. This splits a body into prose and fenced code (``` ~~~ and $$ math), so a
// rewrite sees only prose, together with the file line where each prose chunk starts.

const FENCE = /^[ \t>]*(`{3,}|~{3,}|\${2,})/;

/** Applies `rewrite` to every run of lines outside fenced code; code is returned verbatim. */
export function mapOutsideCode(text: string, rewrite: (chunk: string, startLine: number) => string): string {
  const lines = text.split(/(?<=\n)/);
  let out = '';
  let chunk = '';
  let chunkStart = 1;
  let fence: string | undefined;
  lines.forEach((line, index) => {
    if (fence !== undefined) {
      out += line;
      if (closesFence(line, fence)) fence = undefined;
      return;
    }
    const open = openingFence(line);
    if (open !== undefined) {
      out += chunk ? rewrite(chunk, chunkStart) : '';
      chunk = '';
      fence = open;
      out += line;
      return;
    }
    if (!chunk) chunkStart = index + 1;
    chunk += line;
  });
  return out + (chunk ? rewrite(chunk, chunkStart) : '');
}

const MDX_CODE_BLOCK = /^ {0,3}(`{3,}|~{3,})[ \t]*mdx-code-block[ \t]*$/;

/**
 * Docusaurus's ```` ```mdx-code-block ```` fences hold MDX to render, not code to show (its docs
 * wrap tabs and imports in them so the file reads well elsewhere): their content becomes the
 * page's, and their fence lines blank ones, so every line keeps its number. Other fences, and
 * an `mdx-code-block` fence shown inside one, are left as they are.
 */
export function unwrapMdxCodeBlocks(text: string): string {
  if (!text.includes('mdx-code-block')) return text;
  const lines = text.split('\n');
  let unwrapping: string | undefined;
  let code: string | undefined;
  lines.forEach((line, index) => {
    if (unwrapping !== undefined) {
      if (closesFence(line, unwrapping)) {
        lines[index] = '';
        unwrapping = undefined;
      }
      return;
    }
    if (code !== undefined) {
      if (closesFence(line, code)) code = undefined;
      return;
    }
    const wrapper = MDX_CODE_BLOCK.exec(line);
    if (wrapper) {
      unwrapping = wrapper[1]!;
      lines[index] = '';
      return;
    }
    code = FENCE.exec(line)?.[1];
  });
  return lines.join('\n');
}

/** The fence (```` ``` ````, `~~~`, `$$`) that `line` opens, if it opens one. */
export function openingFence(line: string): string | undefined {
  const open = FENCE.exec(line)?.[1];
  // `$$x$$` on one line opens and closes at once: it is inline math, not a fence.
  if (open === undefined || (open.startsWith('$') && line.trim().length > open.length && line.trim().endsWith('$$'))) return undefined;
  return open;
}

/** Whether `line` closes the code block `fence` opened. */
export function closesFence(line: string, fence: string): boolean {
  const match = FENCE.exec(line);
  if (!match) return false;
  const marker = match[1]!;
  return marker[0] === fence[0] && marker.length >= fence.length && line.slice(match[0].length).trim() === '';
}

/** 1-based line of `index` inside `chunk`, given the chunk's first line. */
export function lineAt(chunk: string, index: number, startLine: number): number {
  let line = startLine;
  for (let i = 0; i < index; i++) if (chunk.charCodeAt(i) === 10) line++;
  return line;
}
