// Where a browser reaches a server, from the host it listens on. A wildcard host (`--host
// 0.0.0.0`, `::`) means every interface of this machine: a place to listen, not an address to
// browse to (`http://0.0.0.0:3000/` is not a page), so the URL to print and open is localhost's,
// as Vite does, with the addresses other machines on the network can use beside it.
import type { NetworkInterfaceInfo } from 'node:os';

export interface ServerAddress {
  host: string;
  port: number;
  /** The site's base URL (`/`, `/docs/`). */
  baseUrl: string;
}

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '0:0:0:0:0:0:0:0']);

function isWildcardHost(host: string): boolean {
  return WILDCARD_HOSTS.has(host);
}

/** `host` as a URL writes it: an IPv6 address in brackets (`http://[::1]:3000/`). */
function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

/** Pure: the URL to print and open, `http://localhost:3000/` for a wildcard host. */
export function serverUrl({ host, port, baseUrl }: ServerAddress): string {
  return `http://${urlHost(isWildcardHost(host) ? 'localhost' : host)}:${port}${baseUrl}`;
}

/** The URLs another machine reaches a server on a wildcard host at: one per IPv4 address of `interfaces` but loopback. */
function networkUrls(address: ServerAddress, interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>): string[] {
  if (!isWildcardHost(address.host)) return [];
  const addresses = Object.values(interfaces).flatMap((infos) => (infos ?? []).filter((info) => info.family === 'IPv4' && !info.internal).map((info) => info.address));
  return addresses.map((host) => serverUrl({ ...address, host }));
}

/**
 * Pure: where the terminal says the server is: its URL, and for a wildcard host the network's
 * too, from `interfaces` (`os.networkInterfaces()`): `http://localhost:3000/ (network: http://192.168.1.5:3000/)`.
 */
export function servedAt(address: ServerAddress, interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>): string {
  const network = networkUrls(address, interfaces);
  return serverUrl(address) + (network.length ? ` (network: ${network.join(', ')})` : '');
}
