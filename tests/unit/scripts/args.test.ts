import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseArgs, unknownFlagError, usageText, type CommandSpec } from '../../../scripts/args.js';

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
