// A build replaces its output folder whole (swapIntoPlace renames the old one aside and deletes
// it), so an output folder that is, or holds, the site or one of its content folders would
// delete them: `--out-dir .` run in the site, or `--out-dir docs` by mistake. Refused before
// anything is written. Pure: absolute paths in, a problem out.
import path from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import { isInside, pluginInputs } from '../dev/contentOwners.js';
import { displayPath, type Diagnostic } from '../errors.js';

/** What the site's plugins read (as the dev server watches it) and its static folders, absolute. */
export function siteInputs(config: SiteConfig, siteDir: string): string[] {
  const read = pluginInputs(config, siteDir).flatMap(({ inputs }) => (inputs.kind === 'paths' ? inputs.paths : []));
  return [...read, ...config.staticDirectories.map((dir) => path.resolve(siteDir, dir))];
}

/**
 * Why `outDir` cannot take a build of the site in `siteDir` whose plugins read `inputs`
 * (folders and files, absolute), or undefined when it can. A folder inside a content folder is
 * refused too: the next build would read its own output as content (or copy it into itself).
 * `defaultOutDir` is where a build without --out-dir writes (beside the config file). `fileAt`:
 * whether a path is a file (the disk's answer, a parameter for the tests).
 */
export function outputFolderProblem(outDir: string, siteDir: string, inputs: readonly string[], defaultOutDir: string, fileAt: (file: string) => boolean = () => false): Diagnostic | undefined {
  const fix = `write the site to a folder of its own, such as ${displayPath(defaultOutDir)} (the default without --out-dir)`;
  const out = displayPath(outDir);
  // A file there, or where one of its parent folders would be: found after the whole build
  // before, as an unexpected ENOTDIR (bad-input audit).
  for (let at = outDir; at !== path.dirname(at); at = path.dirname(at)) {
    if (fileAt(at)) return { what: `The output folder ${out} cannot be made: ${at === outDir ? 'it is' : `${displayPath(at)} is`} a file.`, fix, plugin: 'config' };
  }
  if (isInside(siteDir, outDir)) {
    const what = outDir === siteDir ? 'is the site folder' : `holds the site folder ${displayPath(siteDir)}`;
    return { what: `The output folder ${out} ${what}: a build replaces its output folder whole, so it would delete the site.`, fix, plugin: 'config' };
  }
  for (const input of inputs) {
    const named = `${displayPath(input)}, which the build reads,`;
    if (isInside(input, outDir)) {
      const what = outDir === input ? `is ${named}` : `holds ${named}`;
      // The default output folder listed as content (`staticDirectories: ['static', 'build']`):
      // suggesting it as "a folder of its own" named the very folder at fault (bad-input audit).
      const clashFix = isInside(input, defaultOutDir) ? `stop the build reading ${displayPath(input)}: remove it from the config's content options (staticDirectories, a docs or blog path), since the output folder is no input, or write the site elsewhere with --out-dir` : fix;
      return { what: `The output folder ${out} ${what} and a build replaces its output folder whole, so it would delete it.`, fix: clashFix, plugin: 'config' };
    }
    if (isInside(outDir, input)) return { what: `The output folder ${out} is inside ${named} so the next build would read its own output as content.`, fix, plugin: 'config' };
  }
  return undefined;
}
