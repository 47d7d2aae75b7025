import { armsDealers } from '@cutthroat/arms-dealers';
import type { AnyGame } from '@cutthroat/engine';
import { gocaine } from '@cutthroat/gocaine';

/** The rules of every game the client can replay and verify: the very modules the server runs. */
export const RULES: Readonly<Record<string, AnyGame>> = {
  'arms-dealers': armsDealers,
  gocaine,
};
