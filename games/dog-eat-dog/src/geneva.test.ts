import { describe, expect, it } from 'vitest';
import { spaceJobs } from './cards.js';
import { geometry } from './board.js';
import { freeActions } from './legal.js';
import { apply } from './rules.js';
import { GENEVA_TRANSFERS_PER_TURN, freshTurn, type DogEatDogState } from './state.js';
import { must, resolve, table, testRng } from './testing.js';

const geneva = geometry.spaceIndex.get('geneva')!;

/** Seat 1 stands on Geneva during seat 0's Sales phase, with $20M corporate and $5M in Switzerland. */
function onGeneva(): DogEatDogState {
  let G = table();
  G = { ...G, phase: 'sales', turn: freshTurn() };
  G = { ...G, players: G.players.map((p, s) => (s === 1 ? { ...p, position: geneva, corporate: 20, swiss: 5 } : p)) };
  return resolve(G, spaceJobs(G, 1, { space: geneva, landed: true })).G;
}

const transfers = (G: DogEatDogState, seat: number) =>
  freeActions(G, seat)
    .toArray()
    .filter((a) => a.type === 'transfer');

describe('Geneva transfers', () => {
  it(`move any amount, ${GENEVA_TRANSFERS_PER_TURN} times a turn for a seat on Geneva`, () => {
    let G = onGeneva();
    expect(transfers(G, 1).length).toBe(25);
    G = must(apply(G, 1, { type: 'transfer', amount: 20 }, testRng(), null)).G;
    expect([G.players[1]!.corporate, G.players[1]!.swiss]).toEqual([0, 25]);
    G = must(apply(G, 1, { type: 'transfer', amount: -7 }, testRng(), null)).G;
    expect([G.players[1]!.corporate, G.players[1]!.swiss]).toEqual([7, 18]);
    // The cap reached: no transfer is listed, and one sent anyway is refused and changes nothing.
    expect(transfers(G, 1)).toEqual([]);
    const third = apply(G, 1, { type: 'transfer', amount: 1 }, testRng(), null);
    expect(third).toMatchObject({ ok: false, error: { code: 'dog-eat-dog/not-now' } });
    expect(G.players[1]).toMatchObject({ corporate: 7, swiss: 18 });
    // The next player's turn gives the seat its transfers again.
    expect(transfers({ ...G, turn: freshTurn() }, 1).length).toBe(25);
  });
});
