/**
 * A name's skeleton: what it looks like, as a key. Two names with one skeleton may pass for each
 * other at a glance ("Ada" and "Аda" with a Cyrillic А, "B0b" and "Bob", "AIice" and "Alice"),
 * so that one person could pose as another at the same table. It is a key to compare, never shown.
 *
 * The steps: NFKC (full-width and styled letters, ligatures: "Ａｄａ" is "Ada"), the look-alikes
 * that case tells apart (capital I, digit 1 and the bar all read as l), case folded, accents
 * dropped (NFD, then no combining marks), invisible characters dropped, letters of other scripts
 * that are drawn as Latin ones mapped to them, letter pairs that read as one ("rn" as "m"), and
 * spaces run together. Deliberately coarse: a false match costs a rename, a miss lets someone pose.
 */

// Drawn alike in the fonts a browser picks for names: Cyrillic and Greek letters, and digits.
const HOMOGLYPHS: Readonly<Record<string, string>> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  і: 'i',
  ї: 'i',
  ј: 'j',
  һ: 'h',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  ь: 'b',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  μ: 'u',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  γ: 'y',
  ω: 'w',
  ς: 'c',
  σ: 'o',
  '0': 'o',
  '1': 'l',
  '3': 'e',
  '5': 's',
  '8': 'b',
  '|': 'l',
  '!': 'l',
};

// Before case folding: capital I and small l are drawn alike, small i is not (its dot).
const LIKE_L = /[I1|\u0406\u04C0\u0399]/gu;
const MARKS = /\p{M}/gu;
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\u2800]/gu;
const PAIRS: readonly (readonly [RegExp, string])[] = [
  [/rn/g, 'm'],
  [/vv/g, 'w'],
];

/** The skeleton of `name` (see above): equal skeletons, look-alike names. */
export function nameSkeleton(name: string): string {
  const folded = name.normalize('NFKC').replace(LIKE_L, 'l').toLowerCase().normalize('NFD');
  let key = '';
  for (const c of folded.replace(MARKS, '').replace(INVISIBLE, '')) key += HOMOGLYPHS[c] ?? c;
  for (const [pair, one] of PAIRS) key = key.replace(pair, one);
  return key.replace(/\s+/gu, ' ').trim();
}

/** Whether two names may pass for each other (see `nameSkeleton`). */
export const confusable = (a: string, b: string): boolean => nameSkeleton(a) === nameSkeleton(b);
