// Starts `npm start`'s or `npm run serve`'s server listening. A port another process holds is the
// one listening error an author fixes themselves: it is a BuildError (what, where, fix) like any
// other command error, not Node's stack trace (`Error: listen EADDRINUSE … at Server.setupListenHandle`).
import type http from 'node:http';
import net from 'node:net';
import { BuildError, type Diagnostic } from '../errors.js';

export interface ListenOptions {
  host: string;
  port: number;
  /** The command listening, which the fix tells to run again. */
  command: 'start' | 'serve';
}

const COMMAND_LINE: Record<ListenOptions['command'], string> = { start: 'npm start', serve: 'npm run serve' };

/** Ports after a taken one tried for the fix to suggest. */
const PORTS_TRIED = 20;

/**
 * Pure: the problem of `host:port` being taken by another process; `free`, a port after it
 * that was free a moment ago (the fix names it: the next port was as likely taken, by a second
 * server of the same kind).
 */
export function portInUse({ host, port, command }: ListenOptions, free?: number): Diagnostic {
  return {
    plugin: command,
    what: `Port ${port} on ${host} is already in use by another process`,
    fix: free === undefined ? `stop that process, or pass another port: ${COMMAND_LINE[command]} -- --port <port>` : `stop that process, or pass a free port: ${COMMAND_LINE[command]} -- --port ${free}`,
  };
}

/** The first port after `port` on `host` that can be listened on now, if one of the next few can. */
export async function nextFreePort(host: string, port: number): Promise<number | undefined> {
  for (let candidate = port + 1; candidate <= Math.min(port + PORTS_TRIED, 65535); candidate++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(candidate, host, () => probe.close(() => resolve(true)));
    });
    if (free) return candidate;
  }
  return undefined;
}

/** Resolves once `server` listens on `options.host`:`options.port`. */
export function listen(server: http.Server, options: ListenOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EADDRINUSE') return reject(error);
      void nextFreePort(options.host, options.port).then((free) => reject(new BuildError(portInUse(options, free))));
    };
    server.once('error', failed);
    server.listen(options.port, options.host, () => {
      // Errors of a server that is listening are not this promise's.
      server.off('error', failed);
      resolve();
    });
  });
}
