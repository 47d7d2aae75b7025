import { commitmentOf } from '@cutthroat/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../src/testing/client.js';
import { testServer } from '../src/testing/harness.js';

/**
 * The tests' reproducible deals rest on two test-only paths: the harness's counted secrets (a
 * `newSecret` option that only code can pass, never a request or the environment) and the browser
 * tests' seeded `crypto` (apps/web/e2e/support.ts). A server composed as `main.ts` composes it keeps
 * neither: it draws a fresh secret for every match, and no request can name one or fix a deal.
 */
interface Created {
  match: { id: string; commitment: string };
}

const body = { game: 'arms-dealers', seats: [{ kind: 'open' }, { kind: 'open' }] };

describe('a production server deals only from secrets of its own', () => {
  let production: Awaited<ReturnType<typeof testServer>>;
  let counted: Awaited<ReturnType<typeof testServer>>;
  beforeAll(async () => {
    // As main.ts starts it: no `newSecret`, no fixtures.
    production = await testServer({}, { newSecret: undefined, allowFixtures: false });
    counted = await testServer();
  });
  afterAll(async () => {
    await production.cleanup();
    await counted.cleanup();
  });

  it('commits to a fresh secret for each match, where the harness counts them', async () => {
    const create = async (url: string) => (await api<Created>(url, 'POST', '/api/matches', body)).body.match.commitment;
    const first = await create(production.url);
    const second = await create(production.url);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(second).not.toBe(first);
    // The counted secrets are the test path, and the production server shows none of them.
    const countedFirst = await create(counted.url);
    expect(countedFirst).toBe(commitmentOf('test-secret-0'));
    for (let n = 0; n < 4; n++) expect(first).not.toBe(commitmentOf(`test-secret-${n}`));
  });

  it.each([
    [{ ...body, secret: 'test-secret-0' }, 'lobby/malformed'],
    [{ ...body, newSecret: 'chosen' }, 'lobby/malformed'],
    [{ ...body, setup: { firstPlayer: 1 } }, 'lobby/fixtures-off'],
  ])('refuses a creation that names its own secret or deal: %j', async (refused, code) => {
    const r = await api<{ error: { code: string } }>(production.url, 'POST', '/api/matches', refused);
    expect(r).toMatchObject({ status: 400, body: { error: { code } } });
  });
});
