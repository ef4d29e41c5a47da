// One markdown compile with its cost, so a build can report what a page costs to compile
// (the bench prints it per page and per 1,000 words) wherever the compile ran.
import type { MarkdownCompiler } from '../markdown/compileMarkdown.js';
import type { MarkdownInput, MarkdownOutput } from '../markdown/types.js';

export interface TimedOutput {
  output: MarkdownOutput;
  ms: number;
}

export function timedCompile(compiler: MarkdownCompiler, input: MarkdownInput): TimedOutput {
  const started = performance.now();
  const output = compiler.compile(input);
  return { output, ms: performance.now() - started };
}

/**
 * Compiles `input` into `outputs`, or keeps its error in `failures`: a broken file does not
 * stop the others, so one build reports the problems of all of them.
 */
export function timedCompileInto(compiler: MarkdownCompiler, input: MarkdownInput, outputs: TimedOutput[], failures: unknown[]): void {
  try {
    outputs.push(timedCompile(compiler, input));
  } catch (error) {
    failures.push(error);
  }
}
