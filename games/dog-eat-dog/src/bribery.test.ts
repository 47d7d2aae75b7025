import { describe, expect, it } from 'vitest';
import { attemptBribe, holderOf, powerStands, startWar, toSheet, warAttempt } from './bribery.js';
import { DogEatDogError } from './errors.js';
import { LawError, correct, expireBreaches, judge, recordBreach, report } from './breaking-the-law.js';
import { ownedJobs } from './cards.js';
import { geometry } from './board.js';
import { type DogEatDogState } from './state.js';
import { withPlayer } from './copy.js';
import { must, resolve, table } from './testing.js';

const onSheet = (laws: string[], G = table()): DogEatDogState => ({ ...G, redTape: { ...G.redTape, laws } });
const sq = (l: string) => geometry.squareIndex.get(l)!;

describe('bribing an official on the sheet: two dice at or under the offer, paid either way', () => {
  it.each([
    [7, 6, true],
    [7, 7, true],
    [7, 8, false],
  ])('offer $%iM, roll %i: success %s, $7M to the bank', (offer, roll, success) => {
    const r = must(attemptBribe(onSheet(['RT04']), 0, 'RT04', offer, roll));
    expect(r.success).toBe(success);
    expect(r.G.players[0]!.corporate).toBe(18);
    expect(holderOf(r.G, 'RT04')).toBe(success ? 0 : 'law');
  });

  it.each([
    [1, 25, DogEatDogError.OfferOutOfRange],
    [11, 25, DogEatDogError.OfferOutOfRange],
    [9, 8, DogEatDogError.CannotPay],
  ])('refuses an offer of $%iM with $%iM in the account', (offer, corporate, code) => {
    const G = withPlayer(onSheet(['RT04']), 0, (p) => ({ ...p, corporate }));
    expect(attemptBribe(G, 0, 'RT04', offer, 2)).toMatchObject({ ok: false, error: { code } });
  });

  it('gives the drawer the first attempt; not taken, the official becomes law', () => {
    const G = { ...table(), redTape: { ...table().redTape, stack: table().redTape.stack.filter((c) => c !== 'RT09') } };
    expect(holderOf(G, 'RT09')).toBeNull();
    expect(holderOf(must(attemptBribe(G, 2, 'RT09', 10, 10)).G, 'RT09')).toBe(2);
    const failed = must(attemptBribe(G, 2, 'RT09', 2, 12)).G;
    expect(holderOf(toSheet(failed, 'RT09'), 'RT09')).toBe('law');
  });
});

describe('a bribe war between players', () => {
  const owned = () => withPlayer(onSheet([]), 1, (p) => ({ ...p, officials: ['RT04'] }));

  it('goes back and forth until one side fails; the power stands only if the owner kept the card', () => {
    let G = owned();
    let war = startWar('RT04', 1, 0);
    expect(war.next).toBe(0);
    let r = must(warAttempt(G, war, 8, 5));
    expect(holderOf(r.G, 'RT04')).toBe(0);
    war = r.war!;
    expect(war.next).toBe(1);
    r = must(warAttempt(r.G, war, 10, 10));
    expect(holderOf(r.G, 'RT04')).toBe(1);
    r = must(warAttempt(r.G, r.war!, 6, 9));
    expect(r.war).toBeNull();
    G = r.G;
    expect(powerStands(G, war)).toBe(true);
    expect(G.players.map((p) => p.corporate)).toEqual([25 - 8 - 6, 25 - 10, 25, 25]);
  });

  it('ends at the first failure with the card where it was', () => {
    const r = must(warAttempt(owned(), startWar('RT04', 1, 0), 3, 11));
    expect(r.war).toBeNull();
    expect(powerStands(r.G, startWar('RT04', 1, 0))).toBe(true);
  });
});

