import { content } from '../content.js';

/**
 * A tutorial's Red Tape deck, unshuffled: `law` on top (the first official, so the starting Public
 * Law), then the other 39 in card order. The Zoning Commissioner's ban on Sealed Bids is the law
 * that touches none of the examples.
 */
export const deckUnder = (law: string): string[] => [
  law,
  ...content.redTape.map((c) => c.id).filter((id) => id !== law),
];

export const QUIET_LAW = 'RT07';
