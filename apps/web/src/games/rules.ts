import { armsDealers } from '@cutthroat/arms-dealers';
import { lookupTable, type AnyGame } from '@cutthroat/engine';
import { gocaine } from '@cutthroat/gocaine';

/**
 * The rules of every game the client can replay and verify: the very modules the server runs. A
 * table without a prototype: an export's `game` may be `constructor`.
 */
export const RULES = lookupTable<AnyGame>({
  'arms-dealers': armsDealers,
  gocaine,
});
