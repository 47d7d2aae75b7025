import { describe, expect, it } from 'vitest';
import { content } from '../content.js';
import { cardsNamed } from './secrets.js';

describe('the secrets checks', () => {
  it('find every Red Tape card by its id as JSON writes it', () => {
    for (const c of content.redTape) expect(cardsNamed(JSON.stringify({ card: c.id }))).toEqual([c.id]);
  });
});
