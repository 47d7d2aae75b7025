// Interdiction windows: whether a Task Force chip is worth playing, and where.
import type { Seat } from '@cutthroat/engine';
import type { GoCaineView } from '../index.js';
import { fallback, first, ofType, type Act, type Legal } from './legal.js';
import { Reading } from './reading.js';
import { MAP, POINTS, priceOf, seizureChance, zoneIndex } from './routes.js';

/** Tons in the largest shipment of another seat that is not hit yet: a quick reason to look closer. */
export function largestOpposing(v: GoCaineView, me: Seat): number {
  let most = 0;
  for (let p = 0; p < POINTS; p++) {
    const s = v.cells[p]!;
    if (s < 0 || s === me) continue;
    most = Math.max(most, v.held[p]!, v.moving[p]!);
  }
  return most;
}

/** The minimum shipment worth a chip, and the expected loss (in $M) a chip must inflict. */
export const INTERDICT_TONS = 4;
export const INTERDICT_VALUE = 40;
/** Product worth this much in expected loss is worth a chip whatever the size of its shipments. */
export const INTERDICT_BULK = 150;

export function chooseInterdiction(r: Reading, legal: Legal): Act {
  const pass = first(legal, 'pass') ?? fallback(legal);
  const options = ofType(legal, 'interdict');
  const keeping = r.options.keepsAChip && r.v.players[r.me]!.taskForceChips < 2;
  if (keeping || options.length === 0 || largestOpposing(r.v, r.me) < INTERDICT_TONS) return pass;
  const worths = r.v.players.map((p, s) => (p.conceded ? 0 : r.worth(s)));
  const top = Math.max(...worths);
  const mine = worths[r.me]!;
  const threat = (s: Seat) => s !== r.me && worths[s]! > 0 && (worths[s]! >= 0.7 * top || worths[s]! >= mine);
  const saleTarget = new Map<string, number>();
  const potential = (s: Seat, z: number) => {
    const key = `${s}/${z}`;
    let price = saleTarget.get(key);
    if (price === undefined) {
      price = priceOf[r.target(s, z).zone]!;
      saleTarget.set(key, price);
    }
    return price;
  };
  let best: Act = pass;
  let bestValue = r.options.interdictValue ?? INTERDICT_VALUE;
  for (const a of options) {
    const z = zoneIndex(a.zone);
    let value = 0;
    let largest = 0;
    for (const p of MAP.zones[z]!.points) {
      const s = r.v.cells[p]!;
      if (s < 0) continue;
      for (const tons of [r.v.held[p]!, r.v.moving[p]!]) {
        if (tons === 0) continue;
        const loss = tons * potential(s, z) * seizureChance(tons, r.influence(s, z));
        if (s === r.me) value -= 1.5 * loss;
        else if (threat(s)) {
          value += loss;
          largest = Math.max(largest, tons);
        } else value += 0.2 * loss;
      }
    }
    if ((largest >= INTERDICT_TONS || value >= INTERDICT_BULK) && value > bestValue) {
      best = a;
      bestValue = value;
    }
  }
  return best;
}
