// The rebuild an author waits for after saving one markdown file: a build that reuses the
// markdown cache, once with nothing changed (the floor) and once after appending a sentence to
// one file. The file is restored afterwards whatever happens, so the corpus (or the site's own
// content) is left as it was.
import { writeFileSync } from 'node:fs';
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { measureBuild, type MeasureBuildOptions } from './measureBuild.js';

export interface IncrementalMeasurement {
  /** The markdown file that was edited. */
  file: string;
  /** Warm build with an untouched cache and no edit. */
  unchangedMs: number;
  /** Warm build after the edit. */
  oneEditMs: number;
  /** Markdown phase of that build ("load content"). */
  oneEditLoadMs: number;
}

export async function measureIncremental(options: Omit<MeasureBuildOptions, 'cache'> & { file: string }): Promise<IncrementalMeasurement> {
  const build = { configPath: options.configPath, outDir: options.outDir, cache: true };
  // The first warm build fills the cache (the cold build ran without one); the second is the floor.
  await measureBuild(build);
  const unchanged = await measureBuild(build);
  const original = await readFile(options.file);
  // Ctrl-C during the timed build must not leave the edit behind.
  const restoreAndExit = () => {
    writeFileSync(options.file, original);
    process.exit(130);
  };
  process.once('SIGINT', restoreAndExit);
  try {
    await appendFile(options.file, '\n\nThis sentence was appended by the incremental rebuild benchmark.\n');
    const edited = await measureBuild(build);
    return { file: options.file, unchangedMs: unchanged.wallMs, oneEditMs: edited.wallMs, oneEditLoadMs: edited.summary.timings['load content'] ?? NaN };
  } finally {
    await writeFile(options.file, original);
    process.off('SIGINT', restoreAndExit);
  }
}
