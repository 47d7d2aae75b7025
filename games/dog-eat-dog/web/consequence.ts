import {
  content,
  extract,
  homeCityOf,
  placeMarker,
  placements,
  pollutionReach,
  PRODUCTS_PER_MARKER,
  type MapState,
} from '@cutthroat/dog-eat-dog';
import { ofType } from './legal.js';
import { plural, stageText, type DedAction, type DedView } from './text.js';

/**
 * What a move does to the Inner Map, said before it is made: read off the seat's view and worked
 * out by the rules' own functions (`extract`, `placeMarker`, `placements`), never by a client copy
 * of the rules. Each sentence follows the move's own words on its button.
 */

const mapOf = (v: DedView): MapState => ({
  stage: v.game.stage,
  pollution: v.game.pollution,
  pollutionSupply: v.game.pollutionSupply,
});

/** "it degrades to Stage 2: damaged", or what keeps it as it is. */
function extractNote(
  v: DedView,
  square: number,
  items: Extract<DedAction, { type: 'extract' }>['items'],
): string | null {
  const g = v.game;
  // The workers and the division's ban are the server's to check: listed, the move passes both.
  const r = extract(mapOf(v), g.supply.raw, square, items, { freeWorkers: items.length, mayDegrade: true });
  if (!r.ok) return null;
  const letter = content.naturalSquares[square]!.letter;
  if (!r.value.degraded) return `${letter} stays at ${stageText(g.stage[square]!)}`;
  const markers = g.pollution[square]!;
  return `${letter} degrades to ${stageText(r.value.map.stage[square]!)}${markers === 1 ? '; its pollution marker goes back to the supply' : markers > 1 ? `; its ${markers} pollution markers go back to the supply` : ''}`;
}

function polluteNote(v: DedView, square: number): string | null {
  const r = placeMarker(mapOf(v), square);
  if (!r.ok) return null;
  const letter = content.naturalSquares[square]!.letter;
  return r.value.degraded
    ? `a second marker: ${letter} degrades to ${stageText(r.value.map.stage[square]!)}`
    : `${letter}'s first marker`;
}

/** The consequence of one listed move for the map, or null when it has none worth saying. */
export function consequenceText(v: DedView, a: DedAction): string | null {
  if (a.type === 'extract') return extractNote(v, a.square, a.items);
  if (a.type === 'pollute') return polluteNote(v, a.square);
  return null;
}

const letters = (squares: readonly number[]) => squares.map((s) => content.naturalSquares[s]!.letter).join(', ');

/**
 * The pollution this turn's production still owes, and where it may go: the squares in the
 * division's reach, spread evenly over this turn's markers (`placements`). Null when none is owed.
 */
export function pollutionBrief(v: DedView, legal: readonly DedAction[]): string | null {
  const g = v.game;
  const me = v.seat;
  const owed = g.turn.pollutionOwed;
  if (me === null || owed === 0 || ofType(legal, 'pollute').length === 0) return null;
  const division = g.players[me]?.division;
  if (!division) return null;
  const home = homeCityOf(g.options, division);
  const reach = pollutionReach(g.stage, home);
  const open = placements(mapOf(v), reach, g.turn.placed);
  const placed = open.length ? (g.turn.placed[open[0]!] ?? 0) : 0;
  const fuller = reach.filter((s) => g.stage[s]! < 3 && !open.includes(s));
  return [
    `Your production owes ${plural(owed, 'pollution marker')} (one per ${PRODUCTS_PER_MARKER} products, rounded up), placed before extraction.`,
    `Your reach: ${letters(reach) || 'none'}. Spread them evenly: the next goes on a square with the fewest markers this turn (${placed}), outlined on the map: ${letters(open)}.`,
    fuller.length ? `Not ${letters(fuller)}: more markers this turn.` : '',
    'A second marker on a square degrades it one stage.',
  ]
    .filter(Boolean)
    .join(' ');
}

/** Extraction's rule in one sentence, beside the extract moves. */
export const EXTRACTION_RULE =
  'One worker per raw material. More than one from a square in a turn degrades it at once; Stage 3 yields nothing.';
