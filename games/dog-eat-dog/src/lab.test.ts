import { playout } from '@cutthroat/bots';
import { applyAction, setupMatch, type GameEvent, type StateOf } from '@cutthroat/engine';
import type { ClaimFigures, Distribution, Proportion } from '@cutthroat/module';
import { describe, expect, it } from 'vitest';
import { content } from './content.js';
import type { dogEatDog } from './game.js';
import { dogEatDogClaims, dogEatDogExtras, dogEatDogSeatGroups } from './lab.js';
import { dogEatDogModule } from './module.js';
import type { DogEatDogState } from './state.js';

type S = StateOf<typeof dogEatDog>;
const kinds = Object.fromEntries(dogEatDogModule.bots.map((b) => [b.name, b]));
const ids = dogEatDogExtras.figures.map((f) => f.id);
const at = (values: readonly (number | null)[], id: string) => values[ids.indexOf(id)];

/** A whole game by `bots`, replayed step by step through the tally as `cutthroat report` does. */
function tallied(bots: readonly string[], secret: string) {
  const record = { game: 'dog-eat-dog', players: bots.length, secret };
  const game = dogEatDogModule.game;
  const result = playout(
    game,
    record,
    bots.map((b) => kinds[b]!.make()),
    { keepLog: true },
  );
  const s = setupMatch(game, record);
  if (!s.ok) throw new Error(s.error.message);
  let state: S = s.value;
  const tally = dogEatDogExtras.tally(state);
  const events: GameEvent[] = [];
  // Offers per maker in each player's turn: `round/active/maker`.
  const offersInTurn = new Map<string, number>();
  for (const { actor, action } of result.log!) {
    const next = applyAction(game, state, actor, action as never);
    if (!next.ok) throw new Error(next.error.code);
    tally.step(state, next.value.events, next.value.state);
    events.push(...next.value.events);
    for (const e of next.value.events)
      if (e.type === 'offer-made') {
        const key = `${state.G.round}/${state.G.active}/${(e['offer'] as { from: number }).from}`;
        offersInTurn.set(key, (offersInTurn.get(key) ?? 0) + 1);
      }
    state = next.value.state;
  }
  return { state, events, offersInTurn, values: tally.read(state) };
}

