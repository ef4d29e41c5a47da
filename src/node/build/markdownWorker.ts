// Worker-thread side of markdown compilation: one compiler per thread, batches in, outputs back.
import { parentPort, workerData } from 'node:worker_threads';
import { createMarkdownCompiler, type MarkdownCompilerOptions } from '../markdown/compileMarkdown.js';
import { saveCodeCache } from '../saveCodeCache.js';
import { combineErrors } from '../errors.js';
import { timedCompileInto, type TimedOutput } from './timedCompile.js';
import type { MarkdownInput } from '../markdown/types.js';
import type { WireMarkdownInput } from './markdownService.js';
import { sharedStore, type WorkerJob } from './workerPool.js';

const compiler = createMarkdownCompiler(workerData as MarkdownCompilerOptions);

const shared = sharedStore();

parentPort!.on('message', (message: WorkerJob<WireMarkdownInput>) => {
  shared.take(message);
  const outputs: TimedOutput[] = [];
  const failures: unknown[] = [];
  for (const { linkMapId, ...input } of message.inputs) timedCompileInto(compiler, { ...input, linkMap: shared.get(linkMapId) as MarkdownInput['linkMap'] }, outputs, failures);
  if (failures.length) {
    const err = combineErrors(failures) as Error & { diagnostics?: unknown };
    parentPort!.postMessage({ id: message.id, error: { message: err.message, name: err.name, stack: err.stack, diagnostics: err.diagnostics } });
    return;
  }
  parentPort!.postMessage({ id: message.id, outputs });
  // A batch in, the compiler's functions have run: a first run of this bundle caches them.
  saveCodeCache();
});
