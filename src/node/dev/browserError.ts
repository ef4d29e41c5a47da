// An error thrown in the browser while a dev server page runs (a component that throws only
// there, behind `typeof window !== 'undefined'`, or in an effect or a handler), as the overlay and
// the terminal show it: the message, the component, and its line in the site's or the theme's
// sources, read from the source map of the dev bundle's file the frame runs in.
import type { SourceMapPayload } from 'node:module';
import { sourcePlace } from '../bundle/sourcePlace.js';
import type { Diagnostic, Place } from '../errors.js';
import { componentFrameIn } from '../prerender/renderFailure.js';

/** What the dev client posts (src/client/dev/devClient.ts). */
export interface BrowserErrorReport {
  message: string;
  stack?: string;
  /** The path of the page it happened on. */
  page: string;
}

/** A dev bundle file's source map, by the file's URL path, with the folder its `sources` start from. */
export type BundleMapOf = (urlPath: string) => { payload: SourceMapPayload; dir: string } | undefined;

/** Reads a posted report; undefined for anything else. */
export function parseBrowserErrorReport(body: string): BrowserErrorReport | undefined {
  try {
    const value = JSON.parse(body) as Partial<BrowserErrorReport>;
    if (typeof value.message !== 'string' || typeof value.page !== 'string') return undefined;
    // Printed to the terminal: no control characters (colours, cursor moves) from the page.
    return { message: printable(value.message), page: printable(value.page), stack: typeof value.stack === 'string' ? value.stack : undefined };
  } catch {
    return undefined;
  }
}

function printable(text: string): string {
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '');
}

export function browserErrorDiagnostic(report: BrowserErrorReport, mapOf: BundleMapOf): Diagnostic {
  const frame = report.stack ? componentFrameIn(report.stack) : undefined;
  const component = frame?.name;
  // The component's line; else the first line of the stack in the sources (an effect's or a
  // handler's function has no component's name, a timer's no component at all).
  const where = (frame && framePlace(frame.file, frame.line, frame.column, mapOf)) ?? firstSourcePlace(report.stack, mapOf);
  return {
    what: `${report.page} threw in the browser: ${report.message}${component ? ` (in component ${component})` : ''}`,
    where,
    fix: `${component ? `fix the error in ${component}` : 'fix the error'} and save: the page reloads with the new code (the browser's console has the whole stack)`,
    plugin: 'browser',
  };
}

/** A V8 stack frame's place: `at name (url:line:column)` or `at url:line:column`. */
const FRAME_PLACE = /^\s*at (?:.*? \()?(\S+?):(\d+):(\d+)\)?$/;

/** The place of the first frame of `stack` in the site's or the theme's sources. */
function firstSourcePlace(stack: string | undefined, mapOf: BundleMapOf): Place | undefined {
  for (const line of stack?.split('\n').slice(1) ?? []) {
    const frame = FRAME_PLACE.exec(line);
    const place = frame && framePlace(frame[1]!, Number(frame[2]), Number(frame[3]), mapOf);
    if (place) return place;
  }
  return undefined;
}

/** Where a frame of the dev bundle is in the sources; undefined in a package or without a map. */
function framePlace(url: string, line: number, column: number, mapOf: BundleMapOf): Place | undefined {
  let urlPath: string;
  try {
    urlPath = new URL(url).pathname;
  } catch {
    return undefined;
  }
  const map = mapOf(urlPath);
  return map && sourcePlace(map.payload, map.dir, line, column);
}
