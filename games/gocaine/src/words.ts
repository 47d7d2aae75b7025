import { own, type EngineAction, type GameEvent } from '@cutthroat/engine';
import { gocaineMap, type GoCaineMap } from './board.js';
import type { GoCaineAction } from './schema.js';

/**
 * GoCaine in words, one wording for every client (terminal and browser): intersections, money,
 * actions and events. Clients compute nothing about the rules themselves.
 */

/** `C7`: column letter (A from the west), row number (1 in the north). */
export function pointName(p: number, map: GoCaineMap = gocaineMap): string {
  return `${String.fromCharCode(65 + (p % map.columns))}${Math.floor(p / map.columns) + 1}`;
}

/** The point a `pointName` names, or null. */
export function parsePointName(name: string, map: GoCaineMap = gocaineMap): number | null {
  const m = /^([A-Za-z])(\d{1,2})$/.exec(name.trim());
  if (!m) return null;
  const x = m[1]!.toUpperCase().charCodeAt(0) - 65;
  const y = Number(m[2]) - 1;
  return x >= 0 && x < map.columns && y >= 0 && y < map.rows ? y * map.columns + x : null;
}

export const zoneName = (id: string, map: GoCaineMap = gocaineMap): string => map.zoneById.get(id)?.name ?? id;

/** Where p is, in words: `C7 (Peru)`. */
export function placeName(p: number, map: GoCaineMap = gocaineMap): string {
  return `${pointName(p, map)} (${map.zones[map.zoneIndexOf[p]!]?.name ?? '?'})`;
}

/** $ million: `$50M`, `$1,250M`. */
export const formatCash = (millions: number): string => `$${millions.toLocaleString('en-US')}M`;

const seatName = (names: readonly string[], seat: unknown) =>
  typeof seat === 'number' ? (names[seat] ?? `seat ${seat + 1}`) : 'nobody';

export function actionText(a: GoCaineAction | EngineAction<unknown>, _names: readonly string[] = []): string {
  switch (a.type) {
    case 'buy-product':
      return `Buy ${a.tons} mt on ${placeName(a.point)}`;
    case 'buy-cells':
      return `Buy ${a.count} cell${a.count === 1 ? '' : 's'} (${formatCash(5 * a.count)})`;
    case 'buy-infrastructure':
      return 'Buy a level of Smuggling Infrastructure ($20M)';
    case 'buy-influence':
      return `Buy a Political Influence asset in ${zoneName(a.zone)} ($20M, with a Task Force chip)`;
    case 'sell':
      return `Sell ${a.tons} mt on ${placeName(a.point)}`;
    case 'move':
      return `Move ${a.tons} mt from ${placeName(a.from)} to ${placeName(a.to)}${a.through ? ', passing through' : ''}`;
    case 'done':
      return 'Finish this action';
    case 'no-action':
      return 'No action this turn';
    case 'loan':
      return 'Take a $50M bank loan';
    case 'deploy':
      return `Deploy a cell on ${placeName(a.point)}`;
    case 'end-turn':
      return 'End the turn';
    case 'kiss-the-ring':
      return `Kiss The Ring on ${placeName(a.point)}`;
    case 'decline-kiss':
      return 'Leave the captured intersections empty';
    case 'interdict':
      return `Task Force interdiction in ${zoneName(a.zone)}`;
    case 'knock':
      return 'Knock: claim victory (everyone else takes one last turn)';
    case 'concede':
      return 'Concede the game';
    case 'pass':
      return 'Pass';
    case 'deadline':
      return 'Time runs out';
  }
  return (a as { type: string }).type;
}

const WINDOW_TITLES: Record<string, string> = {
  'turn-start': 'A turn begins: interdict before the action?',
  'after-step': 'A shipment moved: interdict?',
};

export const windowTitle = (kind: string): string => own(WINDOW_TITLES, kind) ?? 'Interdict?';

/** An event in one sentence; null for bookkeeping a player need not read. */
export function eventText(e: GameEvent, names: readonly string[]): string | null {
  const who = seatName(names, e['seat']);
  const at = (key: string) => placeName(e[key] as number);
  switch (e.type) {
    case 'bought-product':
      return `${who} buys ${e['tons']} mt on ${at('point')} for ${formatCash(e['cost'] as number)}.`;
    case 'bought-cells':
      return `${who} buys ${e['count']} cell${e['count'] === 1 ? '' : 's'} for ${formatCash(e['cost'] as number)}.`;
    case 'bought-infrastructure':
      return `${who} raises Smuggling Infrastructure to level ${e['level']}.`;
    case 'bought-influence':
      return `${who} buys Political Influence in ${zoneName(e['zone'] as string)}${e['chip'] ? ' and a Task Force chip' : ''}.`;
    case 'sold':
      return `${who} sells ${e['tons']} mt on ${at('point')} for ${formatCash(e['income'] as number)}.`;
    case 'moved':
      return `${who} moves ${e['tons']} mt from ${at('from')} to ${at('to')} (${e['movementLeft']} movement left).`;
    case 'no-action':
      return `${who} takes no action.`;
    case 'loan':
      return `${who} takes a $50M bank loan.`;
    case 'loan-repaid':
      return `${who} repays the bank loan ($55M).`;
    case 'deployed':
    case 'kiss-the-ring': {
      const captured = e['captured'] as { point: number; seat: number }[];
      const verb = e.type === 'deployed' ? 'deploys a cell on' : 'kisses the ring on';
      const caught = captured.length
        ? `, capturing ${captured.length} cell${captured.length === 1 ? '' : 's'} of ${[
            ...new Set(captured.map((c) => seatName(names, c.seat))),
          ].join(', ')}`
        : '';
      return `${who} ${verb} ${at('point')}${caught}.`;
    }
    case 'declined-kiss':
      return `${who} leaves the captured intersections empty.`;
    case 'took-abandoned':
      return `${who} takes ${e['tons']} mt of abandoned product on ${at('point')}.`;
    case 'interdiction':
      return `${who} launches a Task Force interdiction in ${zoneName(e['zone'] as string)}.`;
    case 'seizure-roll': {
      const dice = e['dice'] as number[];
      const plus = (e['influence'] as number) > 0 ? ` + ${e['influence']} influence` : '';
      const how = e['what'] === 'arriving' ? ' arriving' : e['what'] === 'moving' ? ' in transit' : '';
      return `${who}'s ${e['tons']} mt${how} on ${at('point')} rolls ${dice[0]}+${dice[1]}${plus} = ${e['total']}: ${e['seized'] ? 'seized' : 'safe'}.`;
    }
    case 'knock':
      return `${who} knocks with ${formatCash(e['cash'] as number)}: everyone else takes one last turn.`;
    case 'conceded':
      return `${who} concedes.`;
    case 'turn-started':
      return `Round ${e['round']}: ${who}'s turn.`;
    case 'game-over':
      return 'The game is over.';
    default:
      return null;
  }
}
