import { describe, expect, it } from 'vitest';
import { EngineError } from './errors.js';
import {
  actorsOf,
  applyAction,
  awaitedOf,
  legalActionsOf,
  parseAction,
  setupMatch,
  viewOf,
  type MatchRecord,
} from './match.js';
import { replay } from './replay.js';
import { Match } from './runner.js';
import { SYSTEM } from './seat.js';
import { relay, type RelayState } from './testing/relay.js';
import type { Actor } from './seat.js';

const record: MatchRecord = { game: 'relay', players: 3, secret: 'engine-test', fixture: { points: [0, 0, 0] } };

function start(r: MatchRecord = record) {
  const m = Match.create(relay, r);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}

function mustSubmit(m: ReturnType<typeof start>, actor: Actor, action: unknown) {
  const r = m.submitRaw(actor, action);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

describe('setup', () => {
  it.each([
    [{ ...record, players: 1 }, EngineError.BadPlayerCount],
    [{ ...record, players: 5 }, EngineError.BadPlayerCount],
    [{ ...record, options: { target: 0 } }, EngineError.BadOptions],
    [{ ...record, options: { nonsense: true } }, EngineError.BadOptions],
    [{ ...record, fixture: { points: 'many' } }, EngineError.BadSetup],
    [{ ...record, seatSeeds: ['a', 'b'] }, EngineError.BadSetup],
    [{ ...record, seatSeeds: ['a', 'b', 'c\u0000'] }, EngineError.BadSetup],
    [{ ...record, seatSeeds: ['a', 'b', 'c'.repeat(129)] }, EngineError.BadSetup],
  ])('refuses %o with %s', (bad, code) => {
    const r = setupMatch(relay, bad as MatchRecord);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe(code);
  });

  it('fills option defaults and draws the same first seat for the same secret', () => {
    const a = setupMatch(relay, record);
    const b = setupMatch(relay, record);
    expect(a).toEqual(b);
    if (a.ok) expect(a.value.G.target).toBe(30);
  });

  it('draws from the secret and every seat seed when the seats gave seeds', () => {
    const { fixture: _, ...unfixed } = record;
    const rngOf = (r: MatchRecord) => {
      const s = setupMatch(relay, r);
      if (!s.ok) throw new Error(s.error.message);
      return s.value.rng;
    };
    const seeded = rngOf({ ...unfixed, seatSeeds: ['a', '', 'b'] });
    expect(rngOf({ ...unfixed, seatSeeds: ['a', '', 'b'] })).toEqual(seeded);
    expect(rngOf(unfixed)).not.toEqual(seeded);
    expect(rngOf({ ...unfixed, seatSeeds: ['a', '', 'c'] })).not.toEqual(seeded);
    expect(rngOf({ ...unfixed, seatSeeds: ['', 'a', 'b'] })).not.toEqual(seeded);
    expect(rngOf({ ...unfixed, secret: 'other', seatSeeds: ['a', '', 'b'] })).not.toEqual(seeded);
  });
});

describe('applying actions', () => {
  it('refuses, with a code and an untouched state, what may not be done', () => {
    const m = start();
    const active = m.state.G.active;
    const other = (active + 1) % 3;
    const before = structuredClone(m.state);
    const cases: [Actor, unknown, string][] = [
      [other, { type: 'step' }, EngineError.NotYourTurn],
      [7, { type: 'step' }, EngineError.UnknownSeat],
      [active, { type: 'jump' }, EngineError.MalformedAction],
      [active, { type: 'step', extra: 1 }, EngineError.MalformedAction],
      [active, null, EngineError.MalformedAction],
      [active, { type: 'pass' }, EngineError.NoWindow],
      [active, { type: 'accept', offer: 0 }, EngineError.OfferNotFound],
      [SYSTEM, { type: 'deadline' }, EngineError.NothingToExpire],
      [active, { type: 'echo' }, 'relay/no-shout'],
      [active, { type: 'propose', to: other, terms: { give: 5 } }, 'relay/too-few-points'],
    ];
    for (const [actor, action, code] of cases) {
      const r = m.submitRaw(actor, action);
      expect(r.ok ? 'accepted' : r.error.code, JSON.stringify(action)).toBe(code);
    }
    expect(m.state).toEqual(before);
    expect(m.log).toHaveLength(0);
  });

  it("gives the game's own reason for a refused proposal, the engine's only when the game has none", () => {
    const closed = { ...relay, offers: { ...relay.offers!, canPropose: () => false } };
    const m = start({ ...record, fixture: { points: [5, 5, 5] } });
    const active = m.state.G.active;
    const other = (active + 1) % 3;
    const refusal = (game: typeof relay, give: number) => {
      const r = applyAction(game, m.state, active, { type: 'propose', to: other, terms: { give } });
      return r.ok ? 'accepted' : r.error;
    };
    expect(refusal(closed, 9)).toEqual({ code: 'relay/too-few-points', message: 'not enough points' });
    expect(refusal(closed, 1)).toEqual({
      code: EngineError.OffersNotAllowed,
      message: 'trades cannot be proposed now',
    });
    expect(refusal({ ...relay, offers: undefined }, 1)).toEqual({
      code: EngineError.OffersNotAllowed,
      message: 'relay has no trades',
    });
    expect(refusal(relay, 1)).toBe('accepted');
    // The same from untrusted input: the terms of a game without trades are not parsed at all.
    const raw = parseAction({ ...relay, offers: undefined }, { type: 'propose', to: other, terms: 'x' });
    expect(raw).toEqual({ ok: false, error: { code: EngineError.OffersNotAllowed, message: 'relay has no trades' } });
  });

  it('names the action that ends a turn when a seat passes on its own turn', () => {
    const m = Match.create({ ...relay, endTurnAction: 'step' }, record);
    if (!m.ok) throw new Error(m.error.message);
    const active = m.value.state.G.active;
    const pass = (seat: number) => {
      const r = m.value.submitRaw(seat, { type: 'pass' });
      return r.ok ? 'accepted' : r.error;
    };
    expect(pass(active)).toEqual({
      code: EngineError.NoWindow,
      message: 'there is nothing to pass on (no reaction window is open): to end your turn, use step',
    });
    expect(pass((active + 1) % 3)).toEqual({
      code: EngineError.NoWindow,
      message: 'there is nothing to pass on: no reaction window is open',
    });
  });

  it('moves the turn on and keeps an append-only log', () => {
    const m = start();
    const first = m.state.G.active;
    mustSubmit(m, first, { type: 'step' });
    expect(m.state.G.active).toBe((first + 1) % 3);
    expect(m.state.seq).toBe(1);
    expect(m.log).toEqual([{ actor: first, action: { type: 'step' } }]);
  });
});

describe('reaction windows', () => {
  it('takes answers one at a time in seat order', () => {
    const m = start();
    const a = m.state.G.active;
    const [b, c] = [(a + 1) % 3, (a + 2) % 3];
    const events = mustSubmit(m, a, { type: 'shout', order: 'seat-order' });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'window-opened', kind: 'shout', responders: [b, c] }),
    );
    expect(actorsOf(relay, m.state)).toEqual([b]);
    expect(awaitedOf(relay, m.state)).toEqual([b]);
    // Every view says so: the maker is not shown as having to answer its own offer.
    expect(viewOf(relay, m.state, a).actors).toEqual([b]);
    expect(m.submitRaw(c, { type: 'pass' }).ok).toBe(false);
    mustSubmit(m, b, { type: 'echo' });
    expect(actorsOf(relay, m.state)).toEqual([c]);
    expect(m.submitRaw(c, { type: 'step' })).toMatchObject({
      ok: false,
      error: { code: EngineError.NotAllowedInWindow },
    });
    mustSubmit(m, c, { type: 'pass' });
    expect(m.state.window).toBeNull();
    expect(m.state.G.points[b]).toBe(10);
    expect(m.state.G.active).toBe(b);
  });

  it('takes answers from everyone at once when simultaneous', () => {
    const m = start();
    const a = m.state.G.active;
    mustSubmit(m, a, { type: 'shout', order: 'simultaneous' });
    expect([...actorsOf(relay, m.state)].sort()).toEqual([0, 1, 2].filter((s) => s !== a));
    mustSubmit(m, (a + 2) % 3, { type: 'echo' });
    expect(m.submitRaw((a + 2) % 3, { type: 'echo' }).ok).toBe(false);
    expect(actorsOf(relay, m.state)).toEqual([(a + 1) % 3]);
    expect(awaitedOf(relay, m.state)).toEqual([(a + 1) % 3]);
  });

  it('passes everyone still pending when the deadline input arrives, once', () => {
    const m = start();
    const a = m.state.G.active;
    mustSubmit(m, a, { type: 'shout', order: 'simultaneous' });
    expect(m.submitRaw(a, { type: 'deadline' }).ok).toBe(false);
    const events = mustSubmit(m, SYSTEM, { type: 'deadline' });
    expect(events[0]).toMatchObject({ type: 'window-expired', kind: 'shout' });
    expect(m.state.window).toBeNull();
    expect(m.submitRaw(SYSTEM, { type: 'deadline' })).toMatchObject({
      ok: false,
      error: { code: EngineError.NothingToExpire },
    });
  });
});

