// `.mdx` files may hold ES module lines (`import Tabs from '@theme/Tabs'`) and JSX comments.
// Folio resolves theme components by name and never runs page code, so both are blanked
// out, keeping every newline so the lines below still match the file. The MDX truncation
// marker `{/* truncate */}` becomes the markdown one.

export const TRUNCATE_MARKER = '<!-- truncate -->';

const JSX_COMMENT = /\{\s*\/\*([\s\S]*?)\*\/\s*\}/g;
const ESM_START = /^(import|export)[\s{*]/;

/** Applies to one prose chunk of an `.mdx` file (see `mapOutsideCode`). */
export function stripMdxSyntax(chunk: string): string {
  return stripEsm(chunk).replace(JSX_COMMENT, (match, body: string) =>
    body.trim() === 'truncate' ? TRUNCATE_MARKER : blankKeepingLines(match),
  );
}

/** In MDX an ESM block starts with `import`/`export` at the start of a line and ends at a blank line. */
function stripEsm(chunk: string): string {
  const lines = chunk.split('\n');
  let inEsm = false;
  let previousBlank = true;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!inEsm && previousBlank && ESM_START.test(line)) inEsm = true;
    previousBlank = line.trim() === '';
    if (inEsm && previousBlank) inEsm = false;
    if (inEsm) lines[i] = '';
  }
  return lines.join('\n');
}

function blankKeepingLines(text: string): string {
  return '\n'.repeat(text.split('\n').length - 1);
}
