// The tags file of a docs or blog instance, read the same way by both: the default `tags.yml`
// only when it exists, a file the options name always (the blog skipped a missing one unseen,
// and with it the check of inline tags).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readDataFile } from '../content/loadDataFile.js';
import { BuildError } from '../errors.js';
import { normalizeTagsFile, type TagDefinition } from './tags.js';
import { lineOfKeyPath } from '../config/lineOfKeyPath.js';
import type { OptionsWritten } from '../config/optionsWritten.js';

export interface ReadTagsFileOptions {
  /** The instance's folder. */
  dir: string;
  /** The `tags` option: a file below `dir`, false for none, undefined for the default `tags.yml` if there is one. */
  tags: string | false | undefined;
  plugin: 'docs' | 'blog';
  /** How the file is named in a problem (relative to where the command runs). */
  shown: (abs: string) => string;
  /** Where the instance's options are written: a file the `tags` option names and that is missing is reported at that line. */
  written?: OptionsWritten;
}

/** The tags the file defines and the file as shown, or none when the instance has no tags file. */
export async function readTagsFile({ dir, tags, plugin, shown, written }: ReadTagsFileOptions): Promise<{ tags: Record<string, TagDefinition>; tagsFile?: string }> {
  if (tags === false) return { tags: {} };
  const abs = path.join(dir, tags ?? 'tags.yml');
  if (!existsSync(abs)) {
    if (tags === undefined) return { tags: {} };
    const optionLine = written && lineOfKeyPath(written.source, [...written.keyPath, 'tags']);
    throw new BuildError({
      plugin,
      where: optionLine === undefined ? { file: shown(abs) } : { file: written!.file, line: optionLine },
      what: `The tags file of this ${plugin} instance does not exist: ${shown(abs)}`,
      fix: `Create it, or remove \`tags\` from the ${plugin} instance options.`,
    });
  }
  const tagsFile = shown(abs);
  const read = await readDataFile(abs, tagsFile, plugin);
  const normalized = normalizeTagsFile(read.data, tagsFile, plugin, read.source);
  if (normalized.problems.length) throw new BuildError(normalized.problems);
  return { tags: normalized.tags, tagsFile };
}
