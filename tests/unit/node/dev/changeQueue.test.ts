import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createChangeQueue } from '../../../../src/node/dev/changeQueue.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createChangeQueue', () => {
  it('waits for a burst of events to settle and rebuilds once with every file', async () => {
    const batches: string[][] = [];
    const queue = createChangeQueue(async (files) => void batches.push(files), 40);
    queue.add('a.md');
    await vi.advanceTimersByTimeAsync(20);
    queue.add('a.md');
    queue.add('b.md');
    await vi.advanceTimersByTimeAsync(39);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([['a.md', 'b.md']]);
  });

  it('never runs two rebuilds at once, and keeps what changed meanwhile for the next', async () => {
    const batches: string[][] = [];
    let running = 0;
    let most = 0;
    const queue = createChangeQueue(async (files) => {
      running += 1;
      most = Math.max(most, running);
      batches.push(files);
      await new Promise((resolve) => setTimeout(resolve, 100));
      running -= 1;
    }, 10);
    queue.add('a.md');
    await vi.advanceTimersByTimeAsync(20);
    queue.add('b.md');
    await vi.advanceTimersByTimeAsync(20);
    queue.add('c.md');
    await vi.advanceTimersByTimeAsync(500);
    await queue.idle();
    expect(batches).toEqual([['a.md'], ['b.md', 'c.md']]);
    expect(most).toBe(1);
  });

  it('goes on after a failed rebuild, and drops what is pending once closed', async () => {
    const batches: string[][] = [];
    const queue = createChangeQueue(async (files) => {
      batches.push(files);
      if (files.includes('bad.md')) throw new Error('broken');
    }, 10);
    queue.add('bad.md');
    await vi.advanceTimersByTimeAsync(10);
    queue.add('good.md');
    await vi.advanceTimersByTimeAsync(10);
    queue.add('late.md');
    queue.close();
    await vi.advanceTimersByTimeAsync(100);
    await queue.idle();
    expect(batches).toEqual([['bad.md'], ['good.md']]);
  });
});
