/** Error codes the engine itself returns; each game adds its own under its own namespace. */
export const EngineError = {
  MalformedAction: 'action/malformed',
  UnknownSeat: 'action/unknown-seat',
  NotYourTurn: 'action/not-your-turn',
  GameOver: 'action/game-over',
  NotAllowedInWindow: 'window/action-not-allowed',
  NoWindow: 'window/none-open',
  OfferPending: 'offer/pending',
  OfferNotFound: 'offer/not-found',
  OfferNotYours: 'offer/not-yours',
  OffersNotAllowed: 'offer/not-allowed-now',
  UndoNotAllowed: 'undo/not-allowed',
  NothingToExpire: 'deadline/nothing-pending',
  BadOptions: 'match/bad-options',
  BadPlayerCount: 'match/bad-player-count',
  BadSetup: 'match/bad-setup',
} as const;

export type EngineErrorCode = (typeof EngineError)[keyof typeof EngineError];
