// Compiles markdown for the content plugins: from the content-hash cache when possible, the
// rest on worker threads (one compiler per thread, built once per build, never per file).
import { allReportingEveryProblem, combineErrors, type Diagnostic } from '../errors.js';
import { codeBlockOptionsOf, type CodeBlockOptions } from '../markdown/codeBlockOptions.js';
import type { SiteConfig } from '../config/schema.js';
import type { MarkdownCompiler } from '../markdown/compileMarkdown.js';
import type { IdealImageOptions } from '../markdown/images.js';
import type { SiteMdxComponents } from '../content/mdxComponents.js';
import { markdownLinkTarget } from '../markdown/markdownLinkTarget.js';
import type { MarkdownInput, MarkdownOutput, SourceLink } from '../markdown/types.js';
import type { MarkdownCache } from './markdownCache.js';
import { timedCompileInto, type TimedOutput } from './timedCompile.js';
import { createWorkerPool, type WorkerPool } from './workerPool.js';

/** Files per worker message: large enough to amortise messaging, small enough to balance. */
const BATCH_SIZE = 16;
/**
 * Fewer files than this compile on the main thread. A worker's start-up and JIT warm-up cost
 * about half a second of CPU, which on a two-core machine outweighs what it saves below a few
 * hundred files: a 500-page corpus (plugins compile ~130 files at a time) loaded in 1.8 s on
 * the main thread against 2.2-2.5 s with two workers; at 2,000 pages workers win (4.6 s
 * against 5.1 s).
 */
const MIN_FILES_FOR_WORKERS = 400;

/** A markdown input as a worker receives it: its link map is shared, by id (see WorkerPool.run). */
export type WireMarkdownInput = Omit<MarkdownInput, 'linkMap'> & { linkMapId: string };

/** A relative markdown link its file's link map has no page for, and the file it is written in. */
export interface BrokenMarkdownLink {
  link: SourceLink;
  file: string;
  /** The linking file's `linkRoots`, to name what the link means as its compile read it. */
  roots?: string[];
}

export interface MarkdownService {
  compile(inputs: MarkdownInput[]): Promise<MarkdownOutput[]>;
  /**
   * Relative markdown links to files that are no page of their plugin instance (or docs
   * version), from every compile so far. Described by `brokenLinkDiagnostic` against the link
   * maps of the site as loaded then: the service outlives a dev server's reloads, and a map an
   * earlier load compiled with may name a page that is gone.
   */
  brokenMarkdownLinks(): readonly BrokenMarkdownLink[];
  /**
   * What the compiler warned about (a dropped `<script>`, a formula KaTeX could not typeset, an
   * MDX component it cannot run), from every compile so far, cached files included.
   */
  warnings(): Diagnostic[];
  /** Files compiled and served from the cache; time spent compiling and the words compiled. */
  stats(): MarkdownStats;
  close(): Promise<void>;
}

export interface MarkdownStats {
  compiled: number;
  cached: number;
  /** Sum of the compile times of the files compiled (on whichever thread compiled them). */
  compileMs: number;
  /** Words in the files compiled. */
  words: number;
}

export interface MarkdownServiceOptions {
  prismLanguages?: string[];
  codeBlocks?: CodeBlockOptions;
  /** Responsive variants for raster images (quality, max, min, steps). */
  idealImage?: IdealImageOptions;
  /** The site's MDXComponents module and the names it adds (see content/mdxComponents.ts). */
  mdxComponents?: SiteMdxComponents;
  /** Worker threads; 0 compiles on the main thread. */
  threads: number;
  cache?: MarkdownCache;
  /** Smaller compiles stay on the main thread (default `MIN_FILES_FOR_WORKERS`). */
  minFilesForWorkers?: number;
  /**
   * Main thread: give the event loop a turn after this many milliseconds of compiling, so a
   * server keeps answering requests during a long compile (the dev server loading in the background).
   */
  yieldEveryMs?: number;
}

