import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { Rng, seedFromSecret } from '@cutthroat/engine';
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from '@cutthroat/bench/boardgame-io';
import { makeMove } from '@cutthroat/bench';
import { DECK, SEATS, legalMoves, smugglers, type SmugglersState } from './bgio-game.js';

const game = ProcessGameConfig({ ...smugglers, seed: 'test' });
const reduce = CreateGameReducer({ game });

type S = State<SmugglersState>;

/** What `playerID` is sent by the server: the state through the game's player view. */
const viewOf = (state: S, playerID: string) => game.playerView!({ G: state.G, ctx: state.ctx, playerID });

/** Random play as the load clients play it: a random player with moves makes a random legal one. */
function playout(seed: string): { moves: number; state: S } {
  const rng = new Rng(seedFromSecret(seed));
  let state = InitializeGame({ game, numPlayers: SEATS }) as S;
  let moves = 0;
  while (state.ctx.gameover === undefined) {
    const options = Array.from({ length: SEATS }, (_, seat) => String(seat)).flatMap((p) =>
      legalMoves(viewOf(state, p), state.ctx, p).map((m) => [p, m] as const),
    );
    expect(options.length).toBeGreaterThan(0);
    const [playerID, [move, args]] = options[rng.int(options.length)]!;
    const next = reduce(state, makeMove(move, [...args], playerID)) as S & { transients?: { error?: unknown } };
    expect(next.transients?.error).toBeUndefined();
    expect(next._stateID).toBe(state._stateID + 1);
    state = next;
    moves++;
    expect(moves).toBeLessThan(1000);
  }
  return { moves, state };
}

describe('Smugglers, the boardgame.io game of the server load benchmark', () => {
  it('plays whole games with only the moves legalMoves offers, one stateID per move', () => {
    let total = 0;
    for (let i = 0; i < 20; i++) {
      const { moves, state } = playout(`game ${i}`);
      total += moves;
      const cards = state.G.deck.length + state.G.discard.length + state.G.hands.flat().length;
      expect(cards).toBe(DECK);
    }
    expect(total / 20).toBeGreaterThan(60);
    expect(total / 20).toBeLessThan(250);
  });

  it('hides the deck and the other hands', () => {
    const state = InitializeGame({ game, numPlayers: SEATS }) as S;
    const view = viewOf(state, '1');
    expect(view.deck).toEqual([]);
    expect(view.hands[1]!.length).toBeGreaterThan(0);
    expect(view.hands[0]).toEqual([]);
    expect(view.handSizes[0]).toBe(state.G.hands[0]!.length);
  });

  it('opens a window where all the other players answer, then passes the turn', () => {
    let state = InitializeGame({ game, numPlayers: SEATS }) as S;
    state = reduce(state, makeMove('discard', [0], '0')) as S;
    state = reduce(state, makeMove('deal', [0], '0')) as S;
    expect(state.ctx.activePlayers).toEqual({ '1': 'answer', '2': 'answer', '3': 'answer' });
    for (const p of ['3', '1', '2']) state = reduce(state, makeMove('pass', [], p)) as S;
    expect(state.ctx.activePlayers).toBeNull();
    expect(state.ctx.currentPlayer).toBe('1');
    expect(state.G.money[0]).toBeGreaterThan(0);
  });
});
