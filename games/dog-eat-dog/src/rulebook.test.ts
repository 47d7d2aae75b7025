import { applyAction, legalActionsOf, setupMatch, SYSTEM, viewOf, type StateOf } from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import { geometry } from './board.js';
import { LawError } from './breaking-the-law.js';
import { DogEatDogError } from './errors.js';
import { dogEatDog } from './game.js';
import { type DogEatDogState } from './state.js';
import { withPlayer } from './copy.js';
import { DECK } from './testing.js';

/**
 * Four rules checked against the rulebook's own words: extraction (and every declaration) refused
 * when declared, embezzlement's money in hand, a third square by trade, and the final bonus round's
 * one roll per item.
 */

type S = StateOf<typeof dogEatDog>;
const sq = (l: string) => geometry.squareIndex.get(l)!;

/** W.E. Steel at seat 0 (Square A), Goo Pont, Georgia Horrific, Substandard Oil; dice forced. */
function start(
  change: (G: DogEatDogState) => DogEatDogState,
  dice: number[] = [],
  divisions = ['we-steel', 'goo-pont', 'georgia-horrific', 'substandard-oil'],
): S {
  const s = setupMatch(dogEatDog, {
    game: 'dog-eat-dog',
    players: divisions.length,
    secret: 'rulebook',
    fixture: { divisions, firstPlayer: 0, deck: DECK },
    dice,
  });
  if (!s.ok) throw new Error(s.error.message);
  return { ...s.value, G: change(s.value.G) };
}

const inPhase =
  (phase: DogEatDogState['phase']) =>
  (G: DogEatDogState): DogEatDogState => ({ ...G, phase, turn: { ...G.turn, rolled: true }, firstRollDone: true });

