// A server bundle is two files: the code the render threads run and its source map beside it
// (`ssr-….cjs.map`), read only when a render fails, to place the error at the line of the
// site's or the theme's source that threw (see renderFailure.ts).
import { rm } from 'node:fs/promises';

/** The source map written beside a server bundle. */
export function sourceMapOf(bundleFile: string): string {
  return `${bundleFile}.map`;
}

/** Removes a server bundle and its source map (either may be gone already). */
export async function removeServerBundle(bundleFile: string): Promise<void> {
  await Promise.all([rm(bundleFile, { force: true }), rm(sourceMapOf(bundleFile), { force: true })]);
}
