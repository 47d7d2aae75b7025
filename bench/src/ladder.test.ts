import { CATALOG } from '@cutthroat/catalog';
import { describe, expect, it } from 'vitest';
import { playTable, rateGame, schedule } from './ladder.js';
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
