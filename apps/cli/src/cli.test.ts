import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runScenario, Scenario } from './scenario.js';
import { schemas } from './schema.js';

// These run the built command (`npm test` builds first), as a person would.
const bin = fileURLToPath(new URL('../bin/cutthroat.js', import.meta.url));
const docs = fileURLToPath(new URL('../../../docs/', import.meta.url));
const cutthroat = (args: string[], input?: string) =>
  spawnSync(process.execPath, [bin, ...args], { input, encoding: 'utf8', timeout: 55_000 });

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

describe('cutthroat sim --game gocaine', () => {
  const sim = (workers: number) => {
    const r = cutthroat([
      'sim',
      '--game',
      'gocaine',
      '--players',
      '6',
      '--bots',
      'heuristic,heuristic,heuristic,heuristic,heuristic,random',
      '--games',
      '12',
      '--seed',
      '3',
      '--workers',
      String(workers),
      '--json',
    ]);
    expect(r.status, r.stderr).toBe(0);
    const { seconds, gamesPerSecond, ...numbers } = JSON.parse(r.stdout) as Record<string, unknown>;
    return numbers;
  };

  it('reports, whatever the worker count, when a player first reaches $1,000M and how games end', () => {
    const one = sim(1);
    expect(sim(2)).toEqual(one);
    expect(one).toMatchObject({ games: 12, players: 6, lengthUnit: 'rounds' });
    const [billion] = one.milestones as {
      id: string;
      reached: number;
      never: number;
      min: number;
      median: number;
      max: number;
      histogram: { games: number }[];
    }[];
    expect(billion).toMatchObject({ id: 'knock-threshold' });
    expect(billion!.reached + billion!.never).toBe(12);
    expect(billion!.histogram.reduce((n, b) => n + b.games, 0)).toBe(billion!.reached);
    expect(billion!.min).toBeLessThanOrEqual(billion!.median);
    expect(billion!.median).toBeLessThanOrEqual(billion!.max);
    const endings = one.endings as Record<string, number>;
    expect(Object.values(endings).reduce((a, b) => a + b, 0)).toBe(12);
  });

  it('prints the distribution as a histogram', () => {
    const r = cutthroat(['sim', '--game', 'gocaine', '--players', '3', '--bots', 'heuristic', '--games', '4']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/mean game length: [\d.]+ rounds/);
    expect(r.stdout).toMatch(/endings: /);
    expect(r.stdout).toMatch(/round in which a player first holds the knock threshold/);
    expect(r.stdout).toMatch(/min \d+ · p10 \d+ · median \d+ · p90 \d+ · max \d+/);
  });
});