function act(state: S, seat: number | typeof SYSTEM, action: unknown) {
  const r = applyAction(dogEatDog, state, seat, action as never);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

function refused(state: S, seat: number, action: unknown): string {
  const r = applyAction(dogEatDog, state, seat, action as never);
  if (r.ok) throw new Error(`${JSON.stringify(action)} was accepted`);
  return r.error.code;
}

/**
 * Every responder of the open trigger window but `except` passes (who is asked is not what these
 * tests check); the state after, and the events on the way.
 */
function othersPass(state: S, except: number): S & { readonly seen: readonly { type: string }[] } {
  let s = state;
  const seen: { type: string }[] = [];
  for (const seat of s.window?.responders ?? [])
    if (seat !== except && s.window?.kind === 'trigger') {
      const t = act(s, seat, { type: 'pass' });
      s = t.state;
      seen.push(...t.events);
    }
  return { ...s, seen };
}

describe('Extraction: "You need one unused worker for each raw material you extract"', () => {
  // Square A at Stage 1 shows two iron and one coal (rulebook, Overview and the Square A example).
  const phase6 = (change: (G: DogEatDogState) => DogEatDogState = (G) => G) =>
    start((G) => change(inPhase('extraction')(G)));

  it.each([
    ['an icon the square does not show', ['wood'], (G: DogEatDogState) => G, DogEatDogError.NotOnSquare],
    ['more units than unused workers', ['iron', 'iron', 'coal'], (G: DogEatDogState) => G, DogEatDogError.NoWorkers],
    [
      'an empty supply',
      ['coal'],
      (G: DogEatDogState) => ({ ...G, supply: { ...G.supply, raw: { ...G.supply.raw, coal: 0 } } }),
      DogEatDogError.EmptyStack,
    ],
  ])('refuses %s when declared, changes nothing, and leaves the square to extract from', (_, items, change, code) => {
    const s = phase6(change);
    expect(refused(s, 0, { type: 'extract', square: sq('A'), items })).toBe(code);
    // Nothing changed, so the square's one extraction of the turn is still there to make.
    const t = act(s, 0, { type: 'extract', square: sq('A'), items: ['iron'] });
    expect(t.events).toContainEqual({ type: 'extracted', seat: 0, square: sq('A'), items: ['iron'], degraded: false });
  });

  it("refuses Waste Mismanagement's second unit from a square (it may never degrade one)", () => {
    const six = ['we-steel', 'goo-pont', 'georgia-horrific', 'substandard-oil', 'dk-mart', 'waste-mismanagement'];
    const s = start((G) => ({ ...inPhase('extraction')(G), active: 5 }), [], six);
    // Square N, its start square, shows oil, iron and chemicals.
    const own = s.G.control.indexOf(5);
    const [a, b] = ['oil', 'iron'] as const;
    expect(refused(s, 5, { type: 'extract', square: own, items: [a, b] })).toBe(DogEatDogError.WouldDegrade);
    const t = act(s, 5, { type: 'extract', square: own, items: [a] });
    expect(t.state.G.players[5]!.raw[a]).toBe(s.G.players[5]!.raw[a] + 1);
  });

  it('refuses a declaration a ban in force already forbids (an owned EPA Inspector used this turn)', () => {
    const s = phase6((G) => ({
      ...withPlayer(G, 0, (p) => ({ ...p, workers: 3 })),
      restrictions: [
        {
          seat: 0,
          action: 'extract',
          max: 1,
          per: 'squarePerTurn',
          square: null,
          until: { kind: 'turnEnd' },
          law: null,
        },
      ],
    }));
    expect(refused(s, 0, { type: 'extract', square: sq('A'), items: ['iron', 'iron'] })).toBe(LawError.Forbidden);
    expect(act(s, 0, { type: 'extract', square: sq('A'), items: ['iron'] }).state.G.players[0]!.raw.iron).toBe(2);
  });

  it('a declaration an Injunction later stops says so in words and uses no worker', () => {
    const s = phase6((G) => ({
      ...withPlayer(G, 1, (p) => ({ ...p, kept: ['RT34'] })),
      redTape: { ...G.redTape, stack: G.redTape.stack.filter((c) => c !== 'RT34') },
    }));
    let t = act(s, 0, { type: 'extract', square: sq('A'), items: ['iron', 'coal'] });
    expect(t.state.window).toMatchObject({ kind: 'trigger' });
    t = act(t.state, 1, { type: 'use', card: 'RT34' });
    const after = othersPass(t.state, 1);
    const seen = [...t.events, ...after.seen];
    const G = after.G;
    expect(G.players[0]!.raw.iron).toBe(1);
    expect(G.turn.tasks).toBe(0);
    expect(G.map.stage[sq('A')]).toBe(1);
    expect(seen.find((e) => e.type === 'declaration-failed')).toMatchObject({
      action: 'extract',
      message: expect.stringContaining('nothing is extracted') as unknown,
    });
  });
});

describe('Every declaration is checked when declared', () => {
  it('refuses production without the raw materials, and hiring more than the account pays', () => {
    const s = start(inPhase('production'));
    expect(refused(s, 0, { type: 'produce', product: 'steel', count: 2 })).toBe(DogEatDogError.NotHeld);
    expect(s.G.work).toEqual([]);
    const h = start((G) => withPlayer(inPhase('hiring')(G), 0, (p) => ({ ...p, corporate: 5 })));
    expect(refused(h, 0, { type: 'hire', count: 2 })).toBe(DogEatDogError.CannotPay);
  });

  it('refuses a Sealed Bid a ban in force forbids, and the acquisition stays open', () => {
    // From the Land Office, 1 + 1 passes Smeltsburgh, W.E. Steel's home city.
    const s = start(
      (G) => ({
        ...withPlayer(G, 0, (p) => ({ ...p, position: geometry.spaceIndex.get('land-office')! })),
        restrictions: [
          { seat: 0, action: 'sealedBid', max: 0, per: 'turn', square: null, until: { kind: 'turnEnd' }, law: null },
        ],
      }),
      [1, 1],
    );
    let t = act(s, 0, { type: 'roll' });
    t = act(t.state, 0, { type: 'answer', answer: { kind: 'may', yes: true } });
    expect(t.state.window).toMatchObject({ kind: 'acquire' });
    const bid = { type: 'acquire', method: 'sealedBid', square: sq('F'), offer: 5 };
    expect(refused(t.state, 0, bid)).toBe(LawError.Forbidden);
    expect(refused(t.state, 0, { ...bid, offer: 11 })).toBe(DogEatDogError.OfferOutOfRange);
    const won = act(t.state, 0, { type: 'acquire', method: 'auction', square: sq('F'), offer: 1 });
    expect(won.state.window).toMatchObject({ kind: 'auction' });
  });
});

describe('Embezzlement: "Take the amount you wish to embezzle into your hand. Keep it concealed."', () => {
  /** Seat 0 with $40M, in Sales; seat 1 keeps a Whistleblower (RT32, cancels an embezzlement). */
  const whistle = () =>
    start((G) => ({
      ...withPlayer(
        withPlayer(inPhase('sales')(G), 0, (p) => ({ ...p, corporate: 40 })),
        1,
        (p) => ({ ...p, kept: ['RT32'] }),
      ),
      redTape: { ...G.redTape, stack: G.redTape.stack.filter((c) => c !== 'RT32') },
    }));

  it('the amount leaves the corporate account when declared, and goes to Switzerland if nothing stops it', () => {
    const t = act(whistle(), 0, { type: 'embezzle', amount: 20 });
    expect(t.state.window).toMatchObject({ kind: 'trigger' });
    expect(t.state.G.players[0]!.corporate).toBe(20);
    const view = viewOf(dogEatDog, t.state, 0).game;
    expect(view.embezzling).toBe(20);
    const done = othersPass(t.state, -1);
    expect(done.G.players[0]).toMatchObject({ corporate: 20, swiss: 20 });
  });

  it('goes back to the corporate account when a card stops it, and says so', () => {
    let t = act(whistle(), 0, { type: 'embezzle', amount: 20 });
    t = act(t.state, 1, { type: 'use', card: 'RT32' });
    const s = othersPass(t.state, 1);
    expect(s.G.players[0]).toMatchObject({ corporate: 40, swiss: 0 });
    expect(s.G.turn.embezzled).toBe(true);
  });

  it('while pending, no other seat receives anything that depends on the amount', () => {
    const pending = (amount: number) => act(whistle(), 0, { type: 'embezzle', amount });
    const [five, twenty] = [pending(5), pending(20)];
    expect(five.state.G.players[0]!.corporate).not.toBe(twenty.state.G.players[0]!.corporate);
    expect(five.events).toEqual(twenty.events);
    for (const seat of [1, 2, 3]) {
      expect(viewOf(dogEatDog, five.state, seat)).toEqual(viewOf(dogEatDog, twenty.state, seat));
      expect(legalActionsOf(dogEatDog, five.state, seat).toArray()).toEqual(
        legalActionsOf(dogEatDog, twenty.state, seat).toArray(),
      );
      // Every other seat sees the corporate account as it was before the declaration.
      expect(viewOf(dogEatDog, twenty.state, seat).game.players[0]!.corporate).toBe(40);
    }
    expect(five.state.window).toEqual(twenty.state.window);
  });

  it('money spent while it is pending (a bribe war over the Auditor) comes from what is left', () => {
    // Seat 2 owns the Auditor (RT01) and turns it on the embezzlement; seat 0 may bribe it away.
    const auditor = (dice: number[]) =>
      start(
        (G) => ({
          ...withPlayer(
            withPlayer(inPhase('sales')(G), 0, (p) => ({ ...p, corporate: 24 })),
            2,
            (p) => ({ ...p, officials: ['RT01'] }),
          ),
          redTape: { ...G.redTape, stack: G.redTape.stack.filter((c) => c !== 'RT01') },
        }),
        dice,
      );
    const war = (dice: number[]) => {
      let t = act(auditor(dice), 0, { type: 'embezzle', amount: 12 });
      t = act(t.state, 2, { type: 'use', card: 'RT01' });
      const s = othersPass(t.state, 2);
      expect(s.window).toMatchObject({ kind: 'war', responders: [0] });
      // $12M is in his hand: he may offer at most the $10M cap, and $12M are left to offer from.
      expect(legalActionsOf(dogEatDog, s, 0).toArray()).toContainEqual({ type: 'bribe', card: 'RT01', offer: 10 });
      return act(s, 0, { type: 'bribe', card: 'RT01', offer: 10 }).state;
    };
    // Won (2 <= 10), the Auditor's owner does not bribe back: the embezzlement goes through.
    let won = war([1, 1]);
    won = act(won, 2, { type: 'pass' }).state;
    expect(won.G.players[0]).toMatchObject({ corporate: 2, swiss: 12 });
    // Lost (12 > 10): the Auditor forbids it, and the $12M comes back to what is left.
    const lost = war([6, 6]);
    expect(lost.G.players[0]).toMatchObject({ corporate: 14, swiss: 0 });
  });
});

describe('A third square by trade: "you must immediately give up control of one of those three squares"', () => {
  // Goo Pont (seat 1) controls I and J; W.E. Steel (seat 0) trades it Square A.
  const offered = () => {
    const s = start((G) => ({ ...inPhase('sales')(G), control: G.control.map((c, i) => (i === sq('J') ? 1 : c)) }));
    const made = act(s, 0, { type: 'propose', to: 1, terms: { give: { squares: [sq('A')] }, get: { money: 1 } } });
    return act(made.state, 1, { type: 'accept', offer: made.state.offer!.id });
  };

  it('carries the trade out, then the receiver gives one of his three up, as after an auction', () => {
    const t = offered();
    expect(t.state.G.control[sq('A')]).toBe(1);
    expect(t.state.window).toMatchObject({ kind: 'give-up', responders: [1] });
    const given = act(t.state, 1, { type: 'give-up', square: sq('J') });
    expect([sq('A'), sq('I'), sq('J')].map((s) => given.state.G.control[s])).toEqual([1, 1, null]);
    expect(given.state.window).toBeNull();
  });

  it('gives up the lowest-lettered square when the window closes unanswered', () => {
    const t = act(offered().state, SYSTEM, { type: 'deadline' });
    expect([sq('A'), sq('I'), sq('J')].map((s) => t.state.G.control[s])).toEqual([null, 1, 1]);
  });
});

describe('The final bonus round: "roll the dice only once (the roll applies to all who wish to sell that item)"', () => {
  it('a value a later player rolls holds for an earlier player too', () => {
    const s = start(
      (G) => {
        let g: DogEatDogState = {
          ...G,
          phase: 'final',
          final: { order: [0, 1, 2, 3], at: 1, step: 'sell', values: {} },
          active: 1,
        };
        g = withPlayer(g, 0, (p) => ({ ...p, products: { ...p.products, steel: 1 } }));
        g = withPlayer(g, 1, (p) => ({ ...p, products: { ...p.products, steel: 1 } }));
        return {
          ...g,
          supply: { ...g.supply, products: { ...g.supply.products, steel: g.supply.products.steel - 2 } },
        };
      },
      [3, 4],
    );
    // Seat 0 has had its turn of the sell step; seat 1 rolls steel at 20 + 7.
    let t = act(s, 1, { type: 'roll-value', item: 'steel' });
    expect(t.state.G.final!.values.steel).toBe(27);
    expect(legalActionsOf(dogEatDog, t.state, 0).toArray()).toContainEqual({ type: 'sell', item: 'steel', count: 1 });
    t = act(t.state, 0, { type: 'sell', item: 'steel', count: 1 });
    expect(t.state.G.players[0]!.corporate).toBe(25 + 27);
    t = act(t.state, 1, { type: 'sell', item: 'steel', count: 1 });
    expect(t.state.G.players[1]!.corporate).toBe(25 + 27);
  });
});
