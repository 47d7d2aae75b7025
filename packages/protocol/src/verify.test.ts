import { armsDealers } from '@cutthroat/arms-dealers';
import { armsDealersModule } from '@cutthroat/arms-dealers/module';
import { playout, randomBot } from '@cutthroat/bots';
import { commitmentOf, type AnyGame, type MatchRecord } from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import { exportOf, type ExportedMatch } from './lobby.js';
import { parseExport, recordOfExport, sameJson, verifyExport, VerifyError, type Expected } from './verify.js';

/** A finished three-player match, exported as the server does and read back as JSON. */
function playedMatch(secret: string, more: Partial<MatchRecord> = {}): ExportedMatch {
  const record = { game: 'arms-dealers', players: 3, options: { offersPerTurn: 1 }, secret, ...more };
  const done = playout(armsDealers, record, [armsDealersModule.bots[0].make(), randomBot(), randomBot()], {
    keepLog: true,
  });
  const log = done.log!.map((e, seq) => ({ seq, actor: e.actor, action: e.action, at: 1000 + seq }));
  const x = exportOf({ id: 'match-0001', ...record, commitment: commitmentOf(secret) }, log, done.outcome);
  return JSON.parse(JSON.stringify(x)) as ExportedMatch;
}

const gameOf = (name: string): AnyGame | undefined => (name === 'arms-dealers' ? armsDealers : undefined);

describe('verifyExport', () => {
  const x = playedMatch('verify-test-secret');
  const other = playedMatch('another-secret');
  const forgedRanking = { ranking: [{ seat: 0, rank: 1, score: 1 }] };
  const seeded = playedMatch('seeded-secret', { seatSeeds: ['alice-seed', '', 'carol-seed'] });
  // The real secret, and a fixture that deals seat 0 the whole weapons trade: it replays, and
  // proves nothing.
  const rigged = playedMatch('verify-test-secret', {
    fixture: { firstPlayer: 0, hands: [['USA', 'India', 'Missile', 'Missile'], ['CIA'], ['FBI']] },
  });

  it('accepts a match dealt from the secret and its seat seeds, checked against a seat’s own seed', () => {
    expect(seeded.match.seatSeeds).toEqual(['alice-seed', '', 'carol-seed']);
    expect(
      verifyExport(seeded, gameOf, {
        commitment: seeded.match.commitment,
        seatSeed: { seat: 2, seed: 'carol-seed' },
      }),
    ).toMatchObject({ ok: true });
  });

  it('accepts a fixture only when told to (a scenario’s test match)', () => {
    expect(verifyExport(rigged, gameOf, { allowFixture: true })).toMatchObject({ ok: true });
  });

  it('accepts an honest match, also against the commitment and outcome it was shown', () => {
    expect(verifyExport(x, gameOf)).toEqual({ ok: true, actions: x.log.length, outcome: x.outcome });
    expect(verifyExport(x, gameOf, { commitment: x.match.commitment, outcome: x.outcome })).toMatchObject({ ok: true });
  });

  const refusals: [string, () => unknown, Expected, string][] = [
    ['not an export', () => ({ format: 'other' }), {}, VerifyError.Malformed],
    ['a log row without its seq', () => ({ ...x, log: [{ actor: 0, action: {}, at: 0 }] }), {}, VerifyError.Malformed],
    [
      'a game it has no rules for',
      () => ({ ...x, match: { ...x.match, game: 'dog-eat-dog' } }),
      {},
      VerifyError.UnknownGame,
    ],
    [
      'another commitment than the published one',
      () => x,
      { commitment: commitmentOf('x') },
      VerifyError.CommitmentChanged,
    ],
    [
      'a secret that does not hash to the commitment',
      () => ({ ...x, match: { ...x.match, secret: 'another secret' } }),
      {},
      VerifyError.Commitment,
    ],
    ['a log that skips a move', () => ({ ...x, log: x.log.slice(1) }), {}, VerifyError.LogOrder],
    [
      'a move by another seat',
      () => ({ ...x, log: x.log.map((r, i) => (i === 0 ? { ...r, actor: (r.actor + 1) % 3 } : r)) }),
      {},
      VerifyError.Replay,
    ],
    // The same moves under another seed: the shuffle differs, so the deals no longer hold.
    ['a log the committed seed does not replay', () => ({ ...other, log: x.log }), {}, VerifyError.Replay],
    ['a log cut before the end', () => ({ ...x, log: x.log.slice(0, 10) }), {}, VerifyError.NotOver],
    ['a forged ranking', () => ({ ...x, outcome: forgedRanking }), {}, VerifyError.Outcome],
    ['another ranking than the announced one', () => x, { outcome: forgedRanking }, VerifyError.Outcome],
    ['the real secret beside a fixture that rigs the deal', () => rigged, {}, VerifyError.Fixture],
    [
      'a fixture, also against the published commitment',
      () => rigged,
      { commitment: rigged.match.commitment },
      VerifyError.Fixture,
    ],
    [
      'a secret swapped for another that hashes to its own commitment',
      () => ({ ...seeded, match: { ...seeded.match, secret: 'x', commitment: commitmentOf('x') } }),
      { commitment: seeded.match.commitment },
      VerifyError.CommitmentChanged,
    ],
    [
      'a seat seed swapped after the start',
      () => ({ ...seeded, match: { ...seeded.match, seatSeeds: ['alice-seed', '', 'other'] } }),
      {},
      VerifyError.Replay,
    ],
    [
      'seat seeds left out of a match dealt with them',
      () => ({ ...seeded, match: { ...seeded.match, seatSeeds: undefined } }),
      {},
      VerifyError.Replay,
    ],
    [
      'a match not dealt with the seat’s own seed',
      () => seeded,
      { seatSeed: { seat: 0, seed: 'what-alice-gave' } },
      VerifyError.SeatSeed,
    ],
  ];
  it.each(refusals)('refuses %s', (_, raw, expected, code) => {
    expect(verifyExport(raw(), gameOf, expected)).toMatchObject({ ok: false, code });
  });
});

describe('the pieces', () => {
  it('parses an export once, and says what is wrong with one that is not', () => {
    const x = playedMatch('parse-secret');
    expect(parseExport(x)).toEqual({ ok: true, value: x });
    const bad = parseExport({ ...x, match: { ...x.match, commitment: 'not hex' } });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.message).toContain('commitment');
  });

  it('replays from the record of the match, fixture included when there is one', () => {
    const x = playedMatch('record-secret');
    expect(recordOfExport(x)).toEqual({
      game: 'arms-dealers',
      players: 3,
      options: { offersPerTurn: 1 },
      secret: 'record-secret',
    });
    expect(recordOfExport({ ...x, match: { ...x.match, fixture: { deck: [] } } })).toMatchObject({
      fixture: { deck: [] },
    });
    expect(recordOfExport({ ...x, match: { ...x.match, fixture: null } })).not.toHaveProperty('fixture');
  });

  it('compares outcomes as JSON, whatever the order of their keys', () => {
    expect(sameJson({ a: 1, b: [1, { c: 2, d: 3 }] }, { b: [1, { d: 3, c: 2 }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson({ a: 1 }, { a: '1' })).toBe(false);
  });
});
