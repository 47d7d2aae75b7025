import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.js';

/** A request as it arrives on a connection from `remote`, never connected: only its address is read. */
function request(remote: string, forwardedFor?: string): IncomingMessage {
  const socket = new Socket();
  Object.defineProperty(socket, 'remoteAddress', { value: remote });
  const req = new IncomingMessage(socket);
  if (forwardedFor) req.headers['x-forwarded-for'] = forwardedFor;
  return req;
}

describe("a request's client address", () => {
  it.each<[string, true | string | undefined, IncomingMessage, string]>([
    [
      'no proxy trusted: the connection, whatever the header says',
      undefined,
      request('10.0.0.5', '203.0.113.9'),
      '10.0.0.5',
    ],
    [
      'any proxy trusted: the first address of the header',
      true,
      request('10.0.0.5', '203.0.113.9, 10.0.0.7'),
      '203.0.113.9',
    ],
    [
      'a trusted balancer: the address it saw',
      '10.0.0.5',
      request('10.0.0.5', '198.51.100.1, 203.0.113.9'),
      '203.0.113.9',
    ],
    ['a CIDR range of balancers', '10.0.0.0/8, 127.0.0.1', request('10.0.0.5', '203.0.113.9'), '203.0.113.9'],
    ['a connection from elsewhere than the balancer', '10.0.0.5', request('192.0.2.1', '203.0.113.9'), '192.0.2.1'],
  ])('%s', (_, trust, req, address) => {
    expect(clientAddress(trust)(req)).toBe(address);
  });
});