describe('breaking the law', () => {
  it("makes a forbid or limit law a breach, a card's or an owner's ban a refusal", () => {
    expect(judge(onSheet(['RT01']), 0, 'embezzle', 0)).toEqual({ kind: 'breach', law: 'RT01' });
    expect(judge(onSheet([]), 0, 'embezzle', 0)).toEqual({ kind: 'allowed' });
    const stopped = resolve(onSheet([]), ownedJobs('RT01', 1, { victim: 0 })).G;
    expect(judge(stopped, 0, 'embezzle', 0).kind).toBe('refused');
    const unbreakable = { ...onSheet(['RT01']), options: { ...table().options, breakableLawOps: [] } };
    expect(judge(unbreakable, 0, 'embezzle', 0).kind).toBe('refused');
  });

  it.each([
    ['RT04', 'extract', 5, 0, 'allowed'],
    ['RT04', 'extract', 5, 1, 'breach'],
    ['RT08', 'produce', 1, 0, 'allowed'],
    ['RT08', 'produce', 2, 0, 'breach'],
    ['RT07', 'sealedBid', 0, 0, 'breach'],
  ] as const)('%s: %s after %i this turn (%i on the square) is %s', (law, action, done, onSquare, kind) =>
    expect(judge(onSheet([law]), 0, action, done, 0, onSquare).kind).toBe(kind),
  );

  const breached = () => {
    let G = withPlayer(onSheet(['RT01']), 0, (p) => ({ ...p, corporate: 19, swiss: 6 }));
    G = recordBreach(G, 0, 'RT01', { kind: 'embezzle', amount: 6 });
    return G;
  };

  it('reported: the goods back, a $10M fine due, $3M to the reporter', () => {
    const r = must(report(breached(), 0, 2, false));
    expect(r.due).toBe(10);
    expect(r.G.players[0]).toMatchObject({ swiss: 0, corporate: 25 });
    expect(r.G.players[2]!.corporate).toBe(28);
    expect(r.G.breaches).toEqual([]);
    expect(report(r.G, 0, 2, false)).toMatchObject({ ok: false, error: { code: LawError.NoBreach } });
  });

  it('reported with Plausible Deniability: goods back, no fine, no bonus', () => {
    const r = must(report(breached(), 0, 2, true));
    expect(r.due).toBe(0);
    expect(r.G.players[2]!.corporate).toBe(25);
  });

  it('corrected by the breaker himself: goods back, nothing else; nobody reports his own', () => {
    expect(report(breached(), 0, 0, false)).toMatchObject({ ok: false, error: { code: LawError.OwnBreach } });
    const r = must(correct(breached(), 0, 0));
    expect(r.due).toBe(0);
    expect(r.G.players[0]).toMatchObject({ swiss: 0, corporate: 25 });
  });

  it('returns extracted raw materials (paying $12M for each one gone), a square, excess products', () => {
    let G = withPlayer(onSheet(['RT04', 'RT07', 'RT08']), 0, (p) => ({ ...p, raw: { ...p.raw, iron: 1, coal: 0 } }));
    G = recordBreach(G, 0, 'RT04', { kind: 'extract', square: sq('A'), items: ['iron', 'coal'] });
    G = recordBreach(G, 0, 'RT07', { kind: 'sealedBid', square: sq('A') });
    G = withPlayer(G, 0, (p) => ({ ...p, products: { ...p.products, steel: 1 } }));
    G = recordBreach(G, 0, 'RT08', { kind: 'produce', products: { steel: 2 } });
    const a = must(report(G, 0, 1, false));
    expect(a.due).toBe(10 + 12);
    expect(a.G.players[0]!.raw.iron).toBe(0);
    const b = must(report(a.G, 1, 1, false));
    expect(b.G.control[sq('A')]).toBeNull();
    const c = must(report(b.G, 2, 1, false));
    expect(c.due).toBe(10 + 27);
    expect(c.G.players[0]!.products.steel).toBe(0);
  });

  it("runs out as the breaker's next turn begins", () => {
    expect(expireBreaches(breached(), 1).breaches).toHaveLength(1);
    expect(expireBreaches(breached(), 0).breaches).toHaveLength(0);
  });
});
