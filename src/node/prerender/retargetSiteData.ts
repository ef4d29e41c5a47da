// Pages taken over from the previous build whose only difference from what this build would
// render is the address of the site data file (see renderReuse.ts): copied with that address
// replaced, which costs a read and a write instead of a render. Asynchronous, so the copies go
// through the thread pool while the render workers render the changed pages.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inlineJson } from './headTags.js';

/**
 * Pure: `html` naming `to` wherever it named `from`, in the two forms htmlDocument writes it:
 * as the preload hint's attribute, as is, and in the boot script, as inline JSON.
 */
export function retargetHtml(html: string, from: string, to: string): string {
  return html.replaceAll(`"${from}"`, `"${to}"`).replaceAll(inlineJson(from), inlineJson(to));
}

/** How many files are read and written at a time: enough to keep the thread pool's four threads busy. */
const AT_ONCE = 8;

/**
 * Copies each of `files` (relative paths of HTML files) from `previousDir` to `outDir`,
 * naming the site data at `to` where it named `from`.
 */
export async function retargetSiteData(previousDir: string, outDir: string, files: readonly string[], from: string, to: string): Promise<void> {
  let next = 0;
  const copyNext = async (): Promise<void> => {
    while (next < files.length) {
      const file = files[next++]!;
      const html = await readFile(path.join(previousDir, file), 'utf8');
      const target = path.join(outDir, file);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, retargetHtml(html, from, to));
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, files.length) }, copyNext));
}
