// Where a position of a bundle is in the site's or the theme's sources, from the bundle's source
// map: for a render that failed on the server (renderFailure.ts) and an error the browser reports
// in the dev server (browserError.ts).
import { SourceMap, type SourceMapPayload } from 'node:module';
import path from 'node:path';
import { displayPath, type Place } from '../errors.js';

/**
 * The source file and 1-based line of 1-based `line`, `column` of a bundle file, given its map
 * and the folder its `sources` start from; undefined outside the map or in a package.
 */
export function sourcePlace(map: SourceMapPayload, dir: string, line: number, column: number): Place | undefined {
  if (line < 1) return undefined;
  const entry = new SourceMap(map).findEntry(line - 1, Math.max(column - 1, 0)) as Partial<{ originalSource: string; originalLine: number }>;
  if (entry.originalSource === undefined || entry.originalLine === undefined) return undefined;
  const source = path.resolve(dir, entry.originalSource);
  if (source.split(path.sep).includes('node_modules')) return undefined;
  return { file: displayPath(source), line: entry.originalLine + 1 };
}
