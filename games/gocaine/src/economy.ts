import { err, ok, type GameEvent, type Result, type Rng, type Seat } from '@cutthroat/engine';
import { GoCaineError } from './errors.js';
import { arrives } from './interdiction.js';
import { colourOf, freeCubes, LIMITS, productOf, withPlayer, type Draft, type GoCaineState } from './state.js';

type Done = Result<void>;
const done: Done = ok(undefined);

/** Cash moves in whole $5 million: Bolivian product ($2.5M a ton) goes in even tons. */
function wholeCost(G: GoCaineState, point: number, tons: number): number | null {
  const cost = tons * G.map.zones[G.map.zoneIndexOf[point]!]!.pricePerTon;
  return Number.isInteger(cost) && cost % LIMITS.cashUnit === 0 ? cost : null;
}

function pay(G: Draft, seat: Seat, cost: number): Done {
  const cash = G.players[seat]!.cash;
  if (cost > cash) return err(GoCaineError.NotEnoughCash, `that costs $${cost}M and you have $${cash}M`);
  withPlayer(G, seat, { cash: cash - cost });
  return done;
}

export function buyProduct(G: Draft, seat: Seat, point: number, tons: number, rng: Rng, events: GameEvent[]): Done {
  if (G.board.colourAt(point) !== colourOf(seat)) {
    return err(GoCaineError.NotYourCell, 'product is bought on one of your own cells');
  }
  const cost = wholeCost(G, point, tons);
  if (cost === null) return err(GoCaineError.NotWholeMillions, 'Bolivian product is bought in even tons ($5M a pair)');
  const free = freeCubes(G, seat);
  if (tons > free) return err(GoCaineError.NotEnoughCubes, `you have ${free} cubes left, not ${tons}`);
  const paid = pay(G, seat, cost);
  if (!paid.ok) return paid;
  const zone = G.map.zones[G.map.zoneIndexOf[point]!]!;
  events.push({ type: 'bought-product', seat, point, zone: zone.id, tons, cost });
  if (arrives(G, rng, point, seat, tons, events)) {
    const held = G.held.slice();
    held[point]! += tons;
    G.held = held;
  }
  return done;
}

export function buyCells(G: Draft, seat: Seat, count: number, events: GameEvent[]): Done {
  const p = G.players[seat]!;
  if (count > p.unpurchasedCells) {
    return err(GoCaineError.NotEnoughCells, `you have ${p.unpurchasedCells} unpurchased cells left`);
  }
  const cost = count * LIMITS.cellPrice;
  const paid = pay(G, seat, cost);
  if (!paid.ok) return paid;
  withPlayer(G, seat, { purchasedCells: p.purchasedCells + count, unpurchasedCells: p.unpurchasedCells - count });
  events.push({ type: 'bought-cells', seat, count, cost });
  return done;
}

export function buyInfrastructure(G: Draft, seat: Seat, events: GameEvent[]): Done {
  const paid = pay(G, seat, LIMITS.infrastructurePrice);
  if (!paid.ok) return paid;
  const level = G.players[seat]!.infrastructure + 1;
  withPlayer(G, seat, { infrastructure: level });
  events.push({ type: 'bought-infrastructure', seat, level, cost: LIMITS.infrastructurePrice });
  return done;
}

export function buyInfluence(G: Draft, seat: Seat, zoneId: string, events: GameEvent[]): Done {
  const zone = G.map.zoneById.get(zoneId);
  if (!zone) return err(GoCaineError.NoSuchZone, `there is no zone ${zoneId}`);
  if (G.influence[zone.index]!.length >= zone.influenceSlots) {
    return err(GoCaineError.NoInfluenceSlot, `the ${zone.influenceSlots} influence assets of ${zone.name} are taken`);
  }
  if (freeCubes(G, seat) < 1) return err(GoCaineError.NotEnoughCubes, 'an influence asset takes a cube; you have none');
  const paid = pay(G, seat, LIMITS.influencePrice);
  if (!paid.ok) return paid;
  const influence = G.influence.slice();
  influence[zone.index] = [...influence[zone.index]!, seat];
  G.influence = influence;
  const chip = G.chipPool > 0;
  if (chip) {
    G.chipPool--;
    withPlayer(G, seat, { taskForceChips: G.players[seat]!.taskForceChips + 1 });
  }
  events.push({ type: 'bought-influence', seat, zone: zone.id, cost: LIMITS.influencePrice, chip });
  return done;
}

export function sell(G: Draft, seat: Seat, point: number, tons: number, events: GameEvent[]): Done {
  if (G.board.colourAt(point) !== colourOf(seat)) {
    return err(GoCaineError.NotYourCell, 'you sell product on one of your own cells');
  }
  if (tons > G.held[point]!) return err(GoCaineError.NoProduct, `that cell holds ${G.held[point]} mt`);
  const income = wholeCost(G, point, tons);
  if (income === null) return err(GoCaineError.NotWholeMillions, 'Bolivian product is sold in even tons ($5M a pair)');
  const held = G.held.slice();
  held[point]! -= tons;
  G.held = held;
  const zone = G.map.zones[G.map.zoneIndexOf[point]!]!;
  withPlayer(G, seat, { cash: G.players[seat]!.cash + income });
  events.push({ type: 'sold', seat, point, zone: zone.id, tons, income });
  repayLoan(G, seat, events);
  return done;
}

/** A loan is repaid, $55M, as soon as its holder's cash reaches that much. */
export function repayLoan(G: Draft, seat: Seat, events: GameEvent[]): void {
  const p = G.players[seat]!;
  if (!p.loan || p.cash < LIMITS.loanRepayment) return;
  withPlayer(G, seat, { loan: false, cash: p.cash - LIMITS.loanRepayment });
  G.loanPool++;
  events.push({ type: 'loan-repaid', seat, amount: LIMITS.loanRepayment });
}

/** Why `seat` may not take a loan now, or null. */
export function loanRefusal(G: GoCaineState, seat: Seat): string | null {
  const p = G.players[seat]!;
  if (p.loan) return 'you already have a loan';
  if (p.cash > 0) return 'only a player with no cash may take a loan';
  if (productOf(G, seat) > 0) return 'only a player with no product on the board may take a loan';
  if (G.loanPool === 0) return `all ${LIMITS.loanChips} loan chips are out`;
  return null;
}

export function takeLoan(G: Draft, seat: Seat, events: GameEvent[]): Done {
  const refusal = loanRefusal(G, seat);
  if (refusal) return err(GoCaineError.LoanRefused, refusal);
  withPlayer(G, seat, { loan: true, cash: LIMITS.loan });
  G.loanPool--;
  events.push({ type: 'loan', seat, amount: LIMITS.loan });
  return done;
}
