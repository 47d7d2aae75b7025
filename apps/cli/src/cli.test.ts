import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runScenario, Scenario } from './scenario.js';
import { schemas } from './schema.js';

// These run the built command (`npm test` builds first), as a person would.
const bin = fileURLToPath(new URL('../bin/cutthroat.js', import.meta.url));
const docs = fileURLToPath(new URL('../../../docs/', import.meta.url));
const cutthroat = (args: string[], input?: string) =>
  spawnSync(process.execPath, [bin, ...args], { input, encoding: 'utf8', timeout: 120_000 });

describe('cutthroat sim', () => {
  const sim = (workers: number) => {
    const r = cutthroat([
      'sim',
      '--game',
      'arms-dealers',
      '--players',
      '4',
      '--bots',
      'greedy,random,random,random',
      '--games',
      '600',
      '--seed',
      '7',
      '--workers',
      String(workers),
      '--json',
    ]);
    expect(r.status, r.stderr).toBe(0);
    const { seconds, gamesPerSecond, ...numbers } = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(seconds).toBeGreaterThan(0);
    expect(gamesPerSecond).toBeGreaterThan(0);
    return numbers;
  };

  it('gives the same numbers for the same seed, whatever the worker count', () => {
    const one = sim(1);
    expect(sim(2)).toEqual(one);
    expect(one).toMatchObject({ games: 600, players: 4, bots: ['greedy', 'random', 'random', 'random'] });
    const seats = one.seats as { wins: number; meanMoney: number }[];
    expect(seats.reduce((n, s) => n + s.wins, 0)).toBeGreaterThanOrEqual(600);
    expect(one.byBot).toHaveProperty('greedy');
  });

  it('prints a readable report', () => {
    const r = cutthroat(['sim', '--game', 'arms-dealers', '--players', '2', '--games', '50', '--seed', 'x']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/50 games, 2 players, seed x/);
    expect(r.stdout).toMatch(/games\/s/);
    expect(r.stdout).toMatch(/mean game length/);
  });
});

describe('bad command lines get a code and a sentence', () => {
  it.each([
    [['fly'], 'cli/unknown-command'],
    [['sim', '--game', 'chess'], 'cli/bad-argument'],
    [['sim', '--game', 'arms-dealers', '--players', '9'], 'cli/bad-argument'],
    [['sim', '--game', 'arms-dealers', '--players', '3', '--bots', 'random,random'], 'cli/bad-argument'],
    [['sim', '--game', 'arms-dealers', '--bots', 'genius'], 'cli/bad-argument'],
    [['sim', '--game', 'arms-dealers', '--options', '{"offersPerTurn":-1}'], 'cli/bad-argument'],
    [['sim', '--game', 'arms-dealers', '--turbo'], 'cli/bad-argument'],
    [['run', '/nonexistent.json'], 'scenario/unreadable'],
    [['run', `${docs}/schema/arms-dealers.options.schema.json`], 'scenario/invalid'],
  ])('%j', (args, code) => {
    const r = cutthroat(args);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`error [${code}]`);
  });
});

describe('cutthroat run', () => {
  const example = (name: string) => Scenario.parse(JSON.parse(readFileSync(`${docs}/examples/${name}`, 'utf8')));

  it('plays the documented example to its end', () => {
    const r = runScenario(example('arms-dealers-evaded.json'));
    expect(r).toMatchObject({ ok: true, applied: 8, money: ['$90.00', '$5.00', '$0.00'] });
  });

  it('stops at the first refused action with its index and code', () => {
    const r = runScenario(example('arms-dealers-refused.json'));
    expect(r).toMatchObject({ ok: false, index: 0, seat: 0, code: 'arms-dealers/seller-cannot-sell-to-buyer' });
  });

  it('exits 0 or 1 and prints the money or the refusal', () => {
    const good = cutthroat(['run', `${docs}/examples/arms-dealers-evaded.json`]);
    expect(good.status).toBe(0);
    expect(good.stdout).toContain('seat 0: $90.00');
    const bad = cutthroat(['run', `${docs}/examples/arms-dealers-refused.json`, '--json']);
    expect(bad.status).toBe(1);
    expect(JSON.parse(bad.stdout)).toMatchObject({
      ok: false,
      index: 0,
      code: 'arms-dealers/seller-cannot-sell-to-buyer',
    });
  });

  it('refuses a setup the game cannot make', () => {
    const r = runScenario({
      ...example('arms-dealers-refused.json'),
      setup: { hands: [['Nuclear'], ['Nuclear'], ['Nuclear']] },
    });
    expect(r).toMatchObject({ ok: false, index: -1, code: 'match/bad-setup' });
  });
});

describe('cutthroat play', () => {
  it('plays a whole game at the terminal, choosing the first listed action each time', () => {
    const r = cutthroat(['play', '--game', 'arms-dealers', '--players', '3', '--seed', 'terminal'], '1\n'.repeat(2000));
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('Your hand:');
    expect(r.stdout).toMatch(/ 1\. /);
    expect(r.stdout).toContain('Final ranking:');
  });

  it('walks through a trade offer step by step and quits on q', () => {
    // At seat 0's first deal phase: a wrong answer twice, then t for a trade, the first card to
    // give and the first card to ask for (with two players the partner is already known).
    const r = cutthroat(['play', '--players', '2', '--seed', 'trade', '--bots', 'greedy'], 'x\n99\nt\n1\n1\nq\n');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('Type a number from 1 to');
    expect(r.stdout).toContain('t. Propose a trade…');
    expect(r.stdout).toMatch(/Give:[\s\S]*Ask for:/);
    expect(r.stdout).toMatch(/Seat 0 \(you\) offers Seat 1 \(greedy\) a trade/);
    expect(r.stdout).toContain('Bye.');
  });
});

describe('documentation', () => {
  it('holds JSON Schemas identical to the runtime schemas (npm run docs:schema rewrites them)', () => {
    const files = schemas();
    expect(readdirSync(`${docs}/schema`).sort()).toEqual(Object.keys(files).sort());
    for (const [name, schema] of Object.entries(files)) {
      expect(JSON.parse(readFileSync(`${docs}/schema/${name}`, 'utf8')), name).toEqual(schema);
    }
  });
});
