import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { servedAt, serverUrl } from '../../../../src/node/serve/serverUrl.js';

const nic = (address: string, family: 'IPv4' | 'IPv6', internal = false) => ({ address, family, internal }) as NetworkInterfaceInfo;
const interfaces = { lo: [nic('127.0.0.1', 'IPv4', true), nic('::1', 'IPv6', true)], eth0: [nic('192.168.1.5', 'IPv4'), nic('fe80::1', 'IPv6')] };

describe('serverUrl', () => {
  it('sends the browser to localhost for a wildcard host, which is no address to browse to', () => {
    expect(serverUrl({ host: '0.0.0.0', port: 4421, baseUrl: '/' })).toBe('http://localhost:4421/');
    expect(serverUrl({ host: '::', port: 4421, baseUrl: '/docs/' })).toBe('http://localhost:4421/docs/');
  });

  it('keeps any other host, an IPv6 address in brackets', () => {
    expect(serverUrl({ host: 'localhost', port: 3000, baseUrl: '/' })).toBe('http://localhost:3000/');
    expect(serverUrl({ host: '192.168.1.5', port: 3000, baseUrl: '/' })).toBe('http://192.168.1.5:3000/');
    expect(serverUrl({ host: '::1', port: 3000, baseUrl: '/' })).toBe('http://[::1]:3000/');
  });
});

describe('servedAt', () => {
  it('lists the network addresses beside localhost for a wildcard host', () => {
    expect(servedAt({ host: '0.0.0.0', port: 4421, baseUrl: '/' }, interfaces)).toBe('http://localhost:4421/ (network: http://192.168.1.5:4421/)');
  });

  it('names only the host itself otherwise, or when there is no network', () => {
    expect(servedAt({ host: 'localhost', port: 4421, baseUrl: '/' }, interfaces)).toBe('http://localhost:4421/');
    expect(servedAt({ host: '0.0.0.0', port: 4421, baseUrl: '/' }, { lo: interfaces.lo })).toBe('http://localhost:4421/');
  });
});
