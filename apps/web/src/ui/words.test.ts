import { LobbyError, ProtocolError } from '@cutthroat/protocol';
import { describe, expect, it } from 'vitest';
import { sentence, winnersText } from './words.js';

describe('refusals in words', () => {
  // The server's message is only the fallback: a new code of the server's should come with words.
  it.each([...Object.values(LobbyError), ...Object.values(ProtocolError)])('has words of its own for %s', (code) => {
    expect(sentence(code, 'the server’s message')).not.toBe('The server’s message.');
  });

  it('falls back on the server’s message, as a sentence, for a code it does not know', () => {
    expect(sentence('other/code', 'something went wrong')).toBe('Something went wrong.');
    expect(sentence('other/code', '  ')).toBe('Other/code.');
  });
});

describe('who won, in words', () => {
  it.each([
    [['heuristic bot (F)'], 'heuristic bot (F) wins'],
    [['Ann', 'Bob'], 'Ann and Bob win'],
    [['Ann', 'Bob', 'Cy'], 'Ann, Bob and Cy win'],
    [[], 'Nobody wins'],
  ])('%j: %s', (names, text) => {
    expect(winnersText(names)).toBe(text);
  });
});
