import { EngineError, setupMatch, type StateOf } from '@cutthroat/engine';
import type { RefusalRow, RefusalTable } from '@cutthroat/module/testing';
import { AcquireError } from '../acquisition.js';
import { geometry } from '../board.js';
import { LawError } from '../breaking-the-law.js';
import { DogEatDogError } from '../errors.js';
import { dogEatDog } from '../game.js';
import { RedTapeError } from '../red-tape.js';
import { RuleError } from '../rules.js';
import { SetupError } from '../setup.js';
import { type DogEatDogState, type Phase, type Player } from '../state.js';
import { withPlayer } from '../copy.js';
import { DECK, FOUR } from '../testing.js';
import { TradeError } from '../trades.js';

type DogEatDog = typeof dogEatDog;
type Row = RefusalRow<DogEatDog>;
type Change = (G: DogEatDogState) => DogEatDogState;

/**
 * Every refusal Dog Eat Dog can give, with its code and its sentence: one row each. The table is
 * four players, W.E. Steel at seat 0 (first, controlling square A), then Goo Pont, Georgia Horrific
 * and Substandard Oil, the stack in card order. Rows that need a later moment of a turn (a phase,
 * a pollution owed, a law in force) start from the table so changed.
 */
const table = { divisions: FOUR, firstPlayer: 0, deck: DECK };
const sq = (letter: string) => geometry.squareIndex.get(letter)!;
const sp = (id: string) => geometry.spaceIndex.get(id)!;

function at(change: Change, dice: number[] = [], divisions = FOUR): () => StateOf<DogEatDog> {
  return () => {
    const s = setupMatch(dogEatDog, {
      game: 'dog-eat-dog',
      players: 4,
      secret: 'refusals',
      fixture: { ...table, divisions },
      dice,
    });
    if (!s.ok) throw new Error(s.error.message);
    return { ...s.value, G: change(s.value.G) };
  };
}
const seat0 =
  (change: (p: Player) => Player): Change =>
  (G) =>
    withPlayer(G, 0, change);
/** Seat 0's turn, moved on to `phase` (its roll made). */
const inPhase = (phase: Phase, change: Change = (G) => G) =>
  at((G) => change({ ...G, phase, turn: { ...G.turn, rolled: true } }));
/** Seat 0 in its Production phase, owing one pollution marker (square B, 1, is its one legal square). */
const owing = (change: Change = (G) => G) =>
  inPhase('production', (G) => change({ ...G, turn: { ...G.turn, pollutionOwed: 1 } }));
/** On Loophole Springs with $30M, seat 0 rolls 2 and 3: past its home it may take a square. */
const passingHome = seat0((p) => ({ ...p, position: sp('loophole-springs'), corporate: 30 }));
const home = at(passingHome, [2, 3]);
/** Goo Pont at seat 0 draws an official at Smeltsburgh, another's home city, and may bribe it first. */
const gooPont = at(passingHome, [2, 3], ['goo-pont', 'we-steel', 'georgia-horrific', 'substandard-oil']);
const rolled: Row['before'] = [[0, { type: 'roll' }]];
const acquiring: Row['before'] = [...rolled, [0, { type: 'answer', answer: { kind: 'may', yes: true } }]];
const auction: Row['before'] = [...acquiring, [0, { type: 'acquire', method: 'auction', square: sq('F'), offer: 1 }]];
const money = (to: number) => ({ type: 'propose', to, terms: { give: { money: 1 }, get: {} } });
const offered: Row['before'] = [[2, money(0)]];
const choosing = { deck: DECK };
const over = () => {
  const s = at((G) => ({ ...G, phase: 'over', ended: 'victory' }))();
  return { ...s, outcome: dogEatDog.outcome(s.G) };
};

