import type { MatchState, MatchView, Rng } from '@cutthroat/engine';

/**
 * The whole match state around a game state `G` that a game's `determinize` sampled from `view`:
 * the match's public parts (players, seq, window, offer, outcome) as the view shows them, and four
 * RNG words of its own drawn from `rng` after the game's own draws, so each sample rolls its own
 * dice. No forced dice (scenarios only) and no undo point: the search never undoes.
 */
export function sampledMatch<G, T>(view: MatchView<unknown, T>, G: G, rng: Rng): MatchState<G, T> {
  return {
    players: view.players,
    seq: view.seq,
    rng: [rng.nextU32(), rng.nextU32(), rng.nextU32(), rng.nextU32()],
    forcedDice: [],
    G,
    window: view.window,
    offer: view.offer,
    outcome: view.outcome,
  };
}
