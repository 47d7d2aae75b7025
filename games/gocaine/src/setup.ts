import { err, ok, type Result, type Rng } from '@cutthroat/engine';
import { gocaineMap, type GoCaineMap } from './board.js';
import { GoCaineError } from './errors.js';
import { GoBoard } from './go.js';
import { placeInTurn } from './position.js';
import type { GoCaineFixture, GoCaineOptions } from './schema.js';
import { colourOf, cubesOnBoard, LIMITS, type Draft, type GoCaineState, type PlayerState } from './state.js';

/** Rulebook G: $50M, 10 cells, Level 1 Smuggling Infrastructure, 1 Task Force chip each. */
export function setup(
  players: number,
  options: GoCaineOptions,
  rng: Rng,
  fixture: GoCaineFixture | undefined,
  map: GoCaineMap = gocaineMap,
): Result<GoCaineState> {
  const size = map.columns * map.rows;
  const bad = (message: string) => err(GoCaineError.BadFixture, message);
  const first = fixture?.firstPlayer ?? rng.int(players);
  if (first >= players) return bad(`first player ${first} is not one of the ${players} seats`);
  if ((fixture?.players?.length ?? 0) > players) return bad(`the fixture describes more than ${players} players`);
  const board = new GoBoard(map.columns, map.rows);
  const held = new Array<number>(size).fill(0);
  const abandoned = new Array<number>(size).fill(0);
  const abandonedOwner = new Array<number>(size).fill(-1);
  for (const { seat, points } of fixture?.cells ?? []) {
    if (seat >= players) return bad(`cells for seat ${seat}, which is not in the game`);
    for (const p of points) {
      if (p >= size) return bad(`intersection ${p} is off the board`);
      const placed = board.place(p, colourOf(seat));
      if (!placed.ok) return bad(placed.error.message);
    }
  }
  const problems = board.checkConsistency();
  const dead = problems.find((line) => line.endsWith('no liberty'));
  if (dead) return bad(`the fixture's cells are not a legal position: ${dead}`);
  // Cells a fixture puts on the board come out of the seat's 50: purchased ones first, as if deployed.
  const seats: PlayerState[] = [];
  for (let seat = 0; seat < players; seat++) {
    const f = fixture?.players?.[seat];
    const onBoard = board.stonesOf(colourOf(seat));
    const purchasedCells = f?.purchasedCells ?? Math.max(0, LIMITS.startingPurchasedCells - onBoard);
    seats.push({
      cash: f?.cash ?? LIMITS.startingCash,
      purchasedCells,
      unpurchasedCells: f?.unpurchasedCells ?? Math.max(0, LIMITS.cellsPerPlayer - onBoard - purchasedCells),
      infrastructure: f?.infrastructure ?? 1,
      taskForceChips: f?.taskForceChips ?? 1,
      loan: f?.loan ?? false,
      conceded: false,
    });
  }
  // From here on every wrong field is collected, so one refusal names them all.
  const wrong: string[] = [];
  for (const { point, tons } of fixture?.shipments ?? []) {
    if (point >= size || board.colourAt(point) === 0) wrong.push(`a shipment on ${point}, where there is no cell`);
    else held[point]! += tons;
  }
  for (const { point, tons, owner } of fixture?.abandoned ?? []) {
    if (point >= size || board.colourAt(point) !== 0) wrong.push(`abandoned product on ${point}, which is not empty`);
    else if (owner >= players) wrong.push(`abandoned product of seat ${owner}, which is not in the game`);
    else abandoned[point] = tons;
    abandonedOwner[point] = owner;
  }
  const influence = map.zones.map((): number[] => []);
  for (const { zone, seats: owners } of fixture?.influence ?? []) {
    const z = map.zoneById.get(zone);
    if (!z) wrong.push(`no zone ${zone}`);
    else if (owners.length > z.influenceSlots) wrong.push(`${z.name} has ${z.influenceSlots} influence slots`);
    else if (owners.some((s) => s >= players)) wrong.push(`influence in ${z.name} for a seat not in the game`);
    else influence[z.index] = owners;
  }
  const loans = seats.filter((p) => p.loan).length;
  if (loans > LIMITS.loanChips) wrong.push(`only ${LIMITS.loanChips} loan chips exist`);
  const G: Draft = {
    options,
    map,
    players: seats,
    board,
    held,
    moving: new Array<number>(size).fill(0),
    abandoned,
    abandonedOwner,
    influence,
    chipPool: 0,
    loanPool: LIMITS.loanChips - loans,
    first,
    active: first,
    round: fixture?.round ?? 1,
    step: 'action',
    movementLeft: seats[first]!.infrastructure,
    hitZones: [],
    kissPoints: [],
    knockedBy: null,
    over: false,
  };
  wrong.push(...placeInTurn(G, fixture ?? {}));
  for (let seat = 0; seat < players; seat++) {
    const cubes = cubesOnBoard(G, seat);
    if (cubes > LIMITS.cubesPerPlayer) wrong.push(`seat ${seat} would have ${cubes} cubes on the board, over 75`);
    const cells = board.stonesOf(colourOf(seat)) + seats[seat]!.purchasedCells + seats[seat]!.unpurchasedCells;
    if (cells > LIMITS.cellsPerPlayer) wrong.push(`seat ${seat} would have ${cells} cells, over 50`);
  }
  return wrong.length > 0 ? bad(wrong.join('; ')) : ok(G);
}
