// `npm run docs:version -- <version> [--plugin-id default] [--config site.config.ts]`
import { docsVersion } from '../src/node/commands/docsVersion.js';
import { isBuildError } from '../src/node/errors.js';
import { commandArgs, SHARED_FLAGS, stringFlag } from './args.js';

// No top-level await: scripts/folio.mjs bundles commands as CommonJS (see runCodeCached.mjs).
async function main(): Promise<void> {
  const args = commandArgs({
    command: 'npm run docs:version',
    summary: 'Snapshot the current docs as a released version (versioned_docs/, versioned_sidebars/, versions.json).',
    positional: '<version>',
    flags: {
      'plugin-id': ['--plugin-id ID', 'The docs instance to version (default default).'],
      config: SHARED_FLAGS.config,
    },
  });
  const version = args.positional[0];
  if (!version) {
    console.error('error [docs:version] no version given\n  fix: npm run docs:version -- 3.7.0');
    process.exit(1);
  }
  try {
    const written = await docsVersion({ configPath: stringFlag(args, 'config', 'site.config.ts'), version, pluginId: stringFlag(args, 'plugin-id', 'default') });
    console.log(`[folio] docs version ${version} created:\n${written.map((file) => `  ${file}`).join('\n')}`);
  } catch (error) {
    console.error(isBuildError(error) ? error.message : error);
    process.exit(1);
  }
}

void main();
