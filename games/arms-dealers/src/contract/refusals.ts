import { EngineError, type Actor } from '@cutthroat/engine';
import type { RefusalRow, RefusalTable } from '@cutthroat/module/testing';
import { DECK, FACES, type Face } from '../cards.js';
import { ArmsDealersError } from '../errors.js';
import type { ArmsDealers } from '../game.js';
import type { ArmsDealersFixture } from '../schema.js';

/**
 * Every refusal Arms Dealers can give, with its code and its sentence: one row each. Seat 0 deals
 * first and draws the Missile on top; seat 1 holds CIA and FBI, seat 2 Interpol.
 */
const table: ArmsDealersFixture = {
  firstPlayer: 0,
  hands: [
    ['USA', 'India', 'Missile', 'Missile', 'Staging Post'],
    ['CIA', 'FBI', 'UK', 'Iraq', 'Chemical'],
    ['Interpol', 'Front Company', 'Nuclear', 'Nuclear', 'Iran'],
  ],
  deck: ['Missile', 'Chemical', 'Biological'],
};
/** Seat 0 holds 7 before its draw, so it must discard one card. */
const crowded: ArmsDealersFixture = {
  ...table,
  hands: [['USA', 'India', 'Missile', 'Missile', 'Staging Post', 'UK', 'Angola'], table.hands![1]!, table.hands![2]!],
};
/** Every card in a hand: the first draw finds the deck empty and the game ends. */
const everyCard = FACES.flatMap((f) => new Array<Face>(DECK.supply[f]).fill(f));
const exhausted: ArmsDealersFixture = {
  firstPlayer: 0,
  hands: [everyCard.slice(0, 26), everyCard.slice(26, 52), everyCard.slice(52)],
  deck: [],
};

const deal = { type: 'deal', seller: 'USA', buyer: 'India', weapon: 'Missile', count: 3 };
const propose = (to: number, give: Face | null, want: Face | null, money = 0) => ({
  type: 'propose',
  to,
  terms: { give, want, money },
});
const decline = (offer: number) => ({ type: 'decline', offer });
const laid: [Actor, unknown][] = [[0, deal]];
const offered: [Actor, unknown][] = [[0, propose(2, 'Missile', 'Nuclear')]];

type Row = RefusalRow<ArmsDealers>;

