import { applyAction, setupMatch, SYSTEM, type StateOf } from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import { geometry } from './board.js';
import { dogEatDog } from './game.js';
import { type DogEatDogState } from './state.js';
import { withPlayer } from './copy.js';
import { DECK } from './testing.js';
import { eventText } from './words.js';

type S = StateOf<typeof dogEatDog>;
const sp = (id: string) => geometry.spaceIndex.get(id)!;

/** Goo Pont at seat 0 (first), then W.E. Steel, Georgia Horrific, Substandard Oil; dice forced. */
function start(dice: number[], change: (G: DogEatDogState) => DogEatDogState = (G) => G): S {
  const divisions = ['goo-pont', 'we-steel', 'georgia-horrific', 'substandard-oil'];
  const s = setupMatch(dogEatDog, {
    game: 'dog-eat-dog',
    players: 4,
    secret: 'turn',
    fixture: { divisions, firstPlayer: 0, deck: DECK },
    dice,
  });
  if (!s.ok) throw new Error(s.error.message);
  return { ...s.value, G: change(s.value.G) };
}

function act(state: S, seat: number, action: unknown) {
  const r = applyAction(dogEatDog, state, seat, action as never);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

describe('the order of events in one move (rulebook, Order of Event Resolution)', () => {
  it('passes home (a square may be bought), then the IRS (tax), then lands on a city (Red Tape)', () => {
    const at = (G: DogEatDogState) =>
      withPlayer(G, 0, (p) => ({ ...p, position: sp('loophole-springs'), corporate: 30 }));
    let s = start([2, 3], at);
    let t = act(s, 0, { type: 'roll' });
    expect(t.state.window).toMatchObject({ kind: 'choice', responders: [0] });
    t = act(t.state, 0, { type: 'answer', answer: { kind: 'may', yes: true } });
    expect(t.state.window).toMatchObject({ kind: 'acquire' });
    t = act(t.state, 0, { type: 'pass' });
    // Tax on $30M, then the draw at Smeltsburgh (another's home city): the first card is an official.
    expect(t.events).toContainEqual({ type: 'tax', seat: 0, amount: 10 });
    expect(t.state.G.players[0]!.corporate).toBe(20);
    expect(t.state.window).toMatchObject({ kind: 'first-bribe', responders: [0] });
    const tax = t.events.findIndex((e) => e.type === 'tax');
    const opened = t.events.findIndex((e) => e.type === 'window-opened' && e.kind === 'first-bribe');
    expect(tax).toBeLessThan(opened);
    t = act(t.state, SYSTEM, { type: 'deadline' });
    expect(t.state.G.redTape.laws).toEqual(['RT02', 'RT01']);
    // Not bought, the official goes onto the sheet, and the log says so (not "drew" once more).
    const onSheet = t.events.find((e) => e.type === 'official-drawn')!;
    expect(onSheet).toEqual({ type: 'official-drawn', seat: 0, card: 'RT01', law: true });
    expect(eventText(onSheet, ['Ann'])).toBe(
      'Comptroller Cyril Audit, not bought, goes onto the Public Laws sheet: its law is now in force.',
    );
    expect(eventText({ ...onSheet, law: false }, ['Ann'])).toBe('Ann keeps Comptroller Cyril Audit as an official.');
    expect(t.state.G.phase).toBe('sales');
    s = t.state;
    expect(s.G.players[0]!.position).toBe(sp('smeltsburgh'));
  });

  it.each([
    [25, 0, 25],
    [26, 8, 18],
  ])('passing the IRS with $%iM pays $%iM', (corporate, tax, left) => {
    const s = start([3, 3], (G) => withPlayer(G, 0, (p) => ({ ...p, position: sp('polyester-park'), corporate })));
    const t = act(s, 0, { type: 'roll' });
    expect(t.events).toContainEqual({ type: 'tax', seat: 0, amount: tax });
    expect(t.state.G.players[0]!.corporate).toBe(left);
  });

  it('stops embezzling between a roll onto or past the IRS and the tax', () => {
    // From Geneva a 12 passes Polyester Park (home: a square may be bought) before the IRS.
    const s = start([6, 6], (G) => withPlayer(G, 0, (p) => ({ ...p, position: sp('geneva') })));
    let t = act(s, 0, { type: 'roll' });
    expect(t.state.window).toMatchObject({ kind: 'choice' });
    expect(t.state.G.turn.embezzleBlocked).toBe(true);
    t = act(t.state, 0, { type: 'answer', answer: { kind: 'may', yes: false } });
    expect(t.state.G.turn.embezzleBlocked).toBe(false);
    // Smeltsburgh's draw: the Auditor, not bribed, becomes law; embezzling now breaks it.
    t = act(t.state, SYSTEM, { type: 'deadline' });
    expect(t.state.G.phase).toBe('sales');
    const e = act(t.state, 0, { type: 'embezzle', amount: 5 });
    expect(e.events).toContainEqual({ type: 'law-broken', seat: 0, law: 'RT01' });
    expect(e.events).toContainEqual({ type: 'embezzled', seat: 0 });
    expect(e.state.G.breaches).toMatchObject([{ seat: 0, law: 'RT01', goods: { kind: 'embezzle', amount: 5 } }]);
    // Another player, out of turn, reports it: the $5M back, a $10M fine, $3M to him.
    const before = e.state.G.players.map((p) => p.corporate);
    const r = act(e.state, 2, { type: 'report', breach: 0 });
    expect(r.events).toContainEqual({
      type: 'breach-reported',
      breach: 0,
      seat: 0,
      by: 2,
      fined: true,
      kind: 'embezzle',
    });
    expect(r.state.G.players.map((p) => p.corporate)).toEqual([
      before[0]! + 5 - 10,
      before[1],
      before[2]! + 3,
      before[3],
    ]);
    expect(r.state.G.players[0]!.swiss).toBe(0);
    expect(r.state.G.breaches).toEqual([]);
    expect(r.state.G.active).toBe(0);
  });
});

describe('the final bonus round', () => {
  it('starts when the map is destroyed: cards discarded, produce, sell at one roll for all, embezzle, most Swiss wins', () => {
    const s = start([4, 4], (G) => {
      let g: DogEatDogState = {
        ...G,
        map: { ...G.map, stage: G.map.stage.map(() => 3 as const) },
        turn: { ...G.turn, rolled: true },
        phase: 'sales' as const,
      };
      g = withPlayer(g, 1, (p) => ({ ...p, kept: ['RT35'], raw: { ...p.raw, coal: 1 } }));
      g = withPlayer(g, 2, (p) => ({ ...p, swiss: 30 }));
      return { ...g, redTape: { ...g.redTape, stack: g.redTape.stack.filter((c) => c !== 'RT35') } };
    });
    let t = act(s, 0, { type: 'done' });
    // Payroll ran; the map is gone, so the final round begins with the seat whose turn ended it.
    expect(t.state.G.phase).toBe('final');
    expect(t.state.G.final).toMatchObject({ order: [0, 1, 2, 3], step: 'produce' });
    expect(t.state.G.players[1]!.kept).toEqual([]);
    t = act(t.state, 0, { type: 'done' });
    t = act(t.state, 1, { type: 'produce', product: 'steel', count: 1 });
    expect(t.state.G.players[1]!.products.steel).toBe(1);
    for (const seat of [1, 2, 3]) t = act(t.state, seat, { type: 'done' });
    expect(t.state.G.final!.step).toBe('sell');
    t = act(t.state, 0, { type: 'done' });
    t = act(t.state, 1, { type: 'roll-value', item: 'steel' });
    expect(t.state.G.final!.values.steel).toBe(28);
    t = act(t.state, 1, { type: 'sell', item: 'steel', count: 1 });
    expect(t.state.G.players[1]!.products.steel).toBe(0);
    for (const seat of [1, 2, 3]) t = act(t.state, seat, { type: 'done' });
    expect(t.state.G.final!.step).toBe('embezzle');
    t = act(t.state, 0, { type: 'embezzle', amount: 11 });
    for (const seat of [0, 1, 2, 3]) t = act(t.state, seat, { type: 'done' });
    expect(t.state.outcome?.ranking[0]).toMatchObject({ seat: 2, score: 30, rank: 1 });
    expect(t.state.G.ended).toBe('finalRound');
  });
});
