// `npm start -- [--port 3000] [--host localhost] [--config site.config.ts] [--no-open] [--no-cache]`
import { exec } from 'node:child_process';
import { startDevServer } from '../src/node/dev/devServer.js';
import { isBuildError } from '../src/node/errors.js';
import { commandArgs, numberFlag, SHARED_FLAGS, stringFlag } from './args.js';

// No top-level await: scripts/folio.mjs bundles commands as CommonJS (see runCodeCached.mjs).
async function main(): Promise<void> {
  const args = commandArgs({
    command: 'npm start',
    summary: 'Serve the site in development: pages build on request, edits show in the browser at once.',
    flags: {
      port: SHARED_FLAGS.port,
      host: SHARED_FLAGS.host,
      config: SHARED_FLAGS.config,
      open: ['--no-open', 'Do not open a browser.'],
      cache: ['--no-cache', 'Start without the compiled markdown kept on disk.'],
    },
  });
  try {
    const server = await startDevServer({
      configPath: stringFlag(args, 'config', 'site.config.ts'),
      port: numberFlag(args, 'port') ?? Number(process.env.PORT ?? '3000'),
      host: stringFlag(args, 'host', 'localhost'),
      diskCache: args.flags.cache !== false,
    });
    // Open a browser unless told not to (or on CI, where there is none).
    if (args.flags.open !== false && !process.env.CI) exec(`xdg-open ${server.url} || open ${server.url}`, () => undefined);
    const stop = () => server.close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (error) {
    console.error(isBuildError(error) ? error.message : error);
    process.exit(1);
  }
}

void main();
