import {
  err,
  ok,
  type GameEvent,
  type ReactionWindow,
  type Result,
  type Rng,
  type Seat,
  type Step,
} from '@cutthroat/engine';
import { faceOf, isAgency, isEvasion, type Agency, type Evasion, type Face } from './cards.js';
import { ArmsDealersError } from './errors.js';
import { faceCounts, subMultisets, takeFaces } from './hand.js';
import { MAX_WEAPONS_PER_DEAL, canSellTo, dealProfit, dealSurvives, formatMoney, largestDeals } from './profit.js';
import type { ArmsDealersAction } from './schema.js';
import { HAND_LIMIT, deckSize, draft, type ArmsDealersState } from './state.js';
import { endTurn } from './turn.js';

type Deal = Extract<ArmsDealersAction, { type: 'deal' }>;

export function actors(G: ArmsDealersState): readonly Seat[] {
  return G.phase === 'over' ? [] : [G.active];
}

export function apply(
  G: ArmsDealersState,
  seat: Seat,
  action: ArmsDealersAction,
  _rng: Rng,
  window: ReactionWindow | null,
): Result<Step<ArmsDealersState>> {
  switch (action.type) {
    case 'discard':
      if (window || G.phase !== 'discard' || seat !== G.active) return wrongPhase('discard');
      return discard(G, seat, action.cards);
    case 'deal':
      if (window || G.phase !== 'deal' || seat !== G.active) return wrongPhase('lay a deal');
      return layDeal(G, seat, action);
    case 'end-turn': {
      if (window || G.phase !== 'deal' || seat !== G.active) return wrongPhase('end the turn');
      const events: GameEvent[] = [];
      return ok({ G: endTurn(G, events), events });
    }
    case 'intercept':
      if (window?.kind !== 'intercept') return wrongPhase('intercept');
      return intercept(G, seat, action.agencies);
    case 'evade':
      if (window?.kind !== 'evade' || seat !== G.deal?.dealer) return wrongPhase('evade');
      return evade(G, seat, action.evasions);
  }
}

function wrongPhase(what: string): Result<never> {
  return err(ArmsDealersError.WrongPhase, `you cannot ${what} now`);
}

function notHeld(seat: Seat): Result<never> {
  return err(ArmsDealersError.CardNotInHand, `seat ${seat} does not hold all of those cards`);
}

function withHand(G: ArmsDealersState, seat: Seat, hand: readonly number[]): ArmsDealersState['hands'] {
  const hands = G.hands.slice();
  hands[seat] = hand;
  return hands;
}

function discard(G: ArmsDealersState, seat: Seat, cards: readonly Face[]): Result<Step<ArmsDealersState>> {
  const excess = G.hands[seat]!.length - HAND_LIMIT;
  if (cards.length !== excess) {
    return err(ArmsDealersError.WrongDiscardCount, `discard exactly ${excess} card(s) to keep ${HAND_LIMIT}`);
  }
  const took = takeFaces(G.hands[seat]!, cards);
  if (!took) return notHeld(seat);
  const next = draft(G);
  next.hands = withHand(G, seat, took.rest);
  next.discard = [...G.discard, ...took.taken];
  next.phase = 'deal';
  return ok({
    G: next,
    events: [{ type: 'discarded', seat, cards: [...cards] }],
  });
}

function layDeal(G: ArmsDealersState, seat: Seat, deal: Deal): Result<Step<ArmsDealersState>> {
  if (deal.count > MAX_WEAPONS_PER_DEAL) {
    return err(ArmsDealersError.TooManyWeapons, `a deal has 1 to ${MAX_WEAPONS_PER_DEAL} weapons, not ${deal.count}`);
  }
  if (!canSellTo(deal.seller, deal.buyer)) {
    return err(ArmsDealersError.SellerCannotSellToBuyer, `${deal.seller} cannot sell to ${deal.buyer}`);
  }
  const faces: Face[] = [deal.seller, deal.buyer, ...new Array<Face>(deal.count).fill(deal.weapon)];
  const took = takeFaces(G.hands[seat]!, faces);
  if (!took) return notHeld(seat);
  const profit = dealProfit(deal);
  const others: Seat[] = [];
  for (let i = 1; i < G.players; i++) others.push((seat + i) % G.players);
  const next = draft(G);
  next.hands = withHand(G, seat, took.rest);
  next.phase = 'intercept';
  next.deal = {
    dealer: seat,
    seller: deal.seller,
    buyer: deal.buyer,
    weapon: deal.weapon,
    count: deal.count,
    cards: took.taken,
  };
  return ok({
    G: next,
    events: [
      {
        type: 'deal-laid',
        seat,
        seller: deal.seller,
        buyer: deal.buyer,
        weapon: deal.weapon,
        count: deal.count,
        profit,
      },
    ],
    window: {
      kind: 'intercept',
      openedBy: seat,
      responders: others,
      order: G.options.interceptOrder,
      allowed: ['intercept'],
      repeatable: false,
    },
  });
}

