// Starts `npm start`'s or `npm run serve`'s server listening. A port another process holds is the
// one listening error an author fixes themselves: it is a BuildError (what, where, fix) like any
// other command error, not Node's stack trace (`Error: listen EADDRINUSE … at Server.setupListenHandle`).
import type http from 'node:http';
import { BuildError, type Diagnostic } from '../errors.js';

export interface ListenOptions {
  host: string;
  port: number;
  /** The command listening, which the fix tells to run again. */
  command: 'start' | 'serve';
}

const COMMAND_LINE: Record<ListenOptions['command'], string> = { start: 'npm start', serve: 'npm run serve' };

/** Pure: the problem of `host:port` being taken by another process. */
export function portInUse({ host, port, command }: ListenOptions): Diagnostic {
  return {
    plugin: command,
    what: `Port ${port} on ${host} is already in use by another process`,
    fix: `stop that process, or pass another port: ${COMMAND_LINE[command]} -- --port ${port + 1}`,
  };
}

/** Resolves once `server` listens on `options.host`:`options.port`. */
export function listen(server: http.Server, options: ListenOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => reject(error.code === 'EADDRINUSE' ? new BuildError(portInUse(options)) : error);
    server.once('error', failed);
    server.listen(options.port, options.host, () => {
      // Errors of a server that is listening are not this promise's.
      server.off('error', failed);
      resolve();
    });
  });
}
