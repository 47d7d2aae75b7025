import { describe, expect, it } from 'vitest';
import data from '../data/content.json' with { type: 'json' };
import { ContentDataError, content, parseContent } from './content.js';
import { DogEatDogOptions, defaultOptions } from './options.js';
import { OP_NAMES, opsOf } from './vocabulary.js';

const copy = () => structuredClone(data) as unknown as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('content.json', () => {
  it('loads: 20 spaces, 16 squares, 6 divisions, 9 officials and 31 Current Events', () => {
    expect(content.board.spaces).toHaveLength(20);
    expect(content.naturalSquares).toHaveLength(16);
    expect(content.divisions).toHaveLength(6);
    expect(content.redTape.filter((c) => c.type === 'official')).toHaveLength(9);
    expect(content.redTape.filter((c) => c.type === 'event')).toHaveLength(31);
    expect(content.squareByLetter.get('A')!.stage1).toEqual(['iron', 'iron', 'coal']);
    expect(OP_NAMES).toHaveLength(22);
  });

  it('writes every card in the vocabulary, officials with the same op in both modes', () => {
    for (const card of content.redTape) {
      if (card.type !== 'official') continue;
      const law = opsOf(card.effect.law).map((o) => o.op);
      const owned = opsOf(card.effect.owned.effect).map((o) => o.op);
      expect(owned, card.id).toEqual(law);
    }
  });

  type Break = [string, (d: Record<string, any>) => void]; // eslint-disable-line @typescript-eslint/no-explicit-any
  const breaks: Break[] = [
    ['a card missing', (d) => d.redTape.pop()],
    ['an unknown op', (d) => (d.redTape[10].effect = { op: 'teleport', who: 'self' })],
    ['an op with a foreign key', (d) => (d.redTape[10].effect.bonus = 1)],
    ['modify with both set and add', (d) => (d.redTape[16].effect.add = 1)],
    ['an unknown selector', (d) => (d.redTape[10].effect.who = 'everybody')],
    ['one-sided neighbours', (d) => d.naturalSquares[0].neighbors.pop()],
    ['a space and a square that disagree', (d) => (d.board.spaces[3].adjacentSquares = ['D'])],
    ['a kept card with no trigger', (d) => delete d.redTape[31].play],
    ['a move to nowhere', (d) => (d.redTape[28].effect.to = 'atlantis')],
    ['a vocabulary op the interpreter lacks', (d) => (d.vocabulary.ops.teleport = {})],
    ['an inner square as Urban Fringe', (d) => (d.naturalSquares[5].urbanFringe = { connectsTo: ['boomtown'] })],
    ['a division at a stranger home', (d) => (d.divisions[0].homeCity = 'pulpwood')],
  ];
  it.each(breaks)('refuses %s with a code', (_name, change) => {
    const d = copy();
    change(d);
    const r = parseContent(d);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe(ContentDataError);
  });

  it('gives every option the default content.json gives it', () => {
    for (const o of content.options)
      expect(defaultOptions[o.id as keyof typeof defaultOptions], o.id).toEqual(o.default);
    expect(DogEatDogOptions.safeParse({ victorySwiss: 0 }).success).toBe(false);
    expect(DogEatDogOptions.safeParse({ nonsense: true }).success).toBe(false);
  });
});