describe('dogEatDogExtras', () => {
  it('counts offers, trades, bribes, breaches and reports from the events, and no trade involves a hoarder', () => {
    const { state, events, offersInTurn, values } = tallied(['heuristic', 'hoarder', 'heuristic', 'hoarder'], 'lab-1');
    const count = (type: string) => events.filter((e) => e.type === type).length;
    expect(at(values, 'offers')).toBe(count('offer-made'));
    expect(at(values, 'trades')).toBe(count('traded'));
    expect(at(values, 'bribes')).toBe(count('bribe'));
    expect(at(values, 'bribes-won')).toBe(events.filter((e) => e.type === 'bribe' && e['success']).length);
    expect(at(values, 'breaches')).toBe(count('law-broken'));
    expect(at(values, 'reports')).toBe(count('breach-reported'));
    expect(at(values, 'trades')).toBeGreaterThan(0);
    for (const e of events.filter((x) => x.type === 'traded')) expect([e['from'], e['to']].sort()).toEqual([0, 2]);
    // The heuristic offers only in its own turn, two offers a turn at most; a hoarder never.
    for (const [key, n] of offersInTurn) {
      const [, active, maker] = key.split('/');
      expect(maker).toBe(active);
      expect(['0', '2']).toContain(maker);
      expect(n).toBeLessThanOrEqual(2);
    }
    expect(at(values, 'leader-swiss')).toBe(Math.max(...state.G.players.map((p) => p.swiss)));
    expect(at(values, 'destroyed')).toBe(state.G.map.stage.filter((x) => x === 3).length);
    expect(values).toHaveLength(ids.length);
  });

  it('accounts for every degradation and every $M paid to the bank, and reads the economy off the table', () => {
    const { state, events, values } = tallied(['heuristic', 'heuristic', 'heuristic', 'heuristic'], 'lab-4');
    const G = state.G;
    const playing = G.players.filter((p) => p.status !== 'left');
    const per = (n: number) => n / playing.length;
    const steps = G.map.stage.reduce<number>((n, s) => n + s - 1, 0);
    const degraded = ['extraction', 'pollution', 'other'].map((k) => at(values, `degraded-${k}`)!);
    expect(degraded.reduce((a, b) => a + b, 0)).toBe(steps);
    expect(degraded[1]).toBeGreaterThan(0);
    const spent = dogEatDogExtras.figures.filter((f) => f.id.startsWith('spent-')).map((f) => at(values, f.id)!);
    expect(spent.reduce((a, b) => a + b, 0)).toBeCloseTo(per(G.bank.paidIn), 9);
    expect(at(values, 'bank-in')).toBeCloseTo(per(G.bank.paidIn), 9);
    expect(at(values, 'spent-payroll')).toBeGreaterThan(0);
    expect(at(values, 'yielding')).toBe(G.map.stage.filter((x) => x < 3).length);
    expect(at(values, 'workers')).toBeCloseTo(per(playing.reduce((n, p) => n + p.workers, 0)), 9);
    const taxes = events.filter((e) => e.type === 'tax').reduce((n, e) => n + Number(e['amount']), 0);
    expect(at(values, 'taxes')).toBeCloseTo(per(taxes), 9);
    expect(at(values, 'chapter-11')).toBeCloseTo(per(events.filter((e) => e.type === 'chapter-11').length), 9);
    const made = events.filter((e) => e.type === 'produced');
    expect(at(values, 'products-per-production')).toBe(made.reduce((n, e) => n + Number(e['count']), 0) / made.length);
  });

  it('gives a swing to the cards drawn in a whole game', () => {
    const { values } = tallied(['heuristic', 'heuristic', 'heuristic'], 'lab-2');
    const swings = content.redTape.map((c) => at(values, `swing-${c.id}`)).filter((x) => x !== null);
    expect(swings.length).toBeGreaterThan(5);
    for (const v of swings) expect(Number.isFinite(v)).toBe(true);
  });

  it('measures a swing as the drawer against the mean of the others, to his next turn', () => {
    // A scripted span: seat 1 draws RT10 while seat 0 is active, gains 10; the others gain 2 and 4.
    const start = setupMatch(dogEatDogModule.game, { game: 'dog-eat-dog', players: 3, secret: 'lab-3' });
    if (!start.ok) throw new Error(start.error.message);
    const base = start.value;
    const make = (active: number, money: number[], drawn: boolean): S =>
      ({
        ...base,
        G: {
          ...base.G,
          active,
          work: drawn ? [{ kind: 'drawn', seat: 1, card: 'RT10' }] : [],
          players: base.G.players.map((p, i) => ({ ...p, status: 'playing', corporate: money[i]!, swiss: 0 })),
        },
      }) as unknown as S;
    const tally = dogEatDogExtras.tally(make(0, [20, 20, 20], false));
    tally.step(make(0, [20, 20, 20], false), [], make(0, [20, 20, 20], true));
    tally.step(make(0, [20, 20, 20], true), [], make(2, [22, 30, 20], false));
    tally.step(make(2, [22, 30, 20], false), [], make(1, [22, 30, 24], false));
    const read = tally.read(make(1, [22, 30, 24], false));
    expect(at(read, 'swing-RT10')).toBe(10 - (2 + 4) / 2);
    expect(at(read, 'swing-RT11')).toBeNull();
  });
});

describe('dogEatDogSeatGroups', () => {
  it('names each seat by its division, null until it has one', () => {
    const G = {
      players: [{ division: 'we-steel' }, { division: null }, { division: 'georgia-horrific' }],
    } as unknown as DogEatDogState;
    expect(dogEatDogSeatGroups[0]!.of(G)).toEqual(['W.E. Steel', null, 'Georgia Horrific']);
  });
});

