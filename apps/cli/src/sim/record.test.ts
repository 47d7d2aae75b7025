import { describe, expect, it } from 'vitest';
import { gameNamed } from '../games.js';
import { recordGame } from './record.js';

describe('recordGame', () => {
  it('reads a seat grouping chosen in play (a division) once every seat has one', () => {
    const entry = gameNamed('dog-eat-dog');
    if (typeof entry === 'string') throw new Error(entry);
    const spec = { game: 'dog-eat-dog', players: 3, bots: ['heuristic', 'heuristic', 'heuristic'], seed: 'groups' };
    const grouping = entry.sim.seatGroups!.findIndex((g) => g.id === 'division');
    const r = recordGame(entry, spec, 0);
    const divisions = r.groups[grouping]!;
    // Nobody has a division at setup: the groups come from a later state.
    expect(divisions).toHaveLength(3);
    expect(new Set(divisions).size).toBe(3);
    expect(divisions.every((d) => d !== 'unknown' && d.length > 0)).toBe(true);
  });
});
