/**
 * What a game's browser table shares with the web client's shell: the contract a table fulfils
 * (`GameUi`) and the few shell pieces tables draw with. Game-independent: it names no game.
 */
export type {
  GameUi,
  GameUiParts,
  LastMove,
  MatchPreset,
  Progress,
  RevealProps,
  TableProps,
  TradeField,
  TradeFormProps,
  TurnStart,
} from './game.js';
export { defineGameUi } from './define.js';
export { SeatBadge } from './SeatBadge.js';
export { SEAT_COLOURS, SEAT_INK, SEAT_LETTERS, seatColour, seatInk, seatLetter } from './seats.js';
export { uiCatalogOf, type UiCatalog } from './catalog.js';
export { Decision, DecisionTarget, StepTracker, type TrackedStep } from './Decision.js';
export { GlossaryContext, lookupTerm, splitTerms, Term, Terms } from './Term.js';
export type { Glossary, GlossaryEntry, Guide, GuideSection } from '@cutthroat/module';