describe('the claims', () => {
  const p = (value: number, half: number, n = 1000): Proportion => ({
    successes: Math.round(value * n),
    n,
    value,
    low: value - half,
    high: value + half,
  });
  const dist = (mean: number, half: number): Distribution => ({
    n: 100,
    missing: 0,
    mean: { value: mean, low: mean - half, high: mean + half },
    min: mean,
    p10: mean,
    p25: mean,
    median: mean,
    p75: mean,
    p90: mean,
    max: mean,
  });
  const figures = (f: Partial<ClaimFigures>): ClaimFigures =>
    ({ games: 100, players: 4, figures: {}, length: dist(30, 2), groups: {}, bots: {}, ...f }) as ClaimFigures;
  const claim = (id: string) => dogEatDogClaims.find((c) => c.id === id)!;

  it('states each claim with players, bots and options the game accepts', () => {
    for (const c of dogEatDogClaims) {
      expect(c.players).toBe(4);
      expect(c.bots.every((b) => kinds[b])).toBe(true);
      expect(dogEatDogModule.game.options.safeParse(c.options ?? {}).success).toBe(true);
    }
  });

  // Six divisions with Waste Mismanagement at 4 players; the others win 28% between them.
  const divisions = (waste: Proportion) => ({
    division: {
      'W.E. Steel': p(0.28, 0.02),
      'Goo Pont Plastics': p(0.28, 0.02),
      'Georgia Horrific': p(0.28, 0.02),
      'Substandard Oil': p(0.28, 0.02),
      'D.K. Mart': p(0.28, 0.02),
      'Waste Mismanagement, Inc.': waste,
    },
  });
  it.each([
    ['agree', p(0.1, 0.03), /not competitive/],
    ['disagree', p(0.27, 0.02), /it competes/],
    ['inconclusive', p(0.22, 0.05), /more games are needed/],
  ] as const)('Waste Mismanagement at four: %s', (verdict, waste, why) => {
    const r = claim('waste-weak-with-four').test(figures({ groups: divisions(waste) }));
    expect(r.verdict).toBe(verdict);
    expect(r.why).toMatch(why);
    expect(r.estimate).toBe(waste);
  });

  it('plays traders against hoarders twice, the seats swapped', () => {
    expect(claim('traders-beat-hoarders').bots).toEqual(['heuristic', 'hoarder', 'heuristic', 'hoarder']);
    expect(claim('traders-beat-hoarders').claim).toMatch(/in seats 1 and 3 and 2 and 4/);
    expect(claim('traders-beat-hoarders-swapped').bots).toEqual(['hoarder', 'heuristic', 'hoarder', 'heuristic']);
    expect(claim('traders-beat-hoarders-swapped').claim).toMatch(/in seats 2 and 4 and 1 and 3/);
  });

  it.each([
    ['agree', p(0.35, 0.02), p(0.15, 0.02)],
    ['disagree', p(0.15, 0.02), p(0.35, 0.02)],
    ['inconclusive', p(0.26, 0.04, 200), p(0.24, 0.04, 200)],
  ] as const)('traders against hoarders: %s', (verdict, heuristic, hoarder) => {
    const r = claim('traders-beat-hoarders').test(figures({ bots: { heuristic, hoarder } }));
    expect(r.verdict).toBe(verdict);
    expect(r.estimate.value).toBeCloseTo(heuristic.value - hoarder.value);
  });

  it.each([
    ['agree', dist(6.5, 1)],
    ['disagree', dist(30, 2)],
    ['inconclusive', dist(8.5, 1)],
  ] as const)('Short Game 1 in about six rounds: %s', (verdict, length) => {
    expect(claim('short-game-length').test(figures({ length })).verdict).toBe(verdict);
  });
});
