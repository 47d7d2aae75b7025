import { gocaineMap } from '@cutthroat/gocaine';

/** The board as data, and what the table says of a place. */
export const map = gocaineMap;

export const zoneOfPoint = (p: number) => map.zones[map.zoneIndexOf[p]!]!;

export const KIND: Readonly<Record<string, string>> = {
  premium: 'premium zone',
  transit: 'transit zone',
  supply: 'supply zone',
};
