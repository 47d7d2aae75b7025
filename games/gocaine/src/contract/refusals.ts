import { EngineError, actorsOf } from '@cutthroat/engine';
import type { RefusalRow, RefusalTable } from '@cutthroat/module/testing';
import { GoCaineError } from '../errors.js';
import { gocaine, type GoCaine } from '../game.js';
import { GoError } from '../go.js';
import type { GoCaineFixture } from '../schema.js';
import { at } from '../testing/table.js';

/**
 * Every refusal GoCaine can give, with its code and its sentence: one row each. Seat 0 plays first
 * with $50M and two movement units; its cells are in Bolivia (F11), Northern Colombia (F9, 4 mt on
 * it), the Southern Gateway (E6) and the Northeast (I1), beside seat 1's cell in the corner (J1),
 * which a cell of seat 0's on J2 captures. Seat 2 has a cell in Northern Colombia (J10) and no Task
 * Force chip, so it answers no window.
 */
const table: GoCaineFixture = {
  firstPlayer: 0,
  players: [{ cash: 50, infrastructure: 2 }, {}, { taskForceChips: 0 }],
  cells: [
    { seat: 0, points: [at('F11'), at('F9'), at('E6'), at('I1')] },
    { seat: 1, points: [at('J1')] },
    { seat: 2, points: [at('J10')] },
  ],
  shipments: [{ point: at('F9'), tons: 4 }],
};
const seat0 = (changes: NonNullable<GoCaineFixture['players']>[number]): GoCaineFixture => ({
  ...table,
  players: [{ ...table.players![0], ...changes }, {}, { taskForceChips: 0 }],
});
const BO = at('F11');
const NO = at('F9');
const SG = at('E6');

const buyCell = { type: 'buy-cells', count: 1 };
const noAction = { type: 'no-action' };

type Row = RefusalRow<GoCaine>;

