import { armsDealers } from '@cutthroat/arms-dealers';
import { greedyArmsDealersBot, playout, randomBot } from '@cutthroat/bots';
import { commitmentOf } from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import { verifyMatch, VerifyError, type ExportedMatch } from './verify.js';

function exported(secret: string): ExportedMatch {
  const record = { game: 'arms-dealers', players: 3, options: {}, secret };
  const done = playout(armsDealers, record, [greedyArmsDealersBot(), randomBot(), randomBot()], { keepLog: true });
  return JSON.parse(
    JSON.stringify({
      format: 'cutthroat-match/1',
      match: { id: 'match-123456', ...record, commitment: commitmentOf(secret) },
      log: done.log!.map((e, seq) => ({ seq, actor: e.actor, action: e.action, at: 1000 + seq })),
      outcome: done.outcome,
    }),
  ) as ExportedMatch;
}

describe('cutthroat verify', () => {
  const good = exported('verify-secret');

  it('confirms a finished match from its revealed secret', () => {
    expect(verifyMatch(good)).toMatchObject({ ok: true, actions: good.log.length });
  });

  it('catches a secret that is not the committed one', () => {
    const forged = { ...good, match: { ...good.match, secret: 'another secret' } };
    expect(verifyMatch(forged)).toMatchObject({ ok: false, code: VerifyError.Commitment });
  });

  it('catches a log that the committed seed does not replay', () => {
    // The same moves under another seed: the shuffle differs, so the deals no longer hold.
    const other = exported('other-secret');
    const spliced = { ...other, log: good.log };
    expect(verifyMatch(spliced)).toMatchObject({ ok: false });
  });

  it('catches a forged ranking', () => {
    const outcome = good.outcome as { ranking: { seat: number; rank: number; score: number }[] };
    const forged = { ...good, outcome: { ranking: outcome.ranking.map((s) => ({ ...s, score: s.score + 100 })) } };
    expect(verifyMatch(forged)).toMatchObject({ ok: false, code: VerifyError.Outcome });
  });

  it('catches a cut log', () => {
    expect(verifyMatch({ ...good, log: good.log.slice(0, 10) })).toMatchObject({
      ok: false,
      code: VerifyError.NotOver,
    });
    expect(verifyMatch({ ...good, log: good.log.slice(1) })).toMatchObject({ ok: false, code: VerifyError.LogOrder });
  });
});
