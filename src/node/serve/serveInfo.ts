// What the build writes for `serve` beside the pages: the site's URL rules, so serving follows
// them without loading the site config. A module of its own so the build command does not load
// the static server's packages (sirv, compression) only to name this file.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Written by the build so `serve` follows the site's URL rules without loading its config. */
export interface ServeInfo {
  baseUrl: string;
  trailingSlash: boolean | undefined;
}

export const SERVE_INFO_FILE = '__folio/serve.json';

export function readServeInfo(dir: string): ServeInfo {
  const file = path.join(dir, SERVE_INFO_FILE);
  if (!existsSync(file)) return { baseUrl: '/', trailingSlash: undefined };
  return JSON.parse(readFileSync(file, 'utf8')) as ServeInfo;
}