describe('cutthroat sim --game dog-eat-dog', () => {
  const sim = (workers: number) => {
    const r = cutthroat([
      'sim',
      '--game',
      'dog-eat-dog',
      '--players',
      '4',
      '--games',
      '40',
      '--seed',
      '5',
      '--workers',
      String(workers),
      '--json',
    ]);
    expect(r.status, r.stderr).toBe(0);
    const { seconds, gamesPerSecond, ...numbers } = JSON.parse(r.stdout) as Record<string, unknown>;
    return numbers;
  };

  it('gives the same numbers whatever the worker count, and every game ends', () => {
    const one = sim(1);
    expect(sim(2)).toEqual(one);
    expect(one).toMatchObject({ games: 40, players: 4, lengthUnit: 'rounds' });
    const endings = one.endings as Record<string, number>;
    expect(Object.keys(endings).every((e) => e !== 'not ended')).toBe(true);
    expect(Object.values(endings).reduce((a, b) => a + b, 0)).toBe(40);
    expect((one.milestones as { id: string }[]).map((m) => m.id)).toEqual(['victory-swiss', 'map-destroyed']);
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
    [['train', '--game', 'dog-eat-dog', '--players', '9'], 'cli/bad-argument'],
    [['train', '--game', 'arms-dealers', '--l2', '-1'], 'cli/bad-argument'],
    [['train', '--game', 'arms-dealers', '--games', '2'], 'cli/bad-argument'],
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
    expect(r).toMatchObject({ ok: true, applied: 8, money: [9000, 500, 0] });
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

  it('plays a GoCaine scenario: a shipment moves and is seized by a Task Force chip on forced dice', () => {
    const r = runScenario(example('gocaine-interdiction.json'));
    expect(r).toMatchObject({ ok: true, applied: 5, money: [50, 50, 50] });
    if (!r.ok) return;
    expect(r.events).toContainEqual(
      expect.objectContaining({ type: 'seizure-roll', zone: 'SG', dice: [3, 3], tons: 4, seized: true }),
    );
    const G = (r.state as { G: { board: string[]; shipments: unknown[]; active: number } }).G;
    expect(G.board[3]).toBe('....0.....');
    expect(G.shipments).toEqual([]);
    expect(G.active).toBe(1);
    const printed = cutthroat(['run', `${docs}/examples/gocaine-interdiction.json`]);
    expect(printed.status).toBe(0);
    expect(printed.stdout).toContain('seat 0: $50M');
  });

  it('prints one money unit and cards by face, the deck whole so that drawn indexes it (--json)', () => {
    const r = cutthroat(['run', `${docs}/examples/arms-dealers-evaded.json`, '--json']);
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as {
      money: number[];
      state: { G: { money: number[]; deck: string[]; drawn: number; hands: string[][]; discard: string[] } };
    };
    expect(out.money).toEqual([9000, 500, 0]);
    expect(out.state.G.money).toEqual(out.money);
    const G = out.state.G;
    expect(G.deck).toHaveLength(76 - 15);
    // The scenario's deck top, drawn by seat 0, by seat 0 after its profit, and by seat 1.
    expect(G.deck.slice(0, G.drawn)).toEqual(['Missile', 'Chemical', 'Biological', 'Diplomatic Immunity', 'Chemical']);
    for (const card of [...G.deck, ...G.hands.flat(), ...G.discard]) expect(typeof card).toBe('string');
  });

  it('exits 2 with a code and a sentence when the scenario cannot be set up', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cutthroat-run-'));
    const file = join(dir, 'nine.json');
    writeFileSync(file, JSON.stringify({ ...example('arms-dealers-refused.json'), players: 9 }));
    const r = cutthroat(['run', file]);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('error [match/bad-player-count]: arms-dealers is for 2 to 6 players, not 9\n');
    const json = cutthroat(['run', file, '--json']);
    expect(json.status).toBe(2);
    expect(JSON.parse(json.stdout)).toMatchObject({ ok: false, index: -1, code: 'match/bad-player-count' });
  });

  it('says in one sentence which fields of a scenario are wrong', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cutthroat-run-'));
    const file = join(dir, 'bad.json');
    writeFileSync(
      file,
      JSON.stringify({ game: 'arms-dealers', players: 'four', seed: 1, colour: 'red', actions: [{}] }),
    );
    const r = cutthroat(['run', file]);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(
      `error [scenario/invalid]: ${file} is not a scenario: players must be a number, not a string; ` +
        'actions[0].seat is missing; there is no field colour\n',
    );
    writeFileSync(file, JSON.stringify({ game: 'arms-dealers', players: 2, seed: 1, actions: [{ seat: 0 }] }));
    expect(cutthroat(['run', file]).stderr).toBe(
      `error [scenario/invalid]: ${file} is not a scenario: actions[0]: a step has an action, a print, or both\n`,
    );
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
    // The first turn is headed like every other, though the setup starts it without an event.
    expect(r.stdout).toMatch(/type q to quit\n\n— Turn 1: Seat \d \([^)]+\) —\n/);
    expect(r.stdout.match(/— Turn 1: /g)).toHaveLength(1);
    expect(r.stdout).toContain('Your hand:');
    expect(r.stdout).toMatch(/ 1\. /);
    expect(r.stdout).toContain('Final ranking:');
  });

  it('plays a whole GoCaine game at the terminal, the board drawn and deployments chosen from a list', () => {
    const r = cutthroat(['play', '--game', 'gocaine', '--players', '3', '--seed', 'terminal'], '1\n'.repeat(5000));
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('Board (zone, seat of the cell or .');
    expect(r.stdout).toMatch(/ {2}1 {2}PA. {2}NW/);
    expect(r.stdout).toContain('Deploy a cell (another answer goes back):');
    expect(r.stdout).toContain('A turn begins: interdict before the action?');
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

  it("picks a trade side by side in any game's own words (Dog Eat Dog: the design's opening swap)", () => {
    // Seat 0 chooses W.E. Steel, then t: Seat 2 (Georgia Horrific), give 1 chemical, ask 1 coal.
    const r = cutthroat(
      ['play', '--game', 'dog-eat-dog', '--players', '3', '--seed', 'trade', '--bots', 'heuristic'],
      '1\nt\n2\n2\n3\nq\n',
    );
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).not.toContain('[object Object]');
    expect(r.stdout).toMatch(/Give:\n {3}1\. 1 iron\n {3}2\. 1 chemical\n {3}3\. \$7M/);
    expect(r.stdout).toMatch(/Ask for:\n {3}1\. \$7M\n {3}2\. \$10M\n {3}3\. 1 coal/);
    expect(r.stdout).toContain('Seat 0 (you) offers Seat 2 (heuristic) a trade: give 1 chemical for 1 coal.');
    expect(r.stdout).toContain('Seat 0 (you) and Seat 2 (heuristic) trade: Seat 0 (you) gave 1 chemical, got 1 coal.');
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

describe('every subcommand answers --help and -h', () => {
  it.each(
    ['play', 'sim', 'report', 'train', 'run', 'verify', 'schema'].flatMap((c) => [
      [c, '--help'],
      [c, '-h'],
    ]),
  )('cutthroat %s %s prints its usage and exits 0', (command, flag) => {
    const r = cutthroat([command, flag]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(new RegExp(`^usage:\\n  cutthroat ${command} `));
  });

  it('names the new fields of run in its usage', () => {
    const r = cutthroat(['run', '--help']);
    expect(r.stdout).toContain('"expect": { "refused": CODE }');
    expect(r.stdout).toContain('"print": ["legal", "derived"]');
  });
});

describe('scenarios that assert (games/*/examples, through cutthroat run)', () => {
  const games = fileURLToPath(new URL('../../../games/', import.meta.url));
  const examples = readdirSync(games).flatMap((g) => {
    const dir = join(games, g, 'examples');
    try {
      return readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => join(dir, f));
    } catch {
      return [];
    }
  });

  it('finds the examples: every Dog Eat Dog card has one', () => {
    const cards = examples.filter((f) => f.includes(join('dog-eat-dog', 'examples', 'cards')));
    expect(cards).toHaveLength(40);
  });

  it.each(examples)('%s plays as written', (file) => {
    const r = cutthroat(['run', file, '--json']);
    expect(r.status, r.stdout.slice(-2000)).toBe(0);
    const out = JSON.parse(r.stdout) as { ok: boolean; steps: { outcome: string }[] };
    expect(out.ok).toBe(true);
  });

  const dogExample = (name: string) =>
    Scenario.parse(JSON.parse(readFileSync(join(games, 'dog-eat-dog', 'examples', name), 'utf8')));

  it('goes on after an expected refusal, and prints legal actions and derived values', () => {
    const r = runScenario(dogExample('square-a-extraction.json'));
    expect(r).toMatchObject({ ok: true, applied: 6, refused: 2, failed: 0 });
    if (!r.ok) return;
    expect(r.steps[5]).toMatchObject({ outcome: 'refused', code: 'dog-eat-dog/not-on-square' });
    const printed = r.steps[7]!;
    expect(printed.outcome).toBe('printed');
    expect(printed.legal!['0']).toContainEqual({ type: 'extract', square: 0, items: ['coal', 'iron', 'iron'] });
    expect(printed.derived!['0']).toMatchObject({ pollutionReach: ['B'], squares: { A: { stage: 1 } } });
    const text = cutthroat(['run', join(games, 'dog-eat-dog', 'examples', 'square-a-extraction.json')]);
    expect(text.stdout).toContain(
      'action 5 (seat 0) refused as expected: dog-eat-dog/not-on-square: square A has no wood icon left to extract',
    );
    expect(text.stdout).toContain('6 action(s) applied, 2 refused as expected, 0 failed.');
  });

  it('prints a failed declaration as failed, with its reason, never as applied', () => {
    const r = runScenario(dogExample('whistleblower.json'));
    expect(r).toMatchObject({ ok: true, failed: 1 });
    if (!r.ok) return;
    expect(r.steps[10]).toMatchObject({
      outcome: 'failed',
      code: 'dog-eat-dog/declaration-cancelled',
      message: 'a Red Tape card cancelled it: the money in hand goes back to the corporate account',
    });
    expect(r.applied).toBe(r.steps.filter((s) => s.outcome === 'applied').length);
    expect(r.applied).toBe(11);
  });

  it('checks the events a step tells, in their order', () => {
    const s = dogExample('order-of-events.json');
    const r = runScenario(s);
    expect(r).toMatchObject({ ok: true, applied: 3 });
    const step = s.actions[2]!;
    const swapped = {
      ...step,
      expect: {
        events: [
          { type: 'gained', amount: 10 },
          { type: 'tax', amount: 10 },
        ],
      },
    };
    const wrongOrder = runScenario({ ...s, actions: [...s.actions.slice(0, 2), swapped] });
    expect(wrongOrder).toMatchObject({ ok: false, index: 2, code: 'scenario/expected-events' });
    const other = { ...step, expect: { events: [{ type: 'gained', amount: 11 }] } };
    const r2 = runScenario({ ...s, actions: [...s.actions.slice(0, 2), other] });
    expect(r2).toMatchObject({ ok: false, index: 2, code: 'scenario/expected-events' });
    if (!r2.ok) expect(r2.message).toContain('expected an event {"type":"gained","amount":11}');
  });

  it('stops when a step does not go as written', () => {
    const s = dogExample('square-a-extraction.json');
    const wrongCode = { ...s.actions[5]!, expect: { refused: 'dog-eat-dog/stage-three' } };
    const r = runScenario({ ...s, actions: [...s.actions.slice(0, 5), wrongCode] });
    expect(r).toMatchObject({ ok: false, index: 5, code: 'dog-eat-dog/not-on-square' });
    const accepted = { ...s.actions[8]!, expect: { refused: 'dog-eat-dog/not-on-square' } };
    const a = runScenario({ ...s, actions: [...s.actions.slice(0, 8), accepted] });
    expect(a).toMatchObject({ ok: false, index: 8, code: 'scenario/expected-refusal' });
    const notFailed = { ...s.actions[8]!, expect: { failed: 'dog-eat-dog/declaration-cancelled' } };
    const f = runScenario({ ...s, actions: [...s.actions.slice(0, 8), notFailed] });
    expect(f).toMatchObject({ ok: false, index: 8, code: 'scenario/expected-failure' });
  });
});
