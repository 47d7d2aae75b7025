import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { catalogOf, optionsSchema } from '@cutthroat/module';
import { describe, expect, it } from 'vitest';
import { CATALOG } from './index.js';

const root = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));

describe.each(CATALOG.games.map((m) => [m.id, m] as const))('the catalogue entry %s', (id, m) => {
  it('is the game of its id, with a seat range, a title and a pitch', () => {
    expect(m.game.name).toBe(id);
    expect(m.game.minPlayers).toBeGreaterThanOrEqual(2);
    expect(m.game.maxPlayers).toBeGreaterThanOrEqual(m.game.minPlayers);
    expect(m.title).not.toBe('');
    expect(m.pitch).toMatch(/\.$/);
  });

  it('offers bots with distinct names, each with a level and a line on how it plays', () => {
    const names = m.bots.map((b) => b.name);
    expect(new Set(names).size).toBe(names.length);
    for (const b of m.bots) {
      expect(b.blurb).toMatch(/\.$/);
      expect(['easy', 'normal', 'strong']).toContain(b.level);
      expect(typeof b.make().decide).toBe('function');
    }
  });

  it('rates every bot it offers, and only those, on its ladder', () => {
    expect(m.ladder!.entries.map((e) => e.bot).sort()).toEqual(m.bots.map((b) => b.name).sort());
    for (const e of m.ladder!.entries) expect(e.rating).toBe(Math.round(e.mu - 3 * e.sigma));
    // Sorted by rating, the random bot anchored at a mean of 25.
    const ratings = m.ladder!.entries.map((e) => e.mu - 3 * e.sigma);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(m.ladder!.entries.find((e) => e.bot === 'random')!.mu).toBe(25);
  });

  it('has a terminal text', () => {
    for (const f of ['table', 'action', 'terms', 'event', 'window'] as const) expect(typeof m.text[f]).toBe('function');
  });

  it('has docs: its README in its folder', () => {
    expect(existsSync(root(`games/${id}/README.md`))).toBe(true);
  });

  it('has generated JSON Schemas of its actions, options, setup and scenarios', () => {
    for (const kind of ['action', 'options', 'setup', 'scenario'])
      expect(existsSync(root(`docs/schema/${id}.${kind}.schema.json`)), kind).toBe(true);
  });

  it('describes each option to the lobby with a title and a default', () => {
    const schema = optionsSchema(m) as { properties?: Record<string, { title?: string; default?: unknown }> };
    for (const [key, p] of Object.entries(schema.properties ?? {})) {
      expect(p.title, key).toBeTruthy();
      expect('default' in p, key).toBe(true);
    }
  });
});

describe('catalogOf', () => {
  const [a] = CATALOG.games;

  it('looks ids up in a Map: a prototype key is no game', () => {
    for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty'])
      expect(CATALOG.get(key)).toBe(undefined);
  });

  it('refuses two games with one id', () => {
    expect(() => catalogOf([a!, a!])).toThrow(/two games/);
  });
});
