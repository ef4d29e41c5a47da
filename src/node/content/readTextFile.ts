// A content file's text, refused when it is not UTF-8: Node decodes the bytes it cannot read as
// U+FFFD, so a page saved as Latin-1 was published with "Caf� cr�me" and nothing said.
import { readFileSync } from 'node:fs';
import { BuildError } from '../errors.js';

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The text of `absPath` (UTF-8; a BOM is kept, as `readFileSync(…, 'utf8')` keeps it). Throws a
 * BuildError for `plugin` at the line of the first byte that is not UTF-8, named as `shown`.
 */
export function readTextFile(absPath: string, shown: string, plugin: string): string {
  const bytes = readFileSync(absPath);
  const text = bytes.toString('utf8');
  // The strict decode only for the rare text holding a replacement character: it may be written.
  if (!text.includes('\uFFFD')) return text;
  try {
    STRICT_UTF8.decode(bytes);
    return text;
  } catch {
    const offset = firstInvalidByte(bytes);
    let line = 1;
    for (let i = 0; i < offset; i++) if (bytes[i] === 0x0a) line++;
    throw new BuildError({
      plugin,
      where: { file: shown, line },
      what: `The file is not UTF-8 text: its byte 0x${bytes[offset]!.toString(16).padStart(2, '0')} on line ${line} is not a character of UTF-8`,
      fix: 'Save it as UTF-8 (in most editors: "Save with encoding" or "Reopen with encoding", then UTF-8).',
    });
  }
}

/** Offset of the first byte that starts no valid UTF-8 sequence (the file has one). */
function firstInvalidByte(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const byte = bytes[i]!;
    const length = byte < 0x80 ? 1 : byte >= 0xc2 && byte < 0xe0 ? 2 : byte >= 0xe0 && byte < 0xf0 ? 3 : byte >= 0xf0 && byte < 0xf5 ? 4 : 0;
    if (length === 0) return i;
    try {
      STRICT_UTF8.decode(bytes.subarray(i, i + length));
    } catch {
      return i;
    }
    i += length;
  }
  return bytes.length - 1;
}
