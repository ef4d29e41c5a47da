// A rebuild takes the previous sw.js when the worker code and the shell files are unchanged,
// and builds it afresh otherwise: whichever it does, sw.js is what a fresh build would write.
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServiceWorker } from '../../../../../src/node/plugins/offline/buildServiceWorker.js';

const temp = mkdtempSync(path.join(os.tmpdir(), 'folio-sw-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
const recordFile = path.join(temp, 'cache/service-worker.json');
const shell = ['index.html', '__folio/assets/main-abc.js'];

function output(name: string, home: string): string {
  const dir = path.join(temp, name);
  mkdirSync(path.join(dir, '__folio/assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), home);
  writeFileSync(path.join(dir, '__folio/assets/main-abc.js'), 'console.log(1);');
  return dir;
}
const sw = (dir: string) => readFileSync(path.join(dir, 'sw.js'), 'utf8');
const build = (dir: string, previousDir: string) => buildServiceWorker({ outDir: dir, shell, reuse: { previousDir, recordFile } });

describe('service worker reuse', () => {
  it('writes the same sw.js when nothing changed, and a new one when a shell file did', async () => {
    const first = output('first', '<h1>Home</h1>');
    const fresh = await build(first, path.join(temp, 'none'));
    const second = output('second', '<h1>Home</h1>');
    expect(await build(second, first)).toEqual(fresh);
    expect(sw(second)).toBe(sw(first));

    const third = output('third', '<h1>Home, edited</h1>');
    await build(third, second);
    expect(sw(third)).not.toBe(sw(second));
    expect(sw(third)).toContain('"url":"index.html"');
  }, 60_000);

  it('does not take a previous sw.js that is not the one recorded (a build that failed after recording)', async () => {
    const first = output('a', '<h1>Home</h1>');
    await build(first, path.join(temp, 'none'));
    const expected = sw(first);
    appendFileSync(path.join(first, 'sw.js'), '\n// not what was recorded\n');
    const second = output('b', '<h1>Home</h1>');
    await build(second, first);
    expect(sw(second)).toBe(expected);
  }, 60_000);

  it('bundles the worker again only when a file it was bundled from changed', async () => {
    await build(output('c', '<h1>Home</h1>'), path.join(temp, 'none'));
    const bundleFile = path.join(temp, 'cache/service-worker-bundle.json');
    const record = JSON.parse(readFileSync(bundleFile, 'utf8')) as { inputs: Record<string, number>; code: string };
    expect(Object.keys(record.inputs).some((file) => file.endsWith('serviceWorker.ts'))).toBe(true);
    // A marker in the recorded code shows whether the next build took it.
    writeFileSync(bundleFile, JSON.stringify({ ...record, code: `${record.code};self.recordedBundle=1;` }));
    const reused = output('d', '<h1>Home, once more</h1>');
    await build(reused, path.join(temp, 'c'));
    expect(sw(reused)).toContain('self.recordedBundle=1');

    const [input] = Object.keys(record.inputs);
    writeFileSync(bundleFile, JSON.stringify({ ...record, inputs: { ...record.inputs, [input!]: 0 }, code: `${record.code};self.recordedBundle=1;` }));
    const rebundled = output('e', '<h1>Home, edited again</h1>');
    await build(rebundled, reused);
    expect(sw(rebundled)).not.toContain('recordedBundle');
    expect(sw(rebundled)).toContain('"url":"index.html"');
  }, 60_000);
});
