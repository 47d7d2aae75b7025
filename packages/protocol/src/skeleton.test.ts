import { describe, expect, it } from 'vitest';
import { confusable, nameSkeleton } from './skeleton.js';

describe('name skeletons', () => {
  it.each([
    ['the same name', 'Ada', 'Ada'],
    ['another case', 'ada', 'ADA'],
    ['Cyrillic а, е, о, р, с, х, у', 'Аdа Рорсеху', 'Ada Popcexy'],
    ['Greek ο and α', 'Bοb Αlαn', 'Bob Alan'],
    ['digit 0 for o', 'B0b', 'Bob'],
    ['digit 1 for l', 'A1ice', 'Alice'],
    ['capital I for l', 'AIice', 'Alice'],
    ['full-width letters', 'Ａｄａ', 'Ada'],
    ['an accent', 'Zoë', 'Zoe'],
    ['rn for m', 'Arnos', 'Amos'],
    ['spaces doubled or around', ' Ada  Lovelace ', 'Ada Lovelace'],
    ['a soft hyphen inside', 'A\u00ADda', 'Ada'],
  ])('takes %s for a look-alike', (_, a, b) => {
    expect(confusable(a, b)).toBe(true);
  });

  it.each([
    ['different names', 'Ada', 'Bob'],
    ['small i and l, told apart by the dot', 'Ali', 'All'],
    ['a letter more', 'Ada', 'Adam'],
    ['a space inside', 'Ada B', 'AdaB'],
  ])('tells %s apart', (_, a, b) => {
    expect(confusable(a, b)).toBe(false);
  });

  it('is a key, never shown: lower case, Latin where the letters look Latin', () => {
    expect(nameSkeleton('Аdа B0b')).toBe('ada bob');
  });
});
