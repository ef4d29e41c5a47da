// Every column of a content table has a header with text: an empty first header cell (a table
// comparing two things row by row) is an empty <th>, which screen readers announce as nothing
// (axe empty-table-header).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const contentDir = fileURLToPath(new URL('../../../content/', import.meta.url));
const DELIMITER_ROW = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;
const FENCE = /^\s*(```|~~~)/;

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(file);
    return /\.mdx?$/.test(entry.name) ? [file] : [];
  });
}

/** `file:line: header row` of each table, outside code blocks, with an empty header cell. */
function emptyHeaderCells(file: string): string[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const found: string[] = [];
  let inFence = false;
  lines.forEach((line, index) => {
    if (FENCE.test(line)) inFence = !inFence;
    const next = lines[index + 1];
    if (inFence || !line.trim().startsWith('|') || next === undefined || !DELIMITER_ROW.test(next)) return;
    const cells = line.trim().replace(/^\||\|$/g, '').split(/(?<!\\)\|/);
    if (cells.some((cell) => !cell.trim())) found.push(`${path.relative(contentDir, file)}:${index + 1}: ${line}`);
  });
  return found;
}

describe('content tables', () => {
  it('give every column a header with text', () => {
    expect(markdownFiles(contentDir).flatMap(emptyHeaderCells)).toEqual([]);
  });
});