const E = DogEatDogError;
const rows: readonly Row[] = [
  // The game's own rules.
  { code: RuleError.NotNow, message: 'roll to move first', act: [0, { type: 'done' }] },
  {
    code: RuleError.NotNow,
    message: 'buy from the sheet in your Phase 6',
    from: inPhase('hiring'),
    act: [0, { type: 'buy', item: 'coal', count: 1 }],
  },
  {
    code: RuleError.NotNow,
    message: 'officials may be bribed once the first movement roll is made',
    act: [1, { type: 'bribe', card: 'RT05', offer: 5 }],
  },
  {
    code: RuleError.NotNow,
    message: 'there is no such breach for you to report',
    act: [0, { type: 'report', breach: 3 }],
  },
  {
    code: RuleError.NotInWindow,
    message: 'that does not answer the first-bribe window',
    from: gooPont,
    before: [...acquiring, [0, { type: 'pass' }]],
    act: [0, { type: 'bribe', card: 'RT05', offer: 5 }],
    inWindow: true,
  },
  {
    code: RuleError.BadSquare,
    message: 'pollute a legal square, spreading evenly',
    from: owing(),
    act: [0, { type: 'pollute', square: sq('P') }],
  },
  {
    code: RuleError.PollutionFirst,
    message: 'place your 1 pollution marker(s) first',
    from: owing(),
    act: [0, { type: 'done' }],
  },
  {
    code: E.TooMuch,
    message: 'at most half your corporate account: $12M',
    act: [0, { type: 'embezzle', amount: 100 }],
  },
  {
    code: E.NotHeld,
    message: 'you hold no steel',
    from: inPhase('sales'),
    act: [0, { type: 'roll-value', item: 'steel' }],
  },
  {
    code: E.NoWorkers,
    message: 'fire from 1 to 2 workers',
    from: inPhase('hiring'),
    act: [0, { type: 'fire', count: 5 }],
  },
  {
    code: E.CannotPay,
    message: 'hiring 1 worker costs $3M: more than you hold',
    from: inPhase(
      'hiring',
      seat0((p) => ({ ...p, corporate: 0 })),
    ),
    act: [0, { type: 'hire', count: 1 }],
  },
  {
    code: E.EmptyStack,
    message: 'only 0 workers are left',
    from: inPhase('hiring', (G) => ({ ...G, supply: { ...G.supply, workers: 0 } })),
    act: [0, { type: 'hire', count: 1 }],
  },
  {
    code: E.NotYourSquare,
    message: 'extract only from a square you control',
    from: inPhase('extraction'),
    act: [0, { type: 'extract', square: sq('F'), items: ['wood'] }],
  },
  {
    code: E.StageThree,
    message: 'square A is at Stage 3: nothing is left on it',
    from: inPhase('extraction', (G) => ({
      ...G,
      map: { ...G.map, stage: G.map.stage.map((x, i) => (i === 0 ? 3 : x)) },
    })),
    act: [0, { type: 'extract', square: sq('A'), items: ['iron'] }],
  },
  {
    code: E.WouldDegrade,
    message: 'this division may never degrade a square: one raw material per square',
    from: inPhase(
      'extraction',
      seat0((p) => ({ ...p, division: 'waste-mismanagement' })),
    ),
    act: [0, { type: 'extract', square: sq('A'), items: ['coal', 'iron'] }],
  },
  {
    code: E.NotOnSquare,
    message: 'square F has no pollution marker',
    from: inPhase(
      'extraction',
      seat0((p) => ({ ...p, division: 'waste-mismanagement' })),
    ),
    act: [0, { type: 'gather', square: sq('F') }],
  },
  {
    code: E.OfferOutOfRange,
    message: 'an offer is from $2M to $10M',
    from: inPhase('movement', (G) => ({ ...G, firstRollDone: true })),
    act: [1, { type: 'bribe', card: 'RT02', offer: 1 }],
  },
  {
    code: E.OfferOutOfRange,
    message: 'an offer is from $2M to $10M',
    from: home,
    before: acquiring,
    act: [0, { type: 'acquire', method: 'sealedBid', square: sq('F'), offer: 11 }],
    inWindow: true,
  },
  {
    code: AcquireError.NotAcquirable,
    message: 'that square cannot be taken',
    from: home,
    before: acquiring,
    act: [0, { type: 'acquire', method: 'sealedBid', square: sq('A'), offer: 5 }],
    inWindow: true,
  },
  {
    code: AcquireError.LowBid,
    message: 'bid more than $1M',
    from: home,
    before: auction,
    act: [1, { type: 'bid', amount: 1 }],
    inWindow: true,
  },
  {
    code: LawError.Forbidden,
    message: 'you may not embezzle this turn',
    from: at((G) => ({
      ...G,
      restrictions: [
        { seat: 0, action: 'embezzle', max: 0, per: 'turn', square: null, until: { kind: 'turnEnd' }, law: null },
      ],
    })),
    act: [0, { type: 'embezzle', amount: 1 }],
  },
  { code: LawError.NoBreach, message: 'you have no breach 3 to correct', act: [0, { type: 'correct', breach: 3 }] },
  {
    code: RedTapeError.BadAnswer,
    message: 'the choice waiting is of kind may',
    from: home,
    before: rolled,
    act: [0, { type: 'answer', answer: { kind: 'option', index: 3 } }],
    inWindow: true,
  },
  {
    code: TradeError.Empty,
    message: 'a trade moves something',
    act: [0, { type: 'propose', to: 1, terms: { give: {}, get: {} } }],
  },
  {
    code: TradeError.NotHeld,
    message: 'you do not hold what you offer',
    act: [0, { type: 'propose', to: 1, terms: { give: { raw: { iron: 5 } }, get: {} } }],
  },
  { code: TradeError.NotNow, message: 'trade with another player in the game', act: [0, money(0)] },
  {
    code: TradeError.NotNow,
    message: 'at most 1 offers of yours a turn',
    options: { offersPerTurn: 1 },
    before: [
      [0, money(1)],
      [1, { type: 'decline', offer: 0 }],
    ],
    act: [0, money(1)],
  },
  {
    code: SetupError.NotChoosing,
    message: 'it is not your turn to choose a division',
    act: [0, { type: 'choose-division', division: 'we-steel' }],
  },
  {
    code: SetupError.DivisionTaken,
    message: 'choose one of: goo-pont, georgia-horrific, substandard-oil, dk-mart',
    setup: choosing,
    before: [[2, { type: 'choose-division', division: 'we-steel' }]],
    act: [3, { type: 'choose-division', division: 'we-steel' }],
  },
  {
    code: SetupError.BadFixture,
    message: 'give 4 different divisions among: we-steel, goo-pont, georgia-horrific, substandard-oil, dk-mart',
    setup: { divisions: ['we-steel', 'we-steel', 'goo-pont', 'substandard-oil'] },
  },
  // The engine's, as Dog Eat Dog meets them.
  {
    code: EngineError.MalformedAction,
    message: 'offer must be at least 1',
    from: home,
    before: acquiring,
    act: [0, { type: 'acquire', method: 'auction', square: sq('F'), offer: 0 }],
    inWindow: true,
  },
  { code: EngineError.UnknownSeat, message: 'there is no seat 7 in a 4-player match', act: [7, { type: 'roll' }] },
  { code: EngineError.NotYourTurn, message: "it is not seat 1's turn", act: [1, { type: 'roll' }] },
  {
    code: EngineError.NotYourTurn,
    message: 'seat 1 may not answer the choice window now',
    from: home,
    before: rolled,
    act: [1, { type: 'pass' }],
    inWindow: true,
  },
  { code: EngineError.GameOver, message: 'the game is over', from: over, act: [0, { type: 'roll' }] },
  {
    code: EngineError.NotAllowedInWindow,
    message: 'in the choice window the answers are: pass, answer',
    from: home,
    before: rolled,
    act: [0, { type: 'roll' }],
    inWindow: true,
  },
  {
    code: EngineError.NoWindow,
    message: 'there is nothing to pass on: no reaction window is open',
    act: [0, { type: 'pass' }],
  },
  {
    code: EngineError.OfferPending,
    message: 'a trade offer is waiting for an answer: accept, decline, counter or withdraw it',
    before: offered,
    act: [0, { type: 'roll' }],
  },
  {
    code: EngineError.OfferNotYours,
    message: 'only the seat an offer is made to can answer it',
    before: offered,
    act: [2, { type: 'accept', offer: 0 }],
  },
  { code: EngineError.BadOptions, message: 'options.roundLimit must be at most 1000', options: { roundLimit: 99999 } },
  { code: EngineError.BadSetup, message: 'setup.deck must hold at least 40 item(s)', setup: { deck: ['RT01'] } },
];

