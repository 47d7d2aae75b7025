import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './testing/client.js';
import { testServer, twoPeopleMatch } from './testing/harness.js';

// A full collection on demand, so that what is still held can be told from what is only not yet
// collected.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

type Server = Awaited<ReturnType<typeof testServer>>;
let server: Server;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.cleanup();
});

describe('a socket served', () => {
  it('holds nothing of its upgrade request once through the handshake', async () => {
    const requests: WeakRef<object>[] = [];
    server.app.server.on('upgrade', (req) => requests.push(new WeakRef(req)));
    const { id, seatTokens } = await twoPeopleMatch(server.url);
    const clients = [await TestClient.connect(server.url), await TestClient.connect(server.url)];
    await Promise.all(clients.map((c, seat) => c.hello(id, seatTokens[seat])));
    // WeakRefs hold their targets until the end of the job that read them.
    await new Promise((resolve) => setImmediate(resolve));
    gc();
    expect(requests).toHaveLength(2);
    expect(requests.filter((r) => r.deref() !== undefined)).toHaveLength(0);
    for (const c of clients) c.close();
  });
});
