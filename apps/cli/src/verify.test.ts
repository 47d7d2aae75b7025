import { armsDealers } from '@cutthroat/arms-dealers';
import { armsDealersModule } from '@cutthroat/arms-dealers/module';
import { playout, randomBot } from '@cutthroat/bots';
import { commitmentOf } from '@cutthroat/engine';
import { exportOf } from '@cutthroat/protocol';
import { describe, expect, it } from 'vitest';
import { CliError, CliFailure } from './errors.js';
import { verifyExpectations, verifyMatch, VerifyError, type ExportedMatch } from './verify.js';

function exported(secret: string, fixture?: unknown): ExportedMatch {
  const record = { game: 'arms-dealers', players: 3, options: {}, secret, ...(fixture ? { fixture } : {}) };
  const done = playout(armsDealers, record, [armsDealersModule.bots[0].make(), randomBot(), randomBot()], {
    keepLog: true,
  });
  const log = done.log!.map((e, seq) => ({ seq, actor: e.actor, action: e.action, at: 1000 + seq }));
  const x = exportOf({ id: 'match-123456', ...record, commitment: commitmentOf(secret) }, log, done.outcome);
  return JSON.parse(JSON.stringify(x)) as ExportedMatch;
}

describe('cutthroat verify', () => {
  const good = exported('verify-secret');

  it('confirms a finished match from its revealed secret', () => {
    expect(verifyMatch(good)).toMatchObject({ ok: true, actions: good.log.length });
  });

  // Every refusal of the shared verifier is in @cutthroat/protocol's verify.test.ts; here, that the
  // CLI hands them on, and what it makes of bad input.
  it('hands on the verdict of a match that fails its check', () => {
    const forged = { ...good, match: { ...good.match, secret: 'another secret' } };
    expect(verifyMatch(forged)).toMatchObject({ ok: false, code: VerifyError.Commitment });
    expect(verifyMatch({ ...good, log: good.log.slice(1) })).toMatchObject({ ok: false, code: VerifyError.LogOrder });
  });

  it('refuses a file that is not an export, or of a game it does not have, as bad input', () => {
    const failure = (raw: unknown) => {
      try {
        verifyMatch(raw);
      } catch (e) {
        return e;
      }
      return null;
    };
    expect(failure({ format: 'cutthroat-match/1' })).toMatchObject({ code: CliError.InvalidScenario });
    const unknown = failure({ ...good, match: { ...good.match, game: 'go-fish' } });
    expect(unknown).toBeInstanceOf(CliFailure);
    expect(unknown).toMatchObject({ code: CliError.InvalidScenario, message: expect.stringContaining('arms-dealers') });
  });

  it('checks against the commitment given, and refuses a fixture unless allowed', () => {
    const shown = { commitment: good.match.commitment.toUpperCase() };
    expect(verifyMatch(good, verifyExpectations(shown.commitment, undefined, false))).toMatchObject({ ok: true });
    const swapped = exported('the operator’s second try');
    expect(verifyMatch(swapped, verifyExpectations(good.match.commitment, undefined, false))).toMatchObject({
      ok: false,
      code: VerifyError.CommitmentChanged,
    });
    // The real secret, and a fixture that deals seat 0 everything it needs.
    const rigged = exported('verify-secret', { firstPlayer: 0, hands: [['USA', 'India', 'Missile'], [], []] });
    expect(verifyMatch(rigged, verifyExpectations(good.match.commitment, undefined, false))).toMatchObject({
      ok: false,
      code: VerifyError.Fixture,
    });
    expect(verifyMatch(rigged, verifyExpectations(undefined, undefined, true))).toMatchObject({ ok: true });
  });

  it.each([
    ['a short commitment', 'abc', undefined],
    ['a seat seed without its seat', undefined, 'seed'],
    ['a seat out of range', undefined, '6:seed'],
    ['a seed that is not base64url', undefined, '1:a b'],
  ])('refuses %s as bad input', (_, commitment, seatSeed) => {
    expect(() => verifyExpectations(commitment, seatSeed, false)).toThrow(CliFailure);
  });
});
