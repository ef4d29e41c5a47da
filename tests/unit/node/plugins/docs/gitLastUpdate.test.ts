import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gitHead, gitLastUpdates } from '../../../../../src/node/plugins/docs/gitLastUpdate.js';

const temps: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-git-'));
  temps.push(dir);
  return dir;
};
afterEach(() => temps.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' } }).trim();

function commit(repo: string, file: string, author: string, date: string): void {
  writeFileSync(path.join(repo, file), `${author} ${date}\n`);
  git(repo, 'add', '.');
  git(repo, '-c', `user.name=${author}`, '-c', 'user.email=a@example.com', 'commit', '-q', '-m', 'edit', `--date=${date}`);
}

describe('gitHead', () => {
  it('reads the commit of HEAD from a loose ref, packed-refs or a detached HEAD', () => {
    const repo = tempDir();
    const gitDir = path.join(repo, '.git');
    mkdirSync(path.join(gitDir, 'refs/heads'), { recursive: true });
    mkdirSync(path.join(repo, 'docs/deep'), { recursive: true });
    const a = 'a'.repeat(40);
    const b = 'b'.repeat(40);
    writeFileSync(path.join(gitDir, 'HEAD'), 'ref: refs/heads/main\n');
    writeFileSync(path.join(gitDir, 'refs/heads/main'), `${a}\n`);
    expect(gitHead(path.join(repo, 'docs/deep'))).toBe(a);
    rmSync(path.join(gitDir, 'refs/heads/main'));
    writeFileSync(path.join(gitDir, 'packed-refs'), `# pack-refs with: peeled\n${b} refs/heads/main\n`);
    expect(gitHead(repo)).toBe(b);
    writeFileSync(path.join(gitDir, 'HEAD'), `${a}\n`);
    expect(gitHead(repo)).toBe(a);
  });

  it('gives up (ask git) on a worktree, an unborn branch or no repository', () => {
    const worktree = tempDir();
    writeFileSync(path.join(worktree, '.git'), 'gitdir: /elsewhere/.git/worktrees/x\n');
    expect(gitHead(worktree)).toBeUndefined();
    const unborn = tempDir();
    mkdirSync(path.join(unborn, '.git'));
    writeFileSync(path.join(unborn, '.git/HEAD'), 'ref: refs/heads/main\n');
    expect(gitHead(unborn)).toBeUndefined();
  });
});

describe('gitLastUpdates', () => {
  it('keeps the dates per HEAD commit: the same HEAD reads the cache, a new commit is seen', async () => {
    const repo = tempDir();
    const cacheDir = tempDir();
    git(repo, 'init', '-q', '-b', 'main');
    commit(repo, 'intro.md', 'Ada', '2024-01-02T03:04:05Z');
    const file = path.join(repo, 'intro.md');

    const first = await gitLastUpdates(repo, cacheDir);
    expect(first.get(file)?.author).toBe('Ada');
    expect(readdirSync(path.join(cacheDir, 'git-last-update'))).toHaveLength(1);
    // Same HEAD, in a new process (a fresh module): answered from the cache file, where a record
    // edited shows through.
    const [record] = readdirSync(path.join(cacheDir, 'git-last-update'));
    writeFileSync(path.join(cacheDir, 'git-last-update', record!), JSON.stringify([[file, { date: '2020-01-01T00:00:00Z', author: 'Cached' }]]));
    vi.resetModules();
    const fresh = await import('../../../../../src/node/plugins/docs/gitLastUpdate.js');
    expect((await fresh.gitLastUpdates(repo, cacheDir)).get(file)?.author).toBe('Cached');

    commit(repo, 'intro.md', 'Grace', '2024-02-03T04:05:06Z');
    const after = await gitLastUpdates(repo, cacheDir);
    expect(after.get(file)).toMatchObject({ author: 'Grace' });
    expect(new Date(after.get(file)!.date).toISOString()).toBe('2024-02-03T04:05:06.000Z');
    // Without a cache folder git is asked every time.
    expect((await gitLastUpdates(repo)).get(file)?.author).toBe('Grace');
  });

  it("gives each file's first commit date beside its last update (an undated blog post's date)", async () => {
    const repo = tempDir();
    git(repo, 'init', '-q', '-b', 'main');
    commit(repo, 'post.md', 'Ada', '2024-01-02T03:04:05Z');
    commit(repo, 'post.md', 'Grace', '2024-02-03T04:05:06Z');
    commit(repo, 'post.md', 'Linus', '2024-03-04T05:06:07Z');
    const update = (await gitLastUpdates(repo)).get(path.join(repo, 'post.md'))!;
    expect(update.author).toBe('Linus');
    expect(new Date(update.firstCommitDate).toISOString()).toBe('2024-01-02T03:04:05.000Z');
  });

  it('logs a scope once for every folder below it, and gives each folder its own files', async () => {
    const repo = tempDir();
    git(repo, 'init', '-q', '-b', 'main');
    mkdirSync(path.join(repo, 'docs'));
    mkdirSync(path.join(repo, 'versioned_docs'));
    commit(repo, 'docs/a.md', 'Ada', '2024-01-02T03:04:05Z');
    commit(repo, 'versioned_docs/b.md', 'Grace', '2024-02-03T04:05:06Z');
    const docs = await gitLastUpdates(path.join(repo, 'docs'), undefined, repo);
    const versioned = await gitLastUpdates(path.join(repo, 'versioned_docs'), undefined, repo);
    expect([...docs.keys()]).toEqual([path.join(repo, 'docs/a.md')]);
    expect([...versioned.values()].map((update) => update.author)).toEqual(['Grace']);
    // A folder outside the scope is still answered.
    expect((await gitLastUpdates(path.join(repo, 'docs'), undefined, path.join(repo, 'versioned_docs'))).get(path.join(repo, 'docs/a.md'))?.author).toBe('Ada');
  });
});
