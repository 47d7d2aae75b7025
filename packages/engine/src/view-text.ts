import type { AnyGame } from './game.js';
import { awaitedOf, type StateOf } from './match.js';
import type { Seat } from './seat.js';
import { undoSeatOf } from './undo.js';

/**
 * The JSON text of `viewOf(game, state, seat)`, for any seat asked for, with the parts every
 * viewer shares (the match's public fields and the game's `publicView`) serialised once. A server
 * sends each of its viewers a view after every action; most of each is the same text. Keys may
 * come in another order than `viewOf`'s; `JSON.parse` of the text equals it otherwise.
 */
export function viewTexts<Gm extends AnyGame>(game: Gm, state: StateOf<Gm>): (seat: Seat | null) => string {
  const shared = JSON.stringify({
    seq: state.seq,
    players: state.players,
    actors: awaitedOf(game, state),
    window: state.window,
    offer: state.offer,
    outcome: state.outcome,
    undo: undoSeatOf(state),
  });
  // Written into each seat's text without its closing brace, so that no text is sliced once built:
  // slicing a string made by concatenation copies it whole first.
  const sharedOpen = shared.slice(0, -1);
  const gamePublic = JSON.stringify(game.publicView(state.G));
  const texts = new Map<Seat | null, string>();
  return (seat) => {
    let text = texts.get(seat);
    if (text === undefined) {
      const gameText = joinObjectTexts(gamePublic, JSON.stringify(game.privateView(state.G, seat)));
      text = `${sharedOpen},"seat":${JSON.stringify(seat)},"game":${gameText}}`;
      texts.set(seat, text);
    }
    return text;
  };
}

/** Two objects' JSON texts, whose keys differ, as the text of one object with the keys of both. */
export function joinObjectTexts(a: string, b: string): string {
  if (a === '{}') return b;
  if (b === '{}') return a;
  return `${a.slice(0, -1)},${b.slice(1)}`;
}
