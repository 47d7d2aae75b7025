import { describe, expect, it } from 'vitest';
import { table } from '../src/testing.js';
import type { Answer } from '../src/red-tape.js';
import { lawless, NAMES, viewFor } from './testing.js';
import { actionText, bundleText, lawText, seatFacts, stageText, statusText, termsText, tradeNote } from './text.js';

describe('Dog Eat Dog in words', () => {
  it('says whose turn and which phase', () => {
    const G = table();
    expect(statusText(viewFor(G, 0), NAMES, 0)).toBe(`Round ${G.round} · Your turn · Phase 1: movement`);
    expect(statusText(viewFor(G, 1), NAMES, 1)).toBe(`Round ${G.round} · Ann’s turn · Phase 1: movement`);
    expect(statusText(viewFor({ ...G, phase: 'over' }, 1), NAMES, 1)).toBe('The game is over.');
  });

  it('gives public seat facts, and a Swiss balance only while a law makes it public', () => {
    const secret = seatFacts(viewFor(lawless(), 0), 1);
    expect(secret[0]).toBe('Goo Pont Plastics');
    expect(secret.join(' ')).not.toContain('Swiss');
    const open = seatFacts(viewFor(table(), 0), 1);
    expect(open.some((f) => f.endsWith('Swiss (public by law)'))).toBe(true);
  });

  it('writes trade terms side by side', () => {
    expect(bundleText({})).toBe('nothing');
    expect(bundleText({ money: 5, raw: { wood: 2 }, squares: [0] })).toMatch(/^\$5M, 2 timber, control of /);
    expect(termsText({ give: { money: 3 }, get: { products: { steel: 1 } } })).toBe('$3M for 1 steel');
    // A kept card by its slot in the giver's list, never by the card.
    expect(bundleText({ kept: [0] })).toBe('kept card #1');
    expect(termsText({ give: { money: 5 }, get: { kept: [1] } })).toBe('$5M for kept card #2');
    expect(tradeNote(viewFor(table(), 0))).toContain('workers and division cards');
  });

  it('words the answers to a question', () => {
    const answer = (a: Answer) => actionText({ type: 'answer', answer: a }, NAMES);
    expect(answer({ kind: 'may', yes: false })).toBe('No');
    expect(answer({ kind: 'option', index: 1 })).toBe('The second choice');
    expect(actionText({ type: 'answer', answer: { kind: 'option', index: 1 } }, NAMES, ['Pay', 'Stop'])).toBe('Stop');
    expect(answer({ kind: 'target', seat: 2 })).toBe('Cy');
    expect(answer({ kind: 'square', square: null })).toBe('No square');
    expect(answer({ kind: 'sell', counts: { wood: 2, iron: 0 } })).toBe('Sell 2 timber');
    expect(actionText({ type: 'roll' }, NAMES)).toBe('Roll to move');
  });

  it('names stages in words and laws with their text', () => {
    expect([1, 2, 3].map(stageText)).toEqual(['Stage 1: pristine', 'Stage 2: damaged', 'Stage 3: destroyed']);
    const law = lawText('RT02');
    expect(law.name.length).toBeGreaterThan(0);
    expect(law.text.length).toBeGreaterThan(0);
  });
});
