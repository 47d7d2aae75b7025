import { CATALOG } from '@cutthroat/catalog';
import { Rng, awaitedOf, legalActionsOf, seedFromSecret, viewOf } from '@cutthroat/engine';
import { botKind } from '@cutthroat/module';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalFanOut } from '../fanout/index.js';
import { Metrics } from '../metrics.js';
import type { SeatRecord } from '../store/index.js';
import { activeMatch, Closer } from '../testing/live.js';
import { MatchHost } from './host.js';

const rigs = new Closer();
afterEach(() => rigs.closeAll());

async function rig(game: string, bot: string, seats: number, secret: string) {
  const store = await rigs.store('offers');
  const fanout = new LocalFanOut();
  const metrics = new Metrics({ liveMatches: () => 0, sockets: () => 0, botMovesWaiting: () => 0 });
  const h = new MatchHost({
    games: CATALOG,
    store,
    fanout,
    now: () => 1_000,
    logger: pino({ level: 'silent' }),
    metrics,
    origin: 'a',
    // Ada answers each window herself, and at once: windows' quiet time has its own test.
    windowQuietMs: 0,
  });
  rigs.add(async () => {
    await h.close();
    metrics.close();
    await fanout.close();
  });
  const row = activeMatch(
    `offers-${game}`,
    [ada, ...Array.from({ length: seats - 1 }, (_, i) => botSeat(i + 1, bot))],
    {
      game,
      secret,
    },
  );
  await store.createMatch(row);
  await h.seatsChanged(row.id);
  return { h, store, id: row.id };
}

const ada: SeatRecord = { seat: 0, kind: 'human', bot: null, playerId: 'ada', name: 'Ada', tokenHash: 'x' };
const botSeat = (seat: number, bot: string): SeatRecord => ({
  seat,
  kind: 'bot',
  bot,
  playerId: null,
  name: `${bot} bot`,
  tokenHash: null,
});

/** Let the event loop run a few turns: the bots' moves, were any due. */
async function turns(n: number) {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
}

interface Case {
  readonly game: string;
  /** The bots at the other seats. */
  readonly bot: string;
  /** How Ada plays her own turns: a bot of the game that makes no offers. */
  readonly ada: string;
  readonly seats: number;
}

const CASES: Case[] = [
  { game: 'dog-eat-dog', bot: 'heuristic', ada: 'hoarder', seats: 3 },
  { game: 'arms-dealers', bot: 'greedy', ada: 'random', seats: 3 },
];

/**
 * Ada, a person, never answers at once: whenever a bot's offer to her is open, the bots get many
 * turns of the event loop first, and the offer must still be open and the log unmoved. She then
 * answers it (declining every other one, accepting the rest when she can), and at the end every
 * bot offer to her was answered by her, none withdrawn.
 */
describe('a bot’s offer to a person waits for her answer', () => {
  for (const c of CASES) {
    it(`in ${c.game}, with ${c.bot} bots`, { timeout: 60_000 }, async () => {
      const { h, store, id } = await rig(c.game, c.bot, c.seats, `${c.game}-offers-secret`);
      const module = CATALOG.get(c.game)!;
      const adaBot = botKind(module, c.ada)!.make();
      const rng = new Rng(seedFromSecret('ada'));
      let offersToAda = 0;
      for (let step = 0; step < 4_000 && offersToAda < 4; step++) {
        await vi.waitFor(
          async () => {
            const m = (await h.get(id))!;
            expect(m.state.outcome !== null || awaitedOf(m.game, m.state).includes(0)).toBe(true);
          },
          { timeout: 20_000, interval: 1 },
        );
        let m = (await h.get(id))!;
        if (m.state.outcome) break;
        const offer = m.state.offer;
        let action: unknown;
        if (offer && offer.to === 0 && m.row.seats[offer.from]?.kind === 'bot') {
          offersToAda++;
          const seq = m.state.seq;
          await turns(50);
          m = (await h.get(id))!;
          expect(m.state.seq).toBe(seq);
          expect(m.state.offer?.id).toBe(offer.id);
          const legal = legalActionsOf(m.game, m.state, 0).toArray();
          const accept = legal.find((a) => (a as { type: string }).type === 'accept');
          action = offersToAda % 2 === 0 && accept ? accept : { type: 'decline', offer: offer.id };
        } else {
          action = adaBot.decide({ view: viewOf(m.game, m.state, 0), legal: legalActionsOf(m.game, m.state, 0), rng });
        }
        const r = await h.submit(id, 0, action, m.state.seq);
        expect(r.ok).toBe(true);
      }
      expect(offersToAda).toBeGreaterThan(0);
      const withdrawn = (await store.log(id)).filter((e) => (e.action as { type: string }).type === 'withdraw');
      expect(withdrawn).toEqual([]);
    });
  }
});
