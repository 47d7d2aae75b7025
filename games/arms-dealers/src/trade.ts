import {
  err,
  ok,
  type ActionSpace,
  type Offer,
  type OfferRules,
  type Proposal,
  type Result,
  type Seat,
} from '@cutthroat/engine';
import { FACES, faceOf, type Face } from './cards.js';
import { ArmsDealersError } from './errors.js';
import { holds, takeFaces } from './hand.js';
import { TradeTerms, wantedFaces } from './schema.js';
import { draft, type ArmsDealersState } from './state.js';

/** Money amounts (cents) listed as legal proposals when money trades are on; any amount is valid. */
const LISTED_AMOUNTS = [500, 1000, 2500, 5000];

/**
 * Trades happen in the dealer's deal phase, between the dealer and one other seat. The proposer
 * names the face it wants, since it cannot see the other hand; an offer for a face the other seat
 * does not hold cannot be accepted. Only the dealer proposes (`canPropose`) and a counter goes back
 * to the offer's maker, so one side of every offer is the dealer: no check is needed for it.
 */
function check(G: ArmsDealersState, from: Seat, to: Seat, t: TradeTerms): Result<void> {
  if (G.phase !== 'deal') return err(ArmsDealersError.WrongPhase, 'trades happen in the deal phase');
  if (G.offersThisTurn >= G.options.offersPerTurn) {
    return err(ArmsDealersError.TradeLimitReached, `at most ${G.options.offersPerTurn} offers in one deal phase`);
  }
  if (!Number.isInteger(to) || to < 0 || to >= G.players)
    return err(ArmsDealersError.NoSuchSeat, `there is no seat ${to}`);
  if (from === to) return err(ArmsDealersError.TradeWithSelf, 'a seat cannot trade with itself');
  if (!G.options.moneyTrades && (t.money !== 0 || t.give === null || t.want === null)) {
    return err(ArmsDealersError.MoneyTradesOff, 'trades are one card for one card (money trades are off)');
  }
  const wanted = wantedFaces(t);
  if (
    (t.give === null && t.money <= 0) ||
    (t.want === null && t.money >= 0) ||
    (t.give !== null && wanted.includes(t.give))
  ) {
    return err(
      ArmsDealersError.TradeUnbalanced,
      'each side of a trade must give something, and not the same card back',
    );
  }
  if (new Set(wanted).size !== wanted.length) {
    return err(ArmsDealersError.TradeUnbalanced, 'each face asked for is named once');
  }
  if (t.give !== null && !holds(G.hands[from]!, t.give)) {
    return err(ArmsDealersError.CardNotInHand, `seat ${from} holds no ${t.give}`);
  }
  if (t.money > G.money[from]! || -t.money > G.money[to]!) {
    return err(ArmsDealersError.NotEnoughMoney, 'the paying seat has not got that much money');
  }
  return ok(undefined);
}

/** The face the recipient gives: the first asked for that he holds; null when none is asked. */
function givenFace(hand: ArmsDealersState['hands'][number], t: TradeTerms): Face | null | undefined {
  const wanted = wantedFaces(t);
  if (wanted.length === 0) return null;
  return wanted.find((f) => holds(hand, f));
}

function execute(G: ArmsDealersState, offer: Offer<TradeTerms>) {
  const { from, to, terms } = offer;
  const face = givenFace(G.hands[to]!, terms);
  if (face === undefined) return err(ArmsDealersError.CardNotInHand, 'a card named in the trade is not in hand');
  const give = takeFaces(G.hands[from]!, terms.give === null ? [] : [terms.give]);
  const want = takeFaces(G.hands[to]!, face === null ? [] : [face]);
  if (!give || !want) return err(ArmsDealersError.CardNotInHand, 'a card named in the trade is not in hand');
  if (terms.money > G.money[from]! || -terms.money > G.money[to]!) {
    return err(ArmsDealersError.NotEnoughMoney, 'the paying seat has not got that much money');
  }
  const hands = G.hands.slice();
  hands[from] = [...give.rest, ...want.taken];
  hands[to] = [...want.rest, ...give.taken];
  const money = G.money.slice();
  money[from] = money[from]! - terms.money;
  money[to] = money[to]! + terms.money;
  const next = draft(G);
  next.hands = hands;
  next.money = money;
  return ok({
    G: next,
    events: [{ type: 'traded', from, to, give: terms.give, want: face, money: terms.money }],
  });
}

