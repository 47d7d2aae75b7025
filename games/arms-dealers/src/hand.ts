import { faceOf, type CardId, type Face } from './cards.js';

/** How many cards of each face a hand holds, faces in first-seen order. */
export function faceCounts(hand: readonly CardId[]): Map<Face, number> {
  const counts = new Map<Face, number>();
  for (const card of hand) {
    const f = faceOf(card);
    counts.set(f, (counts.get(f) ?? 0) + 1);
  }
  return counts;
}

export function holds(hand: readonly CardId[], face: Face): boolean {
  for (const card of hand) if (faceOf(card) === face) return true;
  return false;
}

/**
 * Take one card of each named face (a face named twice takes two cards). Identical faces are
 * interchangeable, so the first matching cards are taken. `null` when the hand lacks one.
 */
export function takeFaces(
  hand: readonly CardId[],
  faces: readonly Face[],
): { readonly rest: CardId[]; readonly taken: CardId[] } | null {
  const rest = hand.slice();
  const taken: CardId[] = [];
  for (const f of faces) {
    const at = rest.findIndex((c) => faceOf(c) === f);
    if (at < 0) return null;
    taken.push(rest[at]!);
    rest.splice(at, 1);
  }
  return { rest, taken };
}

/**
 * Every distinct multiset drawn from `counts` (of exactly `size` cards when given, otherwise of
 * one card or more), each as a list of faces.
 */
export function subMultisets<F>(counts: readonly (readonly [F, number])[], size?: number): F[][] {
  const out: F[][] = [];
  const pick: F[] = [];
  const walk = (i: number) => {
    if (i === counts.length) {
      if (size === undefined ? pick.length > 0 : pick.length === size) out.push(pick.slice());
      return;
    }
    const [face, n] = counts[i]!;
    const room = size === undefined ? n : Math.min(n, size - pick.length);
    for (let k = 0; k <= room; k++) {
      walk(i + 1);
      pick.push(face);
    }
    pick.length -= room + 1;
  };
  walk(0);
  return out;
}