const E = ArmsDealersError;
const rows: readonly Row[] = [
  // The game's own rules.
  { code: E.WrongPhase, message: 'you cannot discard now', act: [0, { type: 'discard', cards: ['USA'] }] },
  { code: E.WrongPhase, message: 'you cannot lay a deal now', setup: crowded, act: [0, deal] },
  { code: E.WrongPhase, message: 'you cannot end the turn now', setup: crowded, act: [0, { type: 'end-turn' }] },
  { code: E.WrongPhase, message: 'you cannot intercept now', act: [0, { type: 'intercept', agencies: ['CIA'] }] },
  { code: E.WrongPhase, message: 'you cannot evade now', act: [0, { type: 'evade', evasions: ['Staging Post'] }] },
  { code: E.WrongPhase, message: 'trades happen in the deal phase', setup: crowded, act: [0, propose(1, 'UK', 'CIA')] },
  {
    code: E.CardNotInHand,
    message: 'seat 0 does not hold all of those cards',
    act: [0, { type: 'deal', seller: 'UK', buyer: 'Iraq', weapon: 'Missile', count: 1 }],
  },
  {
    code: E.CardNotInHand,
    message: 'seat 1 does not hold all of those cards',
    before: laid,
    act: [1, { type: 'intercept', agencies: ['Interpol'] }],
  },
  { code: E.CardNotInHand, message: 'seat 0 holds no Nuclear', act: [0, propose(1, 'Nuclear', 'CIA')] },
  {
    code: E.CardNotInHand,
    message: 'a card named in the trade is not in hand',
    before: [[0, propose(1, 'Missile', 'Angola')]],
    act: [1, { type: 'accept', offer: 0 }],
  },
  {
    code: E.SellerCannotSellToBuyer,
    message: 'USA cannot sell to Iraq',
    act: [0, { ...deal, buyer: 'Iraq' }],
  },
  { code: E.TooManyWeapons, message: 'a deal has 1 to 5 weapons, not 6', act: [0, { ...deal, count: 6 }] },
  {
    code: E.WrongDiscardCount,
    message: 'discard exactly 1 card(s) to keep 7',
    setup: crowded,
    act: [0, { type: 'discard', cards: ['UK', 'Angola'] }],
  },
  {
    code: E.TradeLimitReached,
    message: 'at most 3 offers in one deal phase',
    before: [
      [0, propose(1, 'USA', 'CIA')],
      [1, decline(0)],
      [0, propose(1, 'USA', 'FBI')],
      [1, decline(2)],
      [0, propose(2, 'USA', 'Interpol')],
      [2, decline(4)],
    ],
    act: [0, propose(1, 'USA', 'UK')],
  },
  {
    code: E.TradeLimitReached,
    message: 'at most 1 offers in one deal phase',
    options: { offersPerTurn: 1 },
    before: offered,
    act: [2, { type: 'counter', offer: 0, terms: { give: 'Iran', want: 'Missile' } }],
  },
  { code: E.TradeWithSelf, message: 'a seat cannot trade with itself', act: [0, propose(0, 'USA', 'CIA')] },
  {
    code: E.TradeUnbalanced,
    message: 'each side of a trade must give something, and not the same card back',
    act: [0, propose(1, 'Missile', 'Missile')],
  },
  {
    code: E.TradeUnbalanced,
    message: 'each side of a trade must give something, and not the same card back',
    options: { moneyTrades: true },
    act: [0, propose(1, null, 'CIA', -500)],
  },
  {
    code: E.MoneyTradesOff,
    message: 'trades are one card for one card (money trades are off)',
    act: [0, propose(1, 'USA', 'CIA', 500)],
  },
  {
    code: E.NotEnoughMoney,
    message: 'the paying seat has not got that much money',
    options: { moneyTrades: true },
    act: [0, propose(1, null, 'CIA', 500)],
  },
  { code: E.NoSuchSeat, message: 'there is no seat 5', act: [0, propose(5, 'USA', 'CIA')] },
  {
    code: E.FixtureTooManyCards,
    message: "the setup names more China cards than the deck's 1",
    setup: { hands: [['China', 'China'], [], []] },
  },
  { code: E.FixtureBadSeat, message: 'setup.firstPlayer 4 is not a seat', setup: { firstPlayer: 4 } },
  {
    code: E.FixtureBadPosition,
    message: 'the position cannot be: active: seat 4 is not at the table',
    setup: { position: { active: 4 } },
  },
  // The engine's, as Arms Dealers meets them.
  {
    code: EngineError.MalformedAction,
    message: 'type must be one of "discard", "deal", "end-turn", "intercept", "evade"',
    act: [0, { type: 'fly' }],
  },
  {
    code: EngineError.MalformedAction,
    message: 'seller must be one of "USA", "USSR", "China", "France", "UK", not "Mars"; count is missing',
    act: [0, { type: 'deal', seller: 'Mars', buyer: 'India', weapon: 'Missile' }],
  },
  { code: EngineError.UnknownSeat, message: 'there is no seat 7 in a 3-player match', act: [7, deal] },
  { code: EngineError.NotYourTurn, message: "it is not seat 1's turn", act: [1, { type: 'end-turn' }] },
  {
    code: EngineError.NotYourTurn,
    message: 'seat 0 may not answer the intercept window now',
    before: laid,
    act: [0, { type: 'pass' }],
  },
  { code: EngineError.GameOver, message: 'the game is over', setup: exhausted, act: [0, { type: 'end-turn' }] },
  {
    code: EngineError.NotAllowedInWindow,
    message: 'in the intercept window the answers are: pass, intercept',
    before: laid,
    act: [1, { type: 'evade', evasions: ['Staging Post'] }],
  },
  {
    code: EngineError.NoWindow,
    message: 'there is nothing to pass on (no reaction window is open): to end your turn, use end-turn',
    act: [0, { type: 'pass' }],
  },
  {
    code: EngineError.NoWindow,
    message: 'there is nothing to pass on: no reaction window is open',
    act: [1, { type: 'pass' }],
  },
  {
    code: EngineError.OfferPending,
    message: 'a trade offer is waiting for an answer: accept, decline, counter or withdraw it',
    before: offered,
    act: [0, deal],
  },
  {
    code: EngineError.OfferPending,
    message: 'seat 2 has a trade offer to answer first',
    before: offered,
    act: [1, { type: 'pass' }],
  },
  {
    code: EngineError.OfferNotFound,
    message: 'offer 9 is not the open offer (0)',
    before: offered,
    act: [2, { type: 'accept', offer: 9 }],
  },
  {
    code: EngineError.OfferNotYours,
    message: 'only the seat that made an offer can withdraw it',
    before: offered,
    act: [2, { type: 'withdraw', offer: 0 }],
  },
  {
    code: EngineError.OfferNotYours,
    message: 'only the seat an offer is made to can answer it',
    before: offered,
    act: [0, { type: 'accept', offer: 0 }],
  },
  { code: EngineError.BadOptions, message: 'options.offersPerTurn must be at most 50', options: { offersPerTurn: 99 } },
  { code: EngineError.BadSetup, message: 'setup.hands lists 2 hands for 3 players', setup: { hands: [[], []] } },
  {
    code: EngineError.BadSetup,
    message: 'setup.firstPlayer must be a number, not a string; there is no field setup.colour',
    setup: { firstPlayer: 'me', colour: 'red' },
  },
];

/** Codes no play of Arms Dealers can meet, and why. */
const unreachable: Readonly<Record<string, string>> = {
  // Only the dealer is asked whether it may propose, and Arms Dealers' own check then always names
  // the reason (wrong-phase, trade-limit-reached).
  [EngineError.OffersNotAllowed]: 'the game names every reason itself',
};

export const armsDealersRefusals: RefusalTable<ArmsDealers> = {
  players: 3,
  setup: table,
  codes: Object.values(ArmsDealersError),
  rows,
  unreachable,
};