describe('free actions', () => {
  const tipping: MatchRecord = { ...record, options: { tips: true }, fixture: { points: [3, 3, 3] } };

  it('lets any seat take one while the turn goes on, without the match waiting for it', () => {
    const m = start(tipping);
    const a = m.state.G.active;
    const b = (a + 1) % 3;
    expect(actorsOf(relay, m.state)).toEqual([a]);
    expect(awaitedOf(relay, m.state)).toEqual([a]);
    expect(legalActionsOf(relay, m.state, b).toArray()).toEqual([{ type: 'tip' }]);
    expect(legalActionsOf(relay, m.state, a).some((x) => x.type === 'tip')).toBe(false);
    mustSubmit(m, b, { type: 'tip' });
    expect(m.state.G.points[b]).toBe(2);
    expect(m.state.G.points[a]).toBe(4);
    // Still the same seat's turn, and a free action changes nothing about whom the match awaits.
    expect(actorsOf(relay, m.state)).toEqual([a]);
    expect(m.state.G.active).toBe(a);
  });

  it('refuses a seat out of turn anything but a free action, and a free action the game refuses', () => {
    const m = start(tipping);
    const a = m.state.G.active;
    const b = (a + 1) % 3;
    const before = structuredClone(m.state);
    expect(m.submitRaw(b, { type: 'step' })).toMatchObject({ ok: false, error: { code: EngineError.NotYourTurn } });
    expect(m.submitRaw(b, { type: 'propose', to: a, terms: { give: 1 } })).toMatchObject({
      ok: false,
      error: { code: EngineError.NotYourTurn },
    });
    expect(m.submitRaw(a, { type: 'tip' })).toMatchObject({ ok: false, error: { code: 'relay/no-tip' } });
    expect(m.submitRaw(SYSTEM, { type: 'tip' })).toMatchObject({
      ok: false,
      error: { code: EngineError.NotYourTurn },
    });
    expect(m.state).toEqual(before);
    const off = start({ ...record, fixture: { points: [3, 3, 3] } });
    expect(legalActionsOf(relay, off.state, (off.state.G.active + 1) % 3).length).toBe(0);
    expect(off.submitRaw((off.state.G.active + 1) % 3, { type: 'tip' })).toMatchObject({
      ok: false,
      error: { code: 'relay/no-tip' },
    });
  });

  it('is closed while a window or an offer is open, for everyone', () => {
    const m = start(tipping);
    const a = m.state.G.active;
    const c = (a + 2) % 3;
    mustSubmit(m, a, { type: 'shout', order: 'seat-order' });
    expect(legalActionsOf(relay, m.state, c).length).toBe(0);
    expect(m.submitRaw(c, { type: 'tip' })).toMatchObject({ ok: false, error: { code: EngineError.NotYourTurn } });
    mustSubmit(m, SYSTEM, { type: 'deadline' });
    const n = m.state.G.active;
    mustSubmit(m, n, { type: 'propose', to: (n + 1) % 3, terms: { give: 1 } });
    expect(m.submitRaw((n + 2) % 3, { type: 'tip' })).toMatchObject({
      ok: false,
      error: { code: EngineError.OfferPending },
    });
  });

  it('lists only free actions that apply, and replays them exactly', () => {
    const m = start({ ...tipping, options: { tips: true, target: 40 } });
    for (let i = 0; !relay.outcome(m.state.G) && i < 400; i++) {
      const seat = i % 3;
      const legal = legalActionsOf(relay, m.state, seat);
      for (const action of legal) expect(applyAction(relay, m.state, seat, action).ok).toBe(true);
      if (legal.length > 0) mustSubmit(m, seat, legal.at(i % legal.length));
    }
    const again = replay(relay, m.record, m.log);
    expect(again.ok && again.value).toEqual(m.state);
    expect(m.log.some((e) => (e.action as { type: string }).type === 'tip')).toBe(true);
  });
});