type TradeProposal = Proposal<TradeTerms>;

/** Card-for-card proposals are immutable, so each (to, give, want) is built once and shared. */
const FACE_INDEX = new Map<Face, number>(FACES.map((f, i) => [f, i]));
const cardTrades: TradeProposal[] = [];
function cardTrade(to: Seat, give: Face, want: Face): TradeProposal {
  const key = (to * FACES.length + FACE_INDEX.get(give)!) * FACES.length + FACE_INDEX.get(want)!;
  return (cardTrades[key] ??= { type: 'propose', to, terms: { give, want, money: 0 } });
}

/** partners x faces to give x faces to ask for, then any money trades: read by index. */
class TradeSpace implements ActionSpace<TradeProposal> {
  private readonly perPartner: number;
  private readonly cards: number;
  readonly length: number;

  constructor(
    private readonly partners: readonly Seat[],
    private readonly gives: readonly Face[],
    private readonly moneyTrades: readonly TradeProposal[],
  ) {
    this.perPartner = gives.length * (FACES.length - 1);
    this.cards = partners.length * this.perPartner;
    this.length = this.cards + moneyTrades.length;
  }

  at(i: number): TradeProposal {
    if (i >= this.cards) return this.moneyTrades[i - this.cards]!;
    const to = this.partners[Math.floor(i / this.perPartner)]!;
    const r = i % this.perPartner;
    const give = this.gives[Math.floor(r / (FACES.length - 1))]!;
    const w = r % (FACES.length - 1);
    const want = FACES[w >= FACE_INDEX.get(give)! ? w + 1 : w]!;
    return cardTrade(to, give, want);
  }
}

const NO_TRADES = new TradeSpace([], [], []);

function enumerate(G: ArmsDealersState, from: Seat, only: Seat | null): ActionSpace<TradeProposal> {
  if (G.phase !== 'deal' || G.offersThisTurn >= G.options.offersPerTurn) return NO_TRADES;
  const partners: Seat[] = [];
  for (let s = 0; s < G.players; s++) {
    if (s !== from && (only === null || s === only) && (from === G.active || s === G.active)) partners.push(s);
  }
  const gives: Face[] = [];
  for (const card of G.hands[from]!) {
    const f = faceOf(card);
    if (!gives.includes(f)) gives.push(f);
  }
  const money: TradeProposal[] = [];
  if (G.options.moneyTrades) {
    for (const to of partners) {
      for (const m of LISTED_AMOUNTS) {
        if (m <= G.money[to]!)
          for (const give of gives) money.push({ type: 'propose', to, terms: { give, want: null, money: -m } });
        if (m <= G.money[from]!)
          for (const want of FACES) money.push({ type: 'propose', to, terms: { give: null, want, money: m } });
      }
    }
  }
  return new TradeSpace(partners, gives, money);
}

export const trades: OfferRules<ArmsDealersState, TradeTerms> = {
  terms: TradeTerms,
  canPropose: (G, seat) => G.phase === 'deal' && seat === G.active && G.offersThisTurn < G.options.offersPerTurn,
  propose(G, from, to, terms) {
    const valid = check(G, from, to, terms);
    if (!valid.ok) return valid;
    const next = draft(G);
    next.offersThisTurn++;
    return ok(next);
  },
  acceptable: (G, { from, to, terms }) =>
    (terms.give === null || holds(G.hands[from]!, terms.give)) &&
    givenFace(G.hands[to]!, terms) !== undefined &&
    terms.money <= G.money[from]! &&
    -terms.money <= G.money[to]!,
  execute,
  enumerate,
};

export type { Face };
