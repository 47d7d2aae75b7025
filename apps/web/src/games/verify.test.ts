import { armsDealers } from '@cutthroat/arms-dealers';
import {
  Rng,
  applyAction,
  commitmentOf,
  legalActionsOf,
  seedFromSecret,
  setupMatch,
  type ActionOf,
  type StateOf,
} from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import { replaySteps, recordOf, verifyExport, type ExportedMatch } from './verify.js';

type Ad = typeof armsDealers;

/** A finished three-player match played by uniform random choices, exported as the server does. */
function playedMatch(secret: string): ExportedMatch {
  const start = setupMatch(armsDealers, { game: 'arms-dealers', players: 3, options: { offersPerTurn: 1 }, secret });
  if (!start.ok) throw new Error(start.error.message);
  let state: StateOf<Ad> = start.value;
  const rng = new Rng(seedFromSecret(`${secret}/choices`));
  const log: ExportedMatch['log'][number][] = [];
  while (!state.outcome) {
    const actor = state.offer
      ? state.offer.to
      : state.window
        ? state.window.responders.find((s) => !state.window!.answered.includes(s))!
        : state.G.active;
    const legal = legalActionsOf(armsDealers, state, actor);
    const action = legal.at(rng.int(legal.length)) as ActionOf<Ad>;
    const next = applyAction(armsDealers, state, actor, action);
    if (!next.ok) throw new Error(next.error.message);
    log.push({ seq: log.length, actor, action: JSON.parse(JSON.stringify(action)) as unknown, at: log.length });
    state = next.value.state;
  }
  return {
    format: 'cutthroat-match/1',
    match: {
      id: 'match-0001',
      game: 'arms-dealers',
      players: 3,
      options: { offersPerTurn: 1 },
      commitment: commitmentOf(secret),
      secret,
    },
    log,
    outcome: JSON.parse(JSON.stringify(state.outcome)) as unknown,
  };
}

describe('verifying an export in the browser', () => {
  const x = playedMatch('verify-test-secret');

  // Every refusal of the shared verifier is in @cutthroat/protocol's verify.test.ts; here, that the
  // browser's verifier has the games' rules.
  it('accepts an honest match, checked against the commitment and outcome it was shown', () => {
    const v = verifyExport(x, { commitment: x.match.commitment, outcome: x.outcome });
    expect(v).toMatchObject({ ok: true, actions: x.log.length });
  });

  it('refuses a log that does not replay with the game’s rules', () => {
    const log = x.log.map((r, i) => (i === 0 ? { ...r, actor: (r.actor + 1) % 3 } : r));
    expect(verifyExport({ ...x, log })).toMatchObject({ ok: false, code: 'verify/replay-refused' });
  });

  it.each(['constructor', '__proto__', 'toString'])('knows no game named %s', (game) => {
    const v = verifyExport(JSON.parse(JSON.stringify({ ...x, match: { ...x.match, game } })));
    expect(v).toMatchObject({ ok: false, code: 'verify/unknown-game' });
  });

  it('keeps every state of the replay, for stepping through it', () => {
    const r = replaySteps(armsDealers, recordOf(x), x.log);
    expect(r.failure).toBeNull();
    expect(r.states).toHaveLength(x.log.length + 1);
    expect(r.events).toHaveLength(x.log.length);
    expect(r.states.at(-1)?.outcome).toEqual(x.outcome);
  });
});
