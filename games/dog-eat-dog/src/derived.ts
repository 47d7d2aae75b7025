import type { GameEvent, Seat } from '@cutthroat/engine';
import type { DeclarationFailure } from '@cutthroat/module';
import { encounters, pollutionReach } from './board.js';
import { content, iconsAt } from './content.js';
import { homeCityOf } from './homes.js';
import { produce, tasksLeft } from './production.js';
import { pollutionSquares } from './rules.js';
import { squaresOf, type DogEatDogState } from './state.js';

/**
 * What the rules derive from a position, by name, for a designer reading a scenario
 * (`cutthroat run`'s `print: ["derived"]`): the seat's pollution reach and where its next marker
 * may go, what it could produce now, what its squares offer, and the spaces each movement roll
 * meets in order. Squares are named by letter and spaces by id, as the rulebook and content do.
 */
export function derivedValues(G: DogEatDogState, seat: Seat): Readonly<Record<string, unknown>> {
  const p = G.players[seat]!;
  const letter = (s: number) => content.naturalSquares[s]!.letter;
  const space = (i: number) => content.board.spaces[i]!.id;
  if (p.division === null) return { division: null };
  const division = content.divisionById.get(p.division)!;
  const tasks = tasksLeft(G, seat, seat === G.active ? G.turn.tasks : 0);
  const typeThisTurn = seat === G.active ? G.turn.productType : null;
  const production: Record<string, number> = {};
  for (const r of division.recipes) {
    let most = 0;
    const raws = 'anyRaw' in r.inputs ? (['coal', 'chemicals', 'iron', 'oil', 'wood'] as const) : [undefined];
    for (const anyRaw of raws)
      for (let n = most + 1; n <= tasks; n++)
        if (produce(G, seat, r.product, n, { tasks, typeThisTurn, anyRaw }).ok) most = n;
        else break;
    production[r.product] = most;
  }
  return {
    division: p.division,
    unusedWorkers: tasks,
    pollutionReach: pollutionReach(G.map.stage, homeCityOf(G.options, p.division)).map(letter),
    pollutionPlacements: pollutionSquares(G, seat).map(letter),
    pollutionOwed: seat === G.active ? G.turn.pollutionOwed : 0,
    production,
    squares: Object.fromEntries(
      squaresOf(G, seat).map((s) => [
        letter(s),
        { stage: G.map.stage[s], icons: iconsAt(content.naturalSquares[s]!, G.map.stage[s]!) },
      ]),
    ),
    moves: Object.fromEntries(
      Array.from({ length: 11 }, (_, i) => i + 2).map((roll) => [
        roll,
        encounters(p.position, roll).map((e) => space(e.space)),
      ]),
    ),
  };
}

const DECLARED_BY: Readonly<Record<string, string>> = {
  embezzle: 'embezzle',
  extract: 'extract',
  produce: 'produce',
  hire: 'hire',
  sealedBid: 'acquire',
};

/** A `declaration-failed` event read as the step that declared it (see `SimHooks.declarationFailed`). */
export function declarationFailed(e: GameEvent): DeclarationFailure | null {
  if (e.type !== 'declaration-failed') return null;
  return {
    seat: e['seat'] as Seat,
    action: DECLARED_BY[e['action'] as string] ?? (e['action'] as string),
    code: e['why'] as string,
    message: e['message'] as string,
  };
}
