import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { missingValueError, numberFlagError, parseArgs, unknownFlagError, usageText, type CommandSpec } from '../../../scripts/args.js';

const spec: CommandSpec = {
  command: 'npm run build',
  summary: 'Build the site.',
  flags: { config: ['--config FILE', 'The site config.'], cache: ['--no-cache', 'Without the build cache.'] },
};

describe('command-line flags', () => {
  it('describes every flag in the help text', () => {
    expect(usageText(spec)).toBe(
      ['Build the site.', '', 'usage: npm run build -- [flags]', '', 'flags:', '  --config FILE  The site config.', '  --no-cache     Without the build cache.', '  --help         Print this help.', ''].join('\n'),
    );
  });

  it('rejects a flag the command does not know, naming the ones it does', () => {
    expect(unknownFlagError(parseArgs(['--config', 'x.ts', '--no-cache']), spec)).toBeUndefined();
    expect(unknownFlagError(parseArgs(['--no-cahce']), spec)).toBe('error: unknown flag --no-cahce for npm run build\n  fix: use --config, --no-cache (npm run build -- --help describes them)');
    expect(unknownFlagError(parseArgs(['--out', 'dist']), spec)).toMatch(/^error: unknown flag --out for npm run build/);
  });

  it('rejects a flag that takes a value when it is given none, rather than using the default', () => {
    expect(missingValueError(parseArgs(['--config', 'x.ts', '--no-cache']), spec)).toBeUndefined();
    expect(missingValueError(parseArgs(['--config']), spec)).toBe('error: flag --config of npm run build needs a value\n  fix: write it followed by its value: --config FILE');
    expect(missingValueError(parseArgs(['--config', '--no-cache']), spec)).toMatch(/^error: flag --config of npm run build needs a value\n/);
    expect(missingValueError(parseArgs(['--no-config']), spec)).toMatch(/^error: flag --config of npm run build needs a value \(found --no-config\)\n/);
  });

  it('stops `npm run serve -- --port` with exit 1 instead of serving on the default port', () => {
    const run = spawnSync('node', ['scripts/folio.mjs', 'serve', '--port'], { encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('error: flag --port of npm run serve needs a value\n  fix: write it followed by its value: --port N');
  }, 90_000);

  it('rejects a number flag whose value is not a whole number (`--port=` would listen on any free port)', () => {
    expect(numberFlagError('port', '4000')).toBeUndefined();
    expect(numberFlagError('port', '')).toBe('error: flag --port needs a whole number (found "")\n  fix: write it followed by a number, e.g. --port 3000');
    expect(numberFlagError('threads', 'two')).toMatch(/^error: flag --threads needs a whole number \(found "two"\)/);
    const run = spawnSync('node', ['scripts/folio.mjs', 'serve', '--port='], { encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('error: flag --port needs a whole number (found "")');
  }, 90_000);

  it('rejects a port past 65535 with the error format, not a stack trace', () => {
    expect(numberFlagError('port', '65535')).toBeUndefined();
    expect(numberFlagError('port', '99999')).toBe('error: flag --port needs a port number from 0 to 65535 (found 99999)\n  fix: choose a free port below 65536, e.g. --port 3000');
    expect(numberFlagError('threads', '2')).toBeUndefined();
  });

  it('rejects a number of threads past 64 (bad-input audit: 500 made the build 20 times slower); 0 renders on the main thread, as documented', () => {
    expect(numberFlagError('threads', '500')).toMatch(/^error: flag --threads needs a number of worker threads from 0 to 64 \(found 500\)\n  fix: leave it out for one per core/);
    expect(numberFlagError('threads', '0')).toBeUndefined();
    expect(numberFlagError('threads', '64')).toBeUndefined();
  });

  it('prints the help of a real command and exits 0 instead of running it', () => {
    const run = spawnSync('node', ['scripts/folio.mjs', 'start', '--help'], { encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('usage: npm start -- [flags]');
    expect(run.stdout).toContain('--no-open');
    const top = spawnSync('node', ['scripts/folio.mjs', '--help'], { encoding: 'utf8', timeout: 60_000 });
    expect(top.status).toBe(0);
    expect(top.stdout).toContain('docs-version');
  }, 90_000);
});
