import { describe, expect, it } from 'vitest';
import { EngineError } from './errors.js';
import {
  actorsOf,
  applyAction,
  awaitedOf,
  legalActionsOf,
  parseAction,
  replay,
  setupMatch,
  viewOf,
  type MatchRecord,
} from './match.js';
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
