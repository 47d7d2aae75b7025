import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaErrorText, schemaRefusal } from './schema-error.js';

const Shape = z.strictObject({
  players: z.int().min(2).max(6),
  seed: z.union([z.string(), z.int()]),
  kind: z.enum(['deal', 'end-turn']).optional(),
  only: z.literal('x').optional(),
  seats: z
    .array(z.strictObject({ seat: z.int().min(0) }))
    .max(2)
    .optional(),
  cash: z.int().multipleOf(5).optional(),
  action: z
    .discriminatedUnion('type', [z.strictObject({ type: z.literal('a') }), z.strictObject({ type: z.literal('b') })])
    .optional(),
});

const text = (value: unknown, prefix?: string) => {
  const r = Shape.safeParse(value, { reportInput: true });
  if (r.success) throw new Error('accepted');
  return schemaErrorText(r.error, 'the scenario', prefix);
};

describe('schemaErrorText', () => {
  it.each([
    [{ seed: 's' }, 'players is missing'],
    [{ players: 'four', seed: 's' }, 'players must be a number, not a string'],
    [{ players: 2.5, seed: 's' }, 'players must be a whole number'],
    [{ players: 1, seed: 's' }, 'players must be at least 2'],
    [{ players: 7, seed: 's' }, 'players must be at most 6'],
    [{ players: 2, seed: true }, 'seed must be a string or a number'],
    [{ players: 2, seed: 's', kind: 'fly' }, 'kind must be one of "deal", "end-turn", not "fly"'],
    [{ players: 2, seed: 's', kind: 7 }, 'kind must be one of "deal", "end-turn", not 7'],
    [{ players: 2, seed: 's', only: 'y' }, 'only must be "x", not "y"'],
    [{ players: 2, seed: 's', seats: [{ seat: -1 }] }, 'seats[0].seat must be at least 0'],
    [{ players: 2, seed: 's', seats: [{}, {}, {}] }, 'seats must hold at most 2 item(s)'],
    [{ players: 2, seed: 's', cash: 7 }, 'cash must be a multiple of 5'],
    // zod reports no input for a discriminator it does not know.
    [{ players: 2, seed: 's', action: { type: 'c' } }, 'action.type must be one of "a", "b"'],
    [{ players: 2, seed: 's', colour: 'red' }, 'there is no field colour'],
    [null, 'the scenario must be an object, not null'],
    [{ players: '2', seed: 's', x: 1, y: 2 }, 'players must be a number, not a string; there are no fields x, y'],
  ])('%j: %s', (value, sentence) => {
    expect(text(value)).toBe(sentence);
  });

  it('says less without the input reported, but still names the field', () => {
    const r = Shape.safeParse({ players: 2, seed: 's', kind: 'fly' });
    expect(r.success || schemaErrorText(r.error, 'the scenario')).toBe('kind must be one of "deal", "end-turn"');
  });

  it('says the same from a second parse, for a caller that parsed on the fast path first', () => {
    const value = { players: 2, seed: 's', kind: 'fly', colour: 1 };
    expect(Shape.safeParse(value).success).toBe(false);
    expect(schemaRefusal(Shape, value, 'the scenario')).toBe(text(value));
    expect(schemaRefusal(Shape, value, 'the scenario')).toBe(
      'kind must be one of "deal", "end-turn", not "fly"; there is no field colour',
    );
  });

  it('names each field after a prefix, on one line', () => {
    const t = text({ players: 9, seed: 's', seats: [{ seat: 'a' }] }, 'options');
    expect(t).toBe('options.players must be at most 6; options.seats[0].seat must be a number, not a string');
    expect(t).not.toMatch(/\n/);
  });
});
