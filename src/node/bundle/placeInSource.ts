// Where an error thrown by code esbuild bundled happened in the files the author wrote: the
// stack names the bundle (by the URL or file name it was run from) and its lines, and the
// bundle's inline source map names the source file and line.
import { SourceMap } from 'node:module';
import path from 'node:path';
import { displayPath } from '../errors.js';

const INLINE_MAP = /\n\/\/# sourceMappingURL=data:application\/json;base64,([A-Za-z\d+/=]+)\s*$/;

/** The source file and line of the first stack frame in the bundle; undefined without one or a map. */
export function placeInSource(stack: string | undefined, { code, url }: { code: string; url: string }): { file: string; line: number; column: number } | undefined {
  const at = stack?.indexOf(`${url}:`) ?? -1;
  const frame = at === -1 ? undefined : /^:(\d+):(\d+)/.exec(stack!.slice(at + url.length));
  const map = INLINE_MAP.exec(code)?.[1];
  if (!frame || map === undefined) return undefined;
  // Frames count lines and columns from 1, source maps from 0.
  const entry = new SourceMap(JSON.parse(Buffer.from(map, 'base64').toString('utf8'))).findEntry(Number(frame[1]) - 1, Number(frame[2]) - 1) as { originalSource?: string; originalLine?: number; originalColumn?: number };
  if (entry.originalSource === undefined || entry.originalLine === undefined) return undefined;
  // esbuild names sources relative to the folder it ran in.
  const source = entry.originalSource.startsWith('file://') ? new URL(entry.originalSource).pathname : path.resolve(entry.originalSource);
  return { file: displayPath(source), line: entry.originalLine + 1, column: (entry.originalColumn ?? 0) + 1 };
}
