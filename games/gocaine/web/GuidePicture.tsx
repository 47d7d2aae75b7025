import { GoCaineOptions, gocaineMap, placeName, type GoCaineView } from '@cutthroat/gocaine';

/** The default options, as the schema fills them in: the pictures draw the board only. */
const DEFAULTS = GoCaineOptions.parse({});
import { Board } from './Board.js';

/** An intersection by column (0 west) and row (0 north). */
const at = (column: number, row: number) => row * gocaineMap.columns + column;
const N = gocaineMap.columns * gocaineMap.rows;

/**
 * A board with only the given cells and product on it, for a picture: `Board` reads the board's
 * own fields of a view (cells, product, chips, Kiss The Ring), and the rest is a quiet first turn.
 */
function boardOnly(
  cells: Readonly<Record<number, number>>,
  held: Readonly<Record<number, number>> = {},
  more: Partial<GoCaineView> = {},
): GoCaineView {
  const per = (of: Readonly<Record<number, number>>, none: number) =>
    Array.from({ length: N }, (_, p) => of[p] ?? none);
  return {
    seat: null,
    options: DEFAULTS,
    players: [],
    cells: per(cells, -1),
    held: per(held, 0),
    moving: per({}, 0),
    abandoned: per({}, 0),
    abandonedOwner: per({}, -1),
    influence: {},
    chipPool: 0,
    loanPool: 0,
    active: 0,
    first: 0,
    round: 1,
    step: 'action',
    movementLeft: 0,
    hitZones: [],
    kissPoints: [],
    knockedBy: null,
    over: false,
    ...more,
  };
}

const NAMES = ['Blue', 'Red'];

/** The rulebook's route: Western Colombia to Southwest through Southern Gateway, 2 units. */
const ROUTE = [at(2, 8), at(4, 4), at(2, 3)];

/** A cell of B at E6 surrounded by A: captured, its 3 mt left abandoned, a Kiss The Ring point. */
const TAKEN = at(4, 5);

export function GuidePicture({ picture }: { picture: string }) {
  switch (picture) {
    case 'board':
      return (
        <>
          <Board g={boardOnly({})} names={NAMES} />
          <figcaption>
            The board: 15 zones, each with its price per metric ton. Supply zones (green) in the south, transit zones
            (blue), import zones (warm) in the north.
          </figcaption>
        </>
      );
    case 'route':
      return (
        <>
          <Board
            g={boardOnly({ [ROUTE[0]!]: 0, [ROUTE[1]!]: 0, [ROUTE[2]!]: 0 }, { [ROUTE[0]!]: 4 })}
            names={NAMES}
            path={ROUTE}
          />
          <figcaption>
            A transport: 4 mt bought at $5M in Western Colombia ({placeName(ROUTE[0]!)}) move through Southern Gateway
            to Southwest ({placeName(ROUTE[2]!)}), where they sell at $20M. Two zones: two units of infrastructure, and
            a cell of yours in each zone.
          </figcaption>
        </>
      );
    case 'capture': {
      const around = {
        [TAKEN - 1]: 0,
        [TAKEN + 1]: 0,
        [TAKEN - gocaineMap.columns]: 0,
        [TAKEN + gocaineMap.columns]: 0,
      };
      const g = boardOnly(
        around,
        {},
        {
          abandoned: Array.from({ length: N }, (_, p) => (p === TAKEN ? 3 : 0)),
          abandonedOwner: Array.from({ length: N }, (_, p) => (p === TAKEN ? 1 : -1)),
          kissPoints: [TAKEN],
        },
      );
      return (
        <>
          <Board g={g} names={NAMES} />
          <figcaption>
            A capture: seat A’s fourth cell closed the last liberty of seat B’s cell at {placeName(TAKEN)}. It left the
            game; its 3 mt stay there, abandoned, and A may Kiss The Ring on the emptied intersection.
          </figcaption>
        </>
      );
    }
    default:
      return null;
  }
}
