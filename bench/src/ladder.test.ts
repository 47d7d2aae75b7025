import { CATALOG } from '@cutthroat/catalog';
import { describe, expect, it } from 'vitest';
import { ladder, ladderText, playTable, rateGame, schedule } from './ladder.js';
import { newRating } from './plackett-luce.js';

describe('the round-robin', () => {
  const tables = schedule('g', ['a', 'b', 'c'], 4, 2, '1');

  it('seats every pair of bots once a game number, alternating seats', () => {
    expect(tables.map((t) => t.bots.join(''))).toEqual([
      'abab',
      'acac',
      'bcbc', // game 0: the first of the pair in even seats
      'baba',
      'caca',
      'cbcb', // game 1: in odd seats
    ]);
  });

  it('gives each table a secret of its own, from the seed', () => {
    expect(new Set(tables.map((t) => t.secret)).size).toBe(tables.length);
    expect(tables[0]!.secret).toBe('ladder/1/g/a-b/0');
  });
});

describe('rateGame', () => {
  const fresh = () =>
    new Map(['a', 'b'].map((n) => [n, { rating: newRating(), games: 0, seats: 0, seatWins: 0 }] as const));

  it('raises the bot whose seat won and lowers the other, counting seats and wins', () => {
    const st = fresh();
    rateGame(st, ['a', 'b', 'a', 'b'], {
      ranking: [
        { seat: 2, rank: 1, score: 9 },
        { seat: 1, rank: 2, score: 5 },
        { seat: 0, rank: 3, score: 3 },
        { seat: 3, rank: 4, score: 1 },
      ],
    });
    expect(st.get('a')!.rating.mu).toBeGreaterThan(25);
    expect(st.get('b')!.rating.mu).toBeLessThan(25);
    expect(st.get('a')!).toMatchObject({ games: 1, seats: 2, seatWins: 1 });
    expect(st.get('b')!).toMatchObject({ games: 1, seats: 2, seatWins: 0 });
  });

  it('moves neither bot when their seats place alike', () => {
    const st = fresh();
    rateGame(st, ['a', 'b'], {
      ranking: [
        { seat: 0, rank: 1, score: 1 },
        { seat: 1, rank: 1, score: 1 },
      ],
    });
    expect(st.get('a')!.rating.mu).toBeCloseTo(25, 12);
    expect(st.get('b')!.rating.mu).toBeCloseTo(25, 12);
  });
});

describe('playTable', () => {
  it('plays a seeded table to the same end twice', () => {
    const module = CATALOG.get('arms-dealers')!;
    const random = module.bots.find((b) => b.name === 'random')!;
    const table = { bots: ['random', 'random', 'random'], secret: 'ladder/test/0' };
    const once = playTable(module, table, [random.make(), random.make(), random.make()]);
    const twice = playTable(module, table, [random.make(), random.make(), random.make()]);
    expect(twice).toEqual(once);
    expect(once.ranking).toHaveLength(3);
  });
});

describe('ladder', () => {
  // Arms Dealers without its search bot: greedy and random, quick to play.
  const full = CATALOG.get('arms-dealers')!;
  const [greedy, , random] = full.bots;
  const module: typeof full = { ...full, bots: [greedy, random!] };
  const opts = { players: 4, gamesPerPair: 4, seed: 't', command: 'cmd' };
  const l = ladder(module, opts);

  it('rates every bot from the round-robin, the random one anchored at a mean of 25', () => {
    expect(l.entries.map((e) => e.bot).sort()).toEqual(['greedy', 'random']);
    expect(l.entries.find((e) => e.bot === 'random')!.mu).toBe(25);
    for (const e of l.entries) {
      expect(e.games).toBe(4);
      expect(e.seats).toBe(8);
      expect(e.rating).toBe(Math.round(e.mu - 3 * e.sigma));
      expect(e.sigma).toBeLessThan(25 / 3);
    }
    expect(l).toMatchObject({ version: 1, players: 4, gamesPerPair: 4, seed: 't', command: 'cmd', budgets: {} });
  });

  it('is the same from the same seed, and prints each bot with its style', () => {
    expect(ladder(module, opts)).toEqual(l);
    const text = ladderText(module, l);
    for (const b of module.bots) expect(text).toContain(b.blurb);
  });
});
