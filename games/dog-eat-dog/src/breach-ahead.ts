import type { ActionOf, ViewOf } from '@cutthroat/engine';
import type { dogEatDog } from './game.js';
import { judge } from './breaking-the-law.js';
import type { DogEatDogState } from './state.js';
import type { Restrictable } from './vocabulary.js';

type View = ViewOf<typeof dogEatDog>;
type Action = ActionOf<typeof dogEatDog>;

/**
 * The rules' functions read only the public table here: the laws on the sheet, the modifiers and
 * restrictions in force, the options and the players' public holdings. A view holds all of them,
 * so a seat (a person's table, a bot) can ask them without any other seat's secrets.
 */
export function tableOf(v: View): DogEatDogState {
  const g = v.game;
  const table: Pick<DogEatDogState, 'options' | 'redTape' | 'modifiers' | 'restrictions' | 'players'> = {
    options: g.options,
    redTape: { laws: g.laws, stack: [], discard: g.discard },
    modifiers: g.record.modifiers,
    restrictions: g.record.restrictions,
    players: g.players.map((p) => ({ ...p, swiss: 0, kept: [] })) as unknown as DogEatDogState['players'],
  };
  return table as DogEatDogState;
}

/** The Public Law a move would break (a breach), checked as the rules check it when it is carried out; null if none. */
export const lawBrokenBy = (v: View, a: Action): string | null => breachCheck(v)(a);

/** `lawBrokenBy` for many moves of one view: the table is read once. */
export function breachCheck(v: View): (a: Action) => string | null {
  const me = v.seat;
  if (me === null) return () => null;
  const G = tableOf(v);
  const t = v.game.turn;
  const last = (action: Restrictable, n: number, done: number, square: number | null = null, onSquare = 0) => {
    const verdict = judge(G, me, action, done + n - 1, square, onSquare + n - 1);
    return verdict.kind === 'breach' ? verdict.law : null;
  };
  return (a) => {
    switch (a.type) {
      case 'embezzle':
        return last('embezzle', 1, 0);
      case 'extract':
        return last('extract', a.items.length, t.extractions, a.square, t.extractedOn[a.square] ?? 0);
      case 'produce':
        return last('produce', a.count, t.produced);
      case 'acquire':
        return a.method === 'sealedBid' ? last('sealedBid', 1, 0) : null;
      default:
        return null;
    }
  };
}
