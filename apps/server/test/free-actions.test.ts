import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG } from '@cutthroat/catalog';
import { LegalActions, Rng, seedFromSecret } from '@cutthroat/engine';
import { defaultBot } from '@cutthroat/module';
import { api, TestClient } from '../src/testing/client.js';
import { newPlayer, testServer } from '../src/testing/harness.js';

type Server = Awaited<ReturnType<typeof testServer>>;
let server: Server;
beforeAll(async () => {
  // Windows' quiet time has its own test (quiet-windows.test.ts): here each seat answers its own.
  server = await testServer({ windowQuietMs: 0 });
});
afterAll(async () => {
  await server.cleanup();
});

interface Action {
  readonly type: string;
  readonly amount?: number;
}
interface Seen {
  seq: number;
  view: { actors: number[]; window: unknown; offer: unknown };
  legal: Action[];
}
/** The seq an action was accepted at; a refusal fails the test with its code and sentence. */
function acked(r: Awaited<ReturnType<TestClient['act']>>): number {
  if (r.type !== 'ack') throw new Error(`refused: ${r.code}: ${r.message}`);
  return r.seq;
}

/** Moves the test plays for a seat on its own decisions: no offers (they would wait on an answer). */
const OWN = (a: Action) => a.type !== 'propose' && a.type !== 'transfer' && a.type !== 'undo';

/**
 * Dog Eat Dog between two people: Flo (seat 0) floods the match with Geneva transfers whenever she
 * stands there, each sent between the moment Hal sees the table and the moment his answer arrives.
 */
describe('a seat taking free actions as fast as it can', () => {
  it('never makes the other seat’s actions stale, and is held to its transfers a turn', async () => {
    const [flo, hal] = await Promise.all([newPlayer(server.url, 'Flo'), newPlayer(server.url, 'Hal')]);
    const created = await api<{ match: { id: string }; joined: { seatToken: string } }>(
      server.url,
      'POST',
      '/api/matches',
      { game: 'dog-eat-dog', seats: [{ kind: 'open' }, { kind: 'open' }], join: true, seed: 'flo' },
      flo.token,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.match.id;
    const joined = await api<{ seatToken: string }>(
      server.url,
      'POST',
      `/api/matches/${id}/join`,
      { seed: 'hal' },
      hal.token,
    );
    const seats = [await TestClient.connect(server.url), await TestClient.connect(server.url)] as const;
    await seats[0].hello(id, created.body.joined.seatToken);
    await seats[1].hello(id, joined.body.seatToken);
    const seen = (s: 0 | 1) => seats[s].latest() as unknown as Seen;
    /** Both sockets have heard of move `seq`. */
    const heard = (seq: number) => Promise.all(seats.map((c) => c.next('event', (m) => m.seq >= seq)));
    const rng = new Rng(seedFromSecret('free-actions'));
    const pick = <T>(list: readonly T[]): T => list[rng.int(list.length)]!;
    // Each seat's own moves are its heuristic bot's, so that the match lasts as a real one does.
    const bot = defaultBot(CATALOG.get('dog-eat-dog')!).make();
    const decide = (s: Seen, legal: Action[]) =>
      bot.decide({ view: s.view as never, legal: new LegalActions(legal as never[]), rng }) as Action;

    let halAccepted = 0;
    let floods = 0;
    let capRefused = 0;
    for (let step = 0; step < 3_000 && floods < 4; step++) {
      const at = seen(1);
      if (at.view.actors.length === 0) break;
      const floTransfers = seen(0).legal.filter((a) => a.type === 'transfer');
      const halMoves = at.legal.filter(OWN);
      if (at.view.actors.includes(1) && floTransfers.length > 0 && halMoves.length > 0) {
        // Hal decides on move `at.seq`; Flo's transfers land first, then his answer.
        let seq = at.seq;
        for (let transfers = floTransfers; transfers.length > 0;) {
          seq = acked(await seats[0].act(pick(transfers), seq));
          await heard(seq);
          floods++;
          transfers = seen(0).legal.filter((a) => a.type === 'transfer');
        }
        // Over the cap: refused by the rules, nothing moved.
        const over = await seats[0].act({ type: 'transfer', amount: 1 }, seq);
        if (over.type === 'refused') capRefused += over.code === 'dog-eat-dog/not-now' ? 1 : 0;
        await heard(acked(await seats[1].act(decide(at, halMoves), at.seq)));
        halAccepted++;
        continue;
      }
      const actor = at.view.actors.includes(1) ? 1 : 0;
      const mine = seen(actor);
      const moves = mine.legal.filter(OWN);
      await heard(acked(await seats[actor].act(decide(mine, moves.length > 0 ? moves : mine.legal), mine.seq)));
    }
    for (const s of seats) s.close();
    expect(floods).toBeGreaterThanOrEqual(4);
    expect(halAccepted).toBeGreaterThanOrEqual(2);
    expect(capRefused).toBeGreaterThanOrEqual(2);
  });
});
