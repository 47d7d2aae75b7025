/** Stable error codes of Arms Dealers' rules. */
export const ArmsDealersError = {
  WrongPhase: 'arms-dealers/wrong-phase',
  CardNotInHand: 'arms-dealers/card-not-in-hand',
  SellerCannotSellToBuyer: 'arms-dealers/seller-cannot-sell-to-buyer',
  TooManyWeapons: 'arms-dealers/too-many-weapons',
  WrongDiscardCount: 'arms-dealers/wrong-discard-count',
  TradeLimitReached: 'arms-dealers/trade-limit-reached',
  TradeWithSelf: 'arms-dealers/trade-with-self',
  TradeUnbalanced: 'arms-dealers/trade-must-exchange-something',
  MoneyTradesOff: 'arms-dealers/money-trades-off',
  NotEnoughMoney: 'arms-dealers/not-enough-money',
  NoSuchSeat: 'arms-dealers/no-such-seat',
  FixtureTooManyCards: 'arms-dealers/fixture-too-many-cards',
  FixtureBadSeat: 'arms-dealers/fixture-bad-seat',
  FixtureBadPosition: 'arms-dealers/fixture-bad-position',
} as const;