/** Codes no action of Dog Eat Dog can meet, and why. */
const unreachable: Readonly<Record<string, string>> = {
  // Pollution goes only on the squares `pollute` lists, which leave out an empty supply.
  [E.NoMarkers]: 'pollution lists only legal squares, none when the supply is empty',
  // Not a refusal: the code a `declaration-failed` event gives when a card cancelled it.
  [E.Cancelled]: 'a cancelled declaration is an event',
  // A seat that passed is no longer asked in the auction's window: the engine refuses it first.
  [AcquireError.OutOfAuction]: 'the auction window no longer waits for a seat that passed',
  // The rules refuse a report of one's own breach (not-now) before the law is asked.
  [LawError.OwnBreach]: 'rules.ts refuses it as not-now first',
  // An answer is taken only in a window with a choice waiting.
  [RedTapeError.NoChoice]: 'rules.ts refuses it as not-in-this-window first',
  // Dog Eat Dog's own check names the reason (trade-not-now) whenever no offer may be made.
  [EngineError.OffersNotAllowed]: 'the game names every reason itself',
};

export const dogEatDogRefusals: RefusalTable<DogEatDog> = {
  players: 4,
  setup: table,
  codes: [
    ...Object.values(DogEatDogError),
    ...Object.values(RuleError),
    ...Object.values(AcquireError),
    ...Object.values(LawError),
    ...Object.values(SetupError),
    ...Object.values(TradeError),
    ...Object.values(RedTapeError),
  ],
  rows,
  unreachable,
};