/**
 * The options the markdown compiler runs with for `config`, the markdown cache's key too (one
 * list for builds and the dev server, which has no responsive images).
 */
export function markdownCompilerOptions(config: SiteConfig, mdxComponents: SiteMdxComponents | undefined, mode: 'production' | 'development'): Pick<MarkdownServiceOptions, 'prismLanguages' | 'codeBlocks' | 'idealImage' | 'mdxComponents'> {
  return { prismLanguages: config.themeConfig.prism.additionalLanguages, codeBlocks: codeBlockOptionsOf(config.themeConfig.prism), idealImage: mode === 'production' ? config.idealImage : undefined, mdxComponents };
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createMarkdownService(options: MarkdownServiceOptions): MarkdownService {
  const broken: BrokenMarkdownLink[] = [];
  const warnings: Diagnostic[] = [];
  const stats: MarkdownStats = { compiled: 0, cached: 0, compileMs: 0, words: 0 };
  let pool: WorkerPool<WireMarkdownInput, TimedOutput> | undefined;
  // A link map's id for the workers, by identity: a plugin compiles all its files with one map.
  const linkMapIds = new WeakMap<object, string>();
  let nextLinkMapId = 0;
  let local: MarkdownCompiler | undefined;
  // The same options on this thread and on each worker's compiler.
  const compilerOptions = { prismLanguages: options.prismLanguages, codeBlocks: options.codeBlocks, idealImage: options.idealImage, mdxComponents: options.mdxComponents };
  // Imported on first use: a build whose files all come from the cache, or that compiles on
  // workers, never loads the compiler and its packages (KaTeX, markdown-it, Prism …) here.
  const localCompiler = async () =>
    (local ??= (await import('../markdown/compileMarkdown.js')).createMarkdownCompiler(compilerOptions));

  const compileTimed = async (inputs: MarkdownInput[]): Promise<TimedOutput[]> => {
    // Nothing to compile (every file came from the cache): the compiler is not even loaded.
    if (!inputs.length) return [];
    // Once a large compile has started the workers, smaller ones go to them too: the workers
    // are warm by then, and the main thread, which reads every worker's outputs, had been left
    // compiling a 2,000-page site's blog and changelog (~2.5 s) after the workers had finished.
    if (options.threads <= 1 || (!pool && inputs.length < (options.minFilesForWorkers ?? MIN_FILES_FOR_WORKERS))) {
      const compiler = await localCompiler();
      const outputs: TimedOutput[] = [];
      const failures: unknown[] = [];
      let sliceStart = performance.now();
      for (const input of inputs) {
        timedCompileInto(compiler, input, outputs, failures);
        if (!options.yieldEveryMs || performance.now() - sliceStart < options.yieldEveryMs) continue;
        await nextTurn();
        sliceStart = performance.now();
      }
      if (failures.length) throw combineErrors(failures);
      return outputs;
    }
    pool ??= createWorkerPool<WireMarkdownInput, TimedOutput>(new URL(import.meta.url.endsWith('.ts') ? './markdownWorker.ts' : './markdownWorker.js', import.meta.url), options.threads, compilerOptions);
    const jobs: { batch: WireMarkdownInput[]; shared: Map<string, unknown> }[] = [];
    inputs.forEach(({ linkMap, ...input }, index) => {
      if (index % BATCH_SIZE === 0) jobs.push({ batch: [], shared: new Map() });
      let linkMapId = linkMapIds.get(linkMap);
      if (linkMapId === undefined) linkMapIds.set(linkMap, (linkMapId = String(nextLinkMapId++)));
      const job = jobs.at(-1)!;
      job.batch.push({ ...input, linkMapId });
      job.shared.set(linkMapId, linkMap);
    });
    return (await allReportingEveryProblem(jobs.map(({ batch, shared }) => pool!.run(batch, shared)))).flat();
  };

  const compileFresh = async (inputs: MarkdownInput[]): Promise<MarkdownOutput[]> => {
    const timed = await compileTimed(inputs);
    for (const { output, ms } of timed) {
      stats.compileMs += ms;
      stats.words += output.wordCount;
    }
    return timed.map(({ output }) => output);
  };

  return {
    async compile(inputs) {
      const outputs: (MarkdownOutput | undefined)[] = options.cache ? await Promise.all(inputs.map((input) => options.cache!.get(input))) : inputs.map(() => undefined);
      const missing = inputs.map((_, index) => index).filter((index) => !outputs[index]);
      const fresh = await compileFresh(missing.map((index) => inputs[index]!));
      missing.forEach((index, i) => {
        outputs[index] = fresh[i];
      });
      stats.compiled += missing.length;
      stats.cached += inputs.length - missing.length;
      if (options.cache) await Promise.all(missing.map((index, i) => options.cache!.set(inputs[index]!, fresh[i]!)));
      outputs.forEach((output, index) => {
        warnings.push(...(output!.warnings ?? []));
        const { file, linkRoots } = inputs[index]!;
        for (const link of output!.brokenMarkdownLinks) broken.push({ link, file: link.file ?? file, ...(linkRoots ? { roots: linkRoots } : {}) });
      });
      return outputs as MarkdownOutput[];
    },
    brokenMarkdownLinks: () => broken,
    warnings: () => warnings,
    stats: () => ({ ...stats }),
    async close() {
      await pool?.close();
    },
  };
}

/**
 * Pure: the problem of a relative markdown link its file's link map has no page for. The file may
 * be a page of another plugin instance (a blog post linking `../docs/intro.md`): each compiles
 * with the map of its own files (a docs instance's, all its versions), so the link cannot be
 * resolved, and the fix is the page's URL. `linkMaps` are the maps the site's plugins compiled
 * with: together every page a link may mean.
 */
export function brokenLinkDiagnostic({ link, file, roots }: BrokenMarkdownLink, linkMaps: Iterable<Readonly<Record<string, string>>>): Diagnostic {
  const where = { file, line: link.line };
  const parsed = markdownLinkTarget(link.url, file, roots);
  const maps = [...linkMaps];
  // The first path the link may mean that some plugin builds a page from, and that page.
  let target: string | undefined;
  let page: string | undefined;
  for (const candidate of parsed?.targets ?? []) {
    page = maps.find((map) => Object.hasOwn(map, candidate))?.[candidate];
    if (page !== undefined) {
      target = candidate;
      break;
    }
  }
  if (target === undefined || page === undefined) {
    return { plugin: 'markdown', where, what: `Broken markdown link: ${link.url} (no such markdown file)`, fix: 'Point the link at an existing .md/.mdx file relative to this one, or set `onBrokenMarkdownLinks`.' };
  }
  const url = page + (parsed!.hash !== undefined ? `#${parsed!.hash}` : '');
  return {
    plugin: 'markdown',
    where,
    what: `Broken markdown link: ${link.url} (${target} is the page ${page} of another plugin instance, and a .md link reaches only pages of its own)`,
    fix: `Link to the page's URL instead: ${url}`,
  };
}

/** Pure: what a service's counters gained between two readings. */
export function statsSince(before: MarkdownStats, after: MarkdownStats): MarkdownStats {
  return { compiled: after.compiled - before.compiled, cached: after.cached - before.cached, compileMs: after.compileMs - before.compileMs, words: after.words - before.words };
}

/** `398 compiled (2.9 ms a page, 1.6 ms per 1,000 words), 12 from cache` for the build log. */
export function describeMarkdownStats({ compiled, cached, compileMs, words }: MarkdownStats): string {
  const cost = compiled ? ` (${(compileMs / compiled).toFixed(1)} ms a page, ${words ? ((compileMs / words) * 1000).toFixed(1) : '0.0'} ms per 1,000 words)` : '';
  return `${compiled} compiled${cost}, ${cached} from cache`;
}
