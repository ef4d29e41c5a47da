// The rebuild an author waits for after saving one markdown file: a build that reuses the
// markdown cache, once with nothing changed (the floor) and once after appending a sentence to
// one file. The file is restored afterwards whatever happens, so the corpus (or the site's own
// content) is left as it was.
import { readFileSync, writeFileSync } from 'node:fs';
import { measureBuild, type MeasureBuildOptions } from './measureBuild.js';

const APPENDED = '\n\nThis sentence was appended by the incremental rebuild benchmark.\n';

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
  const original = readFileSync(options.file, 'utf8');
  const edited = original + APPENDED;
  // Put the file back only if it still holds our edit: someone may have saved it meanwhile.
  const restore = () => {
    if (readFileSync(options.file, 'utf8') === edited) writeFileSync(options.file, original);
    else process.stderr.write(`[bench] ${options.file} changed during the benchmark; left as it is\n`);
  };
  const restoreAndExit = () => {
    restore();
    process.exit(130);
  };
  process.once('SIGINT', restoreAndExit);
  try {
    writeFileSync(options.file, edited);
    const rebuilt = await measureBuild(build);
    return { file: options.file, unchangedMs: unchanged.wallMs, oneEditMs: rebuilt.wallMs, oneEditLoadMs: rebuilt.summary.timings['load content'] ?? NaN };
  } finally {
    restore();
    process.off('SIGINT', restoreAndExit);
  }
}
