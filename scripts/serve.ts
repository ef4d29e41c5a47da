// `npm run serve -- [--port 3000] [--host localhost] [--dir build]`
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { networkInterfaces } from 'node:os';
import { isBuildError } from '../src/node/errors.js';
import { createStaticServer } from '../src/node/serve/createServer.js';
import { listen } from '../src/node/serve/listen.js';
import { readServeInfo, SERVE_INFO_FILE } from '../src/node/serve/serveInfo.js';
import { servedAt } from '../src/node/serve/serverUrl.js';
import { commandArgs, numberFlag, SHARED_FLAGS, stringFlag } from './args.js';

const args = commandArgs({
  command: 'npm run serve',
  summary: 'Serve a built site as a static host would: compressed, hashed files cached for a year, 404.html for missing pages.',
  flags: {
    port: SHARED_FLAGS.port,
    host: SHARED_FLAGS.host,
    dir: ['--dir DIR', 'The built site to serve (default build).'],
  },
});
const dir = stringFlag(args, 'dir', 'build');
const port = numberFlag(args, 'port') ?? Number(process.env.PORT ?? '3000');
const host = stringFlag(args, 'host', 'localhost');

const problem = !existsSync(dir)
  ? `${dir}/ does not exist`
  : !statSync(dir).isDirectory()
    ? `${dir} is a file, not a built site's folder`
    : !existsSync(path.join(dir, 'index.html')) && !existsSync(path.join(dir, SERVE_INFO_FILE))
      ? `${dir}/ holds no built site (no index.html): every address would answer 404`
      : undefined;
if (problem) {
  console.error(`error [serve] ${problem}\n  fix: run \`npm run build\` first, or pass the built folder with --dir.`);
  process.exit(1);
}
listen(createStaticServer({ dir }), { host, port, command: 'serve' }).then(
  () => console.log(`[folio] serving ${dir}/ at ${servedAt({ host, port, baseUrl: readServeInfo(dir).baseUrl }, networkInterfaces())}`),
  (error: unknown) => {
    console.error(isBuildError(error) ? error.message : error);
    process.exit(1);
  },
);