describe('offers', () => {
  const rich: MatchRecord = { ...record, fixture: { points: [5, 5, 5] } };

  it('runs propose, counter, accept and carries the trade out atomically', () => {
    const m = start(rich);
    const a = m.state.G.active;
    const b = (a + 1) % 3;
    mustSubmit(m, a, { type: 'propose', to: b, terms: { give: 2 } });
    const id = m.state.offer!.id;
    expect(actorsOf(relay, m.state)).toEqual([b, a]);
    // The maker may withdraw, but the match waits for the partner only.
    expect(awaitedOf(relay, m.state)).toEqual([b]);
    expect(m.submitRaw(a, { type: 'step' })).toMatchObject({ ok: false, error: { code: EngineError.OfferPending } });
    expect(m.submitRaw(a, { type: 'accept', offer: id })).toMatchObject({
      ok: false,
      error: { code: EngineError.OfferNotYours },
    });
    expect(m.submitRaw(b, { type: 'accept', offer: id + 1 })).toMatchObject({
      ok: false,
      error: { code: EngineError.OfferNotFound },
    });
    mustSubmit(m, b, { type: 'counter', offer: id, terms: { give: 3 } });
    expect(m.state.offer).toMatchObject({ from: b, to: a, counters: id });
    expect(awaitedOf(relay, m.state)).toEqual([a]);
    mustSubmit(m, a, { type: 'accept', offer: m.state.offer!.id });
    expect(m.state.offer).toBeNull();
    expect(m.state.G.points[a]).toBe(8);
    expect(m.state.G.points[b]).toBe(2);
  });

  it('declines, withdraws and expires without moving anything', () => {
    for (const [who, type] of [
      ['to', 'decline'],
      ['from', 'withdraw'],
      ['system', 'deadline'],
    ] as const) {
      const m = start(rich);
      const a = m.state.G.active;
      const b = (a + 1) % 3;
      mustSubmit(m, a, { type: 'propose', to: b, terms: { give: 2 } });
      const actor = who === 'to' ? b : who === 'from' ? a : SYSTEM;
      mustSubmit(m, actor, type === 'deadline' ? { type } : { type, offer: m.state.offer!.id });
      expect(m.state.offer).toBeNull();
      expect(m.state.G.points).toEqual([5, 5, 5]);
    }
  });

  it('carries a decline’s one-line reason to the table, and refuses one of two lines', () => {
    const m = start(rich);
    const a = m.state.G.active;
    const b = (a + 1) % 3;
    mustSubmit(m, a, { type: 'propose', to: b, terms: { give: 2 } });
    const id = m.state.offer!.id;
    expect(m.submitRaw(b, { type: 'decline', offer: id, reason: 'no\nthanks' })).toMatchObject({
      ok: false,
      error: { code: EngineError.MalformedAction },
    });
    expect(m.state.offer?.id).toBe(id);
    const events = mustSubmit(m, b, { type: 'decline', offer: id, reason: ' keeps its points: it needs 5 ' });
    expect(events).toEqual([{ type: 'offer-declined', offer: id, by: b, reason: 'keeps its points: it needs 5' }]);
  });
});

