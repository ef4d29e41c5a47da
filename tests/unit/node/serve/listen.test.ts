import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../../../src/node/errors.js';
import { listen, nextFreePort, portInUse } from '../../../../src/node/serve/listen.js';

const servers: http.Server[] = [];
const server = () => {
  const created = http.createServer((_req, res) => res.end('ok'));
  servers.push(created);
  return created;
};
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

describe('listen', () => {
  it('says which port on which host is taken, and how to free it or which port to pick', () => {
    expect(formatDiagnostic(portInUse({ host: 'localhost', port: 4421, command: 'start' }, 4423))).toMatchInlineSnapshot(`
      "error [start]
        Port 4421 on localhost is already in use by another process
        fix: stop that process, or pass a free port: npm start -- --port 4423"
    `);
    expect(portInUse({ host: '0.0.0.0', port: 3000, command: 'serve' }).fix).toBe('stop that process, or pass another port: npm run serve -- --port <port>');
  });

  it('rejects with that problem, not Node’s EADDRINUSE error, naming a port after it that is free, not the next one when that is taken too', async () => {
    const holder = server();
    await listen(holder, { host: '127.0.0.1', port: 0, command: 'serve' });
    const { port } = holder.address() as AddressInfo;
    // The next port taken as well (a second server of the same kind), when the system lets us.
    const next = server();
    const nextTaken = await listen(next, { host: '127.0.0.1', port: port + 1, command: 'serve' }).then(() => true, () => false);
    const free = await nextFreePort('127.0.0.1', port);
    expect(free).toBeGreaterThan(nextTaken ? port + 1 : port);
    const second = listen(server(), { host: '127.0.0.1', port, command: 'serve' });
    await expect(second).rejects.toMatchObject({ name: 'BuildError', diagnostics: [portInUse({ host: '127.0.0.1', port, command: 'serve' }, free)] });
  });

  it('leaves the errors of a server that listens to the server', async () => {
    const listening = server();
    await listen(listening, { host: '127.0.0.1', port: 0, command: 'start' });
    expect(listening.listenerCount('error')).toBe(0);
  });
});