const E = GoCaineError;
const wrongStep = (what: string, step: string) => `${what} is not possible while ${step}`;
const rows: readonly Row[] = [
  { code: E.WrongStep, message: wrongStep('ending an action', 'choosing an action'), act: [0, { type: 'done' }] },
  { code: E.WrongStep, message: wrongStep('knocking', 'choosing an action'), act: [0, { type: 'knock' }] },
  {
    code: E.WrongStep,
    message: wrongStep('Kiss The Ring', 'choosing an action'),
    act: [0, { type: 'kiss-the-ring', point: 1 }],
  },
  {
    code: E.WrongStep,
    message: wrongStep('declining Kiss The Ring', 'choosing an action'),
    act: [0, { type: 'decline-kiss' }],
  },
  {
    code: E.WrongStep,
    message: wrongStep('selling', 'in the middle of a Build & Buy'),
    before: [[0, buyCell]],
    act: [0, { type: 'sell', point: NO, tons: 2 }],
  },
  {
    code: E.WrongStep,
    message: wrongStep('moving product', 'in the middle of a Build & Buy'),
    before: [[0, buyCell]],
    act: [0, { type: 'move', from: NO, to: SG, tons: 1 }],
  },
  {
    code: E.WrongStep,
    message: wrongStep('choosing no action', 'in the middle of a Build & Buy'),
    before: [[0, buyCell]],
    act: [0, noAction],
  },
  {
    code: E.WrongStep,
    message: wrongStep('taking a loan', 'in the middle of a Build & Buy'),
    before: [[0, buyCell]],
    act: [0, { type: 'loan' }],
  },
  {
    code: E.WrongStep,
    message: wrongStep('deploying a cell', 'in the middle of a Build & Buy'),
    before: [[0, buyCell]],
    act: [0, { type: 'deploy', point: 1 }],
  },
  {
    code: E.WrongStep,
    message: wrongStep('ending the turn', 'in the middle of a Build & Buy'),
    before: [[0, buyCell]],
    act: [0, { type: 'end-turn' }],
  },
  {
    code: E.WrongStep,
    message: wrongStep('buying', 'in the middle of a Sell'),
    before: [[0, { type: 'sell', point: NO, tons: 2 }]],
    act: [0, buyCell],
  },
  {
    code: E.WrongStep,
    message: wrongStep('selling', 'in the middle of a Transport'),
    before: [[0, { type: 'move', from: NO, to: SG, tons: 1 }]],
    act: [0, { type: 'sell', point: NO, tons: 2 }],
  },
  {
    code: E.WrongStep,
    message: wrongStep('moving product', 'deploying a cell'),
    before: [[0, noAction]],
    act: [0, { type: 'move', from: NO, to: SG, tons: 1 }],
  },
  {
    code: E.WrongStep,
    message: wrongStep('choosing no action', 'deciding on Kiss The Ring'),
    before: [[0, { type: 'deploy', point: at('J2') }]],
    act: [0, noAction],
  },
  {
    code: E.NotYourCell,
    message: 'product is bought on one of your own cells',
    act: [0, { type: 'buy-product', point: at('J1'), tons: 1 }],
  },
  {
    code: E.NotYourCell,
    message: 'you sell product on one of your own cells',
    act: [0, { type: 'sell', point: at('J1'), tons: 1 }],
  },
  {
    code: E.NotYourCell,
    message: 'product moves from one of your cells to another of yours',
    act: [0, { type: 'move', from: NO, to: at('J10'), tons: 1 }],
  },
  { code: E.NoSuchZone, message: 'there is no zone XX', act: [0, { type: 'buy-influence', zone: 'XX' }] },
  { code: E.NoSuchZone, message: 'there is no zone XX', act: [0, { type: 'interdict', zone: 'XX' }] },
  {
    code: E.NotEnoughCash,
    message: 'that costs $20M and you have $0M',
    setup: seat0({ cash: 0 }),
    act: [0, { type: 'buy-infrastructure' }],
  },
  {
    code: E.NotWholeMillions,
    message: 'Bolivian product is bought in even tons ($5M a pair)',
    act: [0, { type: 'buy-product', point: BO, tons: 1 }],
  },
  {
    code: E.NotWholeMillions,
    message: 'Bolivian product is sold in even tons ($5M a pair)',
    setup: { ...table, shipments: [{ point: BO, tons: 3 }] },
    act: [0, { type: 'sell', point: BO, tons: 1 }],
  },
  {
    code: E.NotEnoughCubes,
    message: 'you have 70 cubes left, not 72',
    act: [0, { type: 'buy-product', point: NO, tons: 72 }],
  },
  {
    code: E.NotEnoughCubes,
    message: 'an influence asset takes a cube; you have none',
    setup: { ...table, shipments: [{ point: NO, tons: 74 }] },
    act: [0, { type: 'buy-influence', zone: 'NO' }],
  },
  {
    code: E.NotEnoughCells,
    message: 'you have 1 unpurchased cells left',
    setup: seat0({ unpurchasedCells: 1 }),
    act: [0, { type: 'buy-cells', count: 2 }],
  },
  {
    code: E.NoInfluenceSlot,
    message: 'the 3 influence assets of Northern Colombia are taken',
    setup: { ...table, influence: [{ zone: 'NO', seats: [1, 1, 2] }] },
    act: [0, { type: 'buy-influence', zone: 'NO' }],
  },
  {
    code: E.NoProduct,
    message: 'that cell holds 4 mt',
    act: [0, { type: 'sell', point: NO, tons: 5 }],
  },
  {
    code: E.NoProduct,
    message: 'there are 4 mt to move on that cell',
    act: [0, { type: 'move', from: NO, to: SG, tons: 5 }],
  },
  {
    code: E.NotAdjacent,
    message: 'Bolivia and Southern Gateway are not adjacent: one step crosses one zone border',
    setup: { ...table, shipments: [{ point: BO, tons: 2 }] },
    act: [0, { type: 'move', from: BO, to: SG, tons: 2 }],
  },
  { code: E.SamePoint, message: 'a step goes to another cell', act: [0, { type: 'move', from: NO, to: NO, tons: 1 }] },
  {
    code: E.NoPurchasedCell,
    message: 'you have no purchased cell to deploy',
    setup: seat0({ purchasedCells: 0 }),
    act: [0, { type: 'deploy', point: 1 }],
  },
  {
    code: E.NotKissable,
    message: 'Kiss The Ring goes on an intersection your deployment just emptied',
    before: [[0, { type: 'deploy', point: at('J2') }]],
    act: [0, { type: 'kiss-the-ring', point: 1 }],
  },
  {
    code: E.NoChip,
    message: 'you have no Task Force chip',
    setup: seat0({ taskForceChips: 0 }),
    act: [0, { type: 'interdict', zone: 'NE' }],
  },
  {
    code: E.ZoneAlreadyHit,
    message: 'Northeast already has a Task Force chip this turn',
    setup: seat0({ taskForceChips: 2 }),
    before: [[0, { type: 'interdict', zone: 'NE' }]],
    act: [0, { type: 'interdict', zone: 'NE' }],
  },
  { code: E.LoanRefused, message: 'only a player with no cash may take a loan', act: [0, { type: 'loan' }] },
  {
    code: E.LoanRefused,
    message: 'you already have a loan',
    setup: seat0({ cash: 0, loan: true }),
    act: [0, { type: 'loan' }],
  },
  {
    code: E.LoanRefused,
    message: 'only a player with no product on the board may take a loan',
    setup: seat0({ cash: 0 }),
    act: [0, { type: 'loan' }],
  },
  {
    code: E.KnockRefused,
    message: 'knocking takes $1000M in cash; you have $50M',
    before: [[0, noAction]],
    act: [0, { type: 'knock' }],
  },
  {
    code: E.KnockRefused,
    message: 'seat 0 has already knocked',
    options: { knockThreshold: 5 },
    before: [
      [0, noAction],
      [0, { type: 'knock' }],
      [0, { type: 'end-turn' }],
      [1, noAction],
    ],
    act: [1, { type: 'knock' }],
  },
  { code: E.BadFixture, message: 'first player 4 is not one of the 3 seats', setup: { firstPlayer: 4 } },
  {
    code: E.BadFixture,
    message: 'a shipment on 1, where there is no cell',
    setup: { ...table, shipments: [{ point: 1, tons: 2 }] },
  },
  // The Go board's, in GoCaine's words.
  { code: GoError.Occupied, message: 'that intersection is taken', act: [0, { type: 'deploy', point: at('J1') }] },
  { code: GoError.OffBoard, message: 'that intersection is off the board', act: [0, { type: 'deploy', point: 500 }] },
  {
    code: GoError.Suicide,
    message: 'your cell would have no liberty there and captures nothing: suicide is not allowed',
    setup: { ...table, cells: [...table.cells!, { seat: 1, points: [at('A2'), at('B1')] }] },
    act: [0, { type: 'deploy', point: at('A1') }],
  },
  // The engine's, as GoCaine meets them.
  {
    code: EngineError.MalformedAction,
    message: 'tons must be at most 75',
    act: [0, { type: 'sell', point: NO, tons: 76 }],
  },
  { code: EngineError.UnknownSeat, message: 'there is no seat 7 in a 3-player match', act: [7, noAction] },
  { code: EngineError.NotYourTurn, message: "it is not seat 1's turn", act: [1, noAction] },
  {
    code: EngineError.NotYourTurn,
    message: 'seat 2 may not answer the after-step window now',
    before: [[0, { type: 'move', from: NO, to: SG, tons: 1 }]],
    act: [2, { type: 'pass' }],
    inWindow: true,
  },
  {
    code: EngineError.GameOver,
    message: 'the game is over',
    players: 2,
    setup: { firstPlayer: 0 },
    before: [[0, { type: 'concede' }]],
    act: [1, noAction],
  },
  {
    code: EngineError.NotAllowedInWindow,
    message: 'in the after-step window the answers are: pass, interdict',
    before: [[0, { type: 'move', from: NO, to: SG, tons: 1 }]],
    act: [1, noAction],
    inWindow: true,
  },
  {
    code: EngineError.NoWindow,
    message: 'there is nothing to pass on: no reaction window is open',
    act: [0, { type: 'pass' }],
  },
  {
    code: EngineError.OffersNotAllowed,
    message: 'gocaine has no trades',
    act: [0, { type: 'propose', to: 1, terms: { cash: 5 } }],
  },
  {
    code: EngineError.BadOptions,
    message: 'options.knockThreshold must be at least 5',
    options: { knockThreshold: 0 },
  },
  { code: EngineError.BadPlayerCount, message: 'gocaine is for 2 to 6 players, not 1', players: 1 },
  {
    code: EngineError.BadSetup,
    message: 'setup.players[0].cash must be a multiple of 5',
    setup: { players: [{ cash: 7 }] },
  },
];

/** Codes no play of GoCaine can meet, and why. */
const unreachable: Readonly<Record<string, string>> = {
  // The Go board's own refusals that no GoCaine action meets: a seat's colour is always one of the
  // six, no rule takes a single stone off by hand, and play reads no board from text.
  [GoError.BadColour]: 'seats map to the six colours',
  [GoError.Empty]: 'stones leave the board only by capture',
  [GoError.BadBoard]: 'no board is read from text in play',
  // A turn starts with as many movement units as Smuggling Infrastructure levels (at least 1), and a
  // Transport that uses the last one ends at once.
  [E.NoMovementLeft]: 'movement runs out only as a Transport ends',
  // GoCaine has no trades, so no offer is ever open.
  [EngineError.OfferPending]: 'no trades',
  [EngineError.OfferNotYours]: 'no trades',
};

export const goCaineRefusals: RefusalTable<GoCaine> = {
  players: 3,
  setup: table,
  codes: [...Object.values(GoCaineError), ...Object.values(GoError)],
  rows,
  unreachable,
  // Windows on the way are passed, every seat that may answer.
  settle: (state) => (state.window ? actorsOf(gocaine, state).map((seat) => [seat, { type: 'pass' }] as const) : []),
};