describe('legal actions, views and replay', () => {
  it('lists only actions that apply, and a replay of the log gives the same state', () => {
    const m = start({ ...record, options: { target: 40 } });
    let i = 0;
    while (!relay.outcome(m.state.G) && i < 500) {
      const seat = actorsOf(relay, m.state)[0]!;
      const legal = legalActionsOf(relay, m.state, seat);
      for (const action of legal) expect(applyAction(relay, m.state, seat, action).ok).toBe(true);
      for (let s = 0; s < 3; s++)
        if (!actorsOf(relay, m.state).includes(s)) expect(legalActionsOf(relay, m.state, s).length).toBe(0);
      const pick = legal.at(i++ % legal.length);
      expect(m.submit(seat, pick).ok).toBe(true);
    }
    expect(relay.outcome(m.state.G)).not.toBeNull();
    expect(m.submitRaw(0, { type: 'step' })).toMatchObject({ ok: false, error: { code: EngineError.GameOver } });
    const again = replay(relay, m.record, m.log);
    expect(again.ok && again.value).toEqual(m.state);
  });

  it('replays dice exactly, forced or seeded', () => {
    const m = start({ ...record, dice: [6, 6] });
    const a = m.state.G.active;
    mustSubmit(m, a, { type: 'roll' });
    mustSubmit(m, (a + 1) % 3, { type: 'roll' });
    mustSubmit(m, (a + 2) % 3, { type: 'roll' });
    const rolled: RelayState['rolled'] = m.state.G.rolled;
    expect(rolled.slice(0, 2)).toEqual([6, 6]);
    const again = replay(relay, m.record, m.log);
    expect(again.ok && again.value.G.rolled).toEqual(rolled);
  });

  it('reports where a log stops being legal', () => {
    const m = start();
    const r = replay(relay, m.record, [{ actor: (m.state.G.active + 1) % 3, action: { type: 'step' } }]);
    expect(r).toMatchObject({ ok: false, error: { index: 0, error: { code: EngineError.NotYourTurn } } });
  });

  it('wraps the game view with the engine state a client needs', () => {
    const m = start();
    const v = viewOf(relay, m.state, 1);
    expect(v).toMatchObject({ seq: 0, players: 3, seat: 1, window: null, offer: null, outcome: null });
    expect(parseAction(relay, { type: 'counter', offer: 1, terms: { give: 0 } }).ok).toBe(false);
  });
});
