import { describe, expect, it } from 'vitest';
import { EngineError } from './errors.js';
import { actorsOf, setupMatch, type LogEntry, type MatchRecord } from './match.js';
import { replay, replayFrom, type ReplayStep } from './replay.js';
import { Match } from './runner.js';
import { relay } from './testing/relay.js';

const record: MatchRecord = { game: 'relay', players: 3, secret: 'replay-test', fixture: { points: [0, 0, 0] } };

/** A match played `moves` steps by whoever is to act, and the states it went through. */
function played(moves: number) {
  const m = Match.create(relay, record);
  if (!m.ok) throw new Error(m.error.message);
  const states = [m.value.state];
  for (let i = 0; i < moves; i++) {
    const r = m.value.submitRaw(actorsOf(relay, m.value.state)[0]!, { type: 'step' });
    if (!r.ok) throw new Error(r.error.message);
    states.push(m.value.state);
  }
  return { log: m.value.log, states };
}

describe('replayFrom', () => {
  it('tells each step in order, with the state it left and its events, and ends where the match did', () => {
    const { log, states } = played(4);
    const steps: ReplayStep<typeof relay>[] = [];
    const r = replayFrom(relay, states[0]!, log, (step) => steps.push(step));
    expect(r).toEqual({ ok: true, value: states[4] });
    expect(steps.map((s) => s.index)).toEqual([0, 1, 2, 3]);
    expect(steps.map((s) => s.entry)).toEqual(log);
    expect(steps.map((s) => s.state)).toEqual(states.slice(1));
    for (const s of steps) expect(s.events.length).toBeGreaterThan(0);
  });

  it('folds from any state the log reached, not only the setup', () => {
    const { log, states } = played(5);
    expect(replayFrom(relay, states[2]!, log.slice(2))).toEqual({ ok: true, value: states[5] });
  });

  it('keeps entries of its own shape (a row with its seq) in the steps it tells', () => {
    const { log, states } = played(2);
    const rows = log.map((e, seq) => ({ ...e, seq }));
    const seqs: number[] = [];
    replayFrom(relay, states[0]!, rows, ({ entry }) => seqs.push(entry.seq));
    expect(seqs).toEqual([0, 1]);
  });

  it('stops at the first entry refused, by its index and the rules code, after telling the ones before', () => {
    const { log, states } = played(2);
    const wrongSeat = (actorsOf(relay, states[2]!)[0]! + 1) % 3;
    const bad: LogEntry[] = [...log, { actor: wrongSeat, action: { type: 'step' } }, log[0]!];
    const told: number[] = [];
    const r = replayFrom(relay, states[0]!, bad, ({ index }) => told.push(index));
    expect(r).toMatchObject({ ok: false, error: { index: 2, error: { code: EngineError.NotYourTurn } } });
    expect(told).toEqual([0, 1]);
  });

  it("refuses an action the game's schema does not read, with the parse's code", () => {
    const start = setupMatch(relay, record);
    if (!start.ok) throw new Error(start.error.message);
    const r = replayFrom(relay, start.value, [{ actor: 0, action: { type: 'fly' } }]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.index).toBe(0);
  });

  it('an empty log leaves the state as it was', () => {
    const { states } = played(0);
    expect(replayFrom(relay, states[0]!, [])).toEqual({ ok: true, value: states[0] });
  });
});

describe('replay', () => {
  it('fails at index -1 when the record does not set up', () => {
    const r = replay(relay, { ...record, players: 1 }, []);
    expect(r).toMatchObject({ ok: false, error: { index: -1, error: { code: EngineError.BadPlayerCount } } });
  });
});