function intercept(G: ArmsDealersState, seat: Seat, agencies: readonly Agency[]): Result<Step<ArmsDealersState>> {
  const took = takeFaces(G.hands[seat]!, agencies);
  if (!took) return notHeld(seat);
  const next = draft(G);
  next.hands = withHand(G, seat, took.rest);
  next.interceptions = [...G.interceptions, ...took.taken.map((card, i) => ({ seat, agency: agencies[i]!, card }))];
  return ok({
    G: next,
    events: [{ type: 'intercepted', seat, agencies: [...agencies] }],
  });
}

function evade(G: ArmsDealersState, seat: Seat, evasions: readonly Evasion[]): Result<Step<ArmsDealersState>> {
  const took = takeFaces(G.hands[seat]!, evasions);
  if (!took) return notHeld(seat);
  const next = draft(G);
  next.hands = withHand(G, seat, took.rest);
  next.evasions = [...G.evasions, ...took.taken.map((card, i) => ({ evasion: evasions[i]!, card }))];
  return ok({
    G: next,
    events: [{ type: 'evaded', seat, evasions: [...evasions] }],
  });
}

export function windowClosed(G: ArmsDealersState, window: ReactionWindow, _rng: Rng): Step<ArmsDealersState> {
  const deal = G.deal!;
  const events: GameEvent[] = [];
  if (window.kind === 'intercept' && G.interceptions.length > 0) {
    const next = draft(G);
    next.phase = 'evade';
    return {
      G: next,
      events,
      window: {
        kind: 'evade',
        openedBy: deal.dealer,
        responders: [deal.dealer],
        order: 'seat-order',
        allowed: ['evade'],
        repeatable: false,
      },
    };
  }
  const agencies = G.interceptions.map((i) => i.agency);
  const survives = dealSurvives(
    agencies,
    G.evasions.map((e) => e.evasion),
  );
  const next = draft(G);
  next.discard = [...G.discard, ...G.interceptions.map((i) => i.card), ...G.evasions.map((e) => e.card), ...deal.cards];
  next.deal = null;
  next.interceptions = [];
  next.evasions = [];
  if (survives) {
    // The profit phase: collect, discard the deal, draw one card if any remain.
    const profit = dealProfit(deal);
    const money = G.money.slice();
    money[deal.dealer] = money[deal.dealer]! + profit;
    next.money = money;
    events.push({ type: 'profit', seat: deal.dealer, amount: profit, text: formatMoney(profit) });
    if (deckSize(next) > 0) {
      next.hands = withHand(next, deal.dealer, [...next.hands[deal.dealer]!, next.deck[next.drawn]!]);
      next.drawn++;
      events.push({ type: 'drew', seat: deal.dealer });
    }
  } else {
    events.push({ type: 'deal-destroyed', seat: deal.dealer });
  }
  return { G: endTurn(next, events), events };
}

export function legalActions(G: ArmsDealersState, seat: Seat, window: ReactionWindow | null): ArmsDealersAction[] {
  const hand = G.hands[seat]!;
  if (window) {
    const counts = [...faceCounts(hand)];
    if (window.kind === 'intercept') {
      const agencies = counts.filter((c): c is [Agency, number] => isAgency(c[0]));
      return subMultisets(agencies).map((a) => ({ type: 'intercept', agencies: a }));
    }
    if (window.kind === 'evade' && seat === G.deal?.dealer) {
      const evasions = counts.filter((c): c is [Evasion, number] => isEvasion(c[0]));
      return subMultisets(evasions).map((e) => ({ type: 'evade', evasions: e }));
    }
    return [];
  }
  if (seat !== G.active) return [];
  if (G.phase === 'discard') {
    return subMultisets([...faceCounts(hand)], hand.length - HAND_LIMIT).map((cards) => ({ type: 'discard', cards }));
  }
  if (G.phase !== 'deal') return [];
  const actions: ArmsDealersAction[] = [{ type: 'end-turn' }];
  for (const { seller, buyer, weapon, count: most } of largestDeals(faceCounts(hand))) {
    for (let count = 1; count <= most; count++) actions.push({ type: 'deal', seller, buyer, weapon, count });
  }
  return actions;
}

export { faceOf };
