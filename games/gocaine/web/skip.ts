import { usefulTargets, type GoCaine } from '@cutthroat/gocaine';
import type { TableProps } from '@cutthroat/web-kit';
import { interdictZones, ofType, type GcAction, type GcView } from './legal.js';

/**
 * The turn whose remaining windows the player chose to skip ("not this turn"), as
 * `round/active seat`; kept for the page's life, since a window's prompt comes and goes.
 */
let skipped: string | null = null;

export const turnKey = (v: GcView): string => `${v.game.round}/${v.game.active}`;

export function skipThisTurn(v: GcView): void {
  skipped = turnKey(v);
}

/**
 * The pass to send without asking: every window of a turn the player skips, and, with auto-pass
 * on, a window in which no listed zone holds another player's shipment (a chip could hit nothing
 * but our own product). Null: ask.
 */
export function autoAnswer(table: TableProps<GoCaine>, settings: { readonly autoPass: boolean }): GcAction | null {
  const v = table.view;
  const pass = ofType(table.legal, 'pass')[0] ?? null;
  if (!v.window || table.me === null || !pass) return null;
  if (skipped === turnKey(v)) return pass;
  if (settings.autoPass && usefulTargets(v.game, table.me, interdictZones(table.legal)).length === 0) return pass;
  return null;
}
