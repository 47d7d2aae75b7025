import {
  err,
  ok,
  type GameEvent,
  type ReactionWindow,
  type Result,
  type Rng,
  type Seat,
  type Step as EngineStep,
  type WindowSpec,
} from '@cutthroat/engine';
import { zonesJoin } from './board.js';
import { STEP_DURING } from './steps.js';
import { deploy, kissTheRing } from './deploy.js';
import { buyCells, buyInfluence, buyInfrastructure, buyProduct, loanRefusal, sell, takeLoan } from './economy.js';
import { GoCaineError } from './errors.js';
import { interdict } from './interdiction.js';
import type { GoCaineAction } from './schema.js';
import { colourOf, draft, freeCubes, LIMITS, withPlayer, type Draft, type GoCaineState } from './state.js';
import { movable, move } from './transport.js';
import { endTurn, interdictionWindow, settleMoving } from './turn.js';

export function actors(G: GoCaineState): readonly Seat[] {
  return G.over ? [] : [G.active];
}

function wrongStep(G: GoCaineState, what: string): Result<never> {
  return err(GoCaineError.WrongStep, `${what} is not possible while ${STEP_DURING[G.step]}`);
}

/** The zone index `seat` may play a Task Force chip on now, or why not. */
function zoneToInterdict(G: GoCaineState, seat: Seat, zoneId: string): Result<number> {
  const zone = G.map.zoneById.get(zoneId);
  if (!zone) return err(GoCaineError.NoSuchZone, `there is no zone ${zoneId}`);
  const player = G.players[seat]!;
  if (player.conceded) return err(GoCaineError.WrongStep, 'you have conceded: you may no longer interdict');
  if (player.taskForceChips === 0) return err(GoCaineError.NoChip, 'you have no Task Force chip');
  if (G.hitZones.includes(zone.index)) {
    return err(GoCaineError.ZoneAlreadyHit, `${zone.name} already has a Task Force chip this turn`);
  }
  return ok(zone.index);
}

function playChip(G: Draft, seat: Seat, z: number, rng: Rng, events: GameEvent[]): void {
  withPlayer(G, seat, { taskForceChips: G.players[seat]!.taskForceChips - 1 });
  events.push({ type: 'interdiction', seat, zone: G.map.zones[z]!.id });
  interdict(G, z, rng, events);
}

export function apply(
  G0: GoCaineState,
  seat: Seat,
  action: GoCaineAction,
  rng: Rng,
  window: ReactionWindow | null,
): Result<EngineStep<GoCaineState>> {
  const G = draft(G0);
  const events: GameEvent[] = [];
  const done = (spec: WindowSpec | null = null): Result<EngineStep<GoCaineState>> => ok({ G, events, window: spec });
  if (window) {
    if (action.type !== 'interdict') return err(GoCaineError.WrongStep, 'in this window you may only interdict');
    const z = zoneToInterdict(G, seat, action.zone);
    if (!z.ok) return z;
    playChip(G, seat, z.value, rng, events);
    return done();
  }
  const step = G.step;
  const h1 = (mode: 'buy' | 'sell' | 'transport', what: string): Result<void> =>
    step === 'action' || step === mode ? ok(undefined) : wrongStep(G, what);
  switch (action.type) {
    case 'buy-product':
    case 'buy-cells':
    case 'buy-infrastructure':
    case 'buy-influence': {
      const allowed = h1('buy', 'buying');
      if (!allowed.ok) return allowed;
      const r =
        action.type === 'buy-product'
          ? buyProduct(G, seat, action.point, action.tons, rng, events)
          : action.type === 'buy-cells'
            ? buyCells(G, seat, action.count, events)
            : action.type === 'buy-infrastructure'
              ? buyInfrastructure(G, seat, events)
              : buyInfluence(G, seat, action.zone, events);
      if (!r.ok) return r;
      G.step = 'buy';
      return done();
    }
    case 'sell': {
      const allowed = h1('sell', 'selling');
      if (!allowed.ok) return allowed;
      const r = sell(G, seat, action.point, action.tons, events);
      if (!r.ok) return r;
      G.step = 'sell';
      return done();
    }
    case 'move': {
      const allowed = h1('transport', 'moving product');
      if (!allowed.ok) return allowed;
      const r = move(G, seat, action.from, action.to, action.tons, action.through ?? false, rng, events);
      if (!r.ok) return r;
      G.step = 'transport';
      if (G.movementLeft === 0) {
        settleMoving(G);
        G.step = 'deploy';
      }
      return done(interdictionWindow(G, 'after-step'));
    }
    case 'done': {
      // No window after a Build & Buy: the product bought stays where it is, so a chip played
      // later (a free action, or the next turn's window) hits the same shipments.
      if (step === 'buy' || step === 'sell' || step === 'transport') {
        settleMoving(G);
        G.step = 'deploy';
        return done();
      }
      return wrongStep(G, 'ending an action');
    }
    case 'no-action':
      if (step !== 'action') return wrongStep(G, 'choosing no action');
      events.push({ type: 'no-action', seat });
      G.step = 'deploy';
      return done();
    case 'loan': {
      if (step !== 'action') return wrongStep(G, 'taking a loan');
      const r = takeLoan(G, seat, events);
      return r.ok ? done() : r;
    }
    case 'deploy': {
      if (step !== 'action' && step !== 'deploy') return wrongStep(G, 'deploying a cell');
      const r = deploy(G, seat, action.point, events);
      if (!r.ok) return r;
      const kissable = r.value.filter((p) => G.board.isLegal(p, colourOf(seat)));
      if (kissable.length > 0 && G.players[seat]!.unpurchasedCells > 0) {
        G.step = 'kiss';
        G.kissPoints = kissable;
        return done();
      }
      return done(endTurn(G, events));
    }
    case 'end-turn':
      if (step !== 'action' && step !== 'deploy') return wrongStep(G, 'ending the turn');
      return done(endTurn(G, events));
    case 'kiss-the-ring': {
      if (step !== 'kiss') return wrongStep(G, 'Kiss The Ring');
      const r = kissTheRing(G, seat, action.point, events);
      if (!r.ok) return r;
      return done(endTurn(G, events));
    }
    case 'decline-kiss':
      if (step !== 'kiss') return wrongStep(G, 'declining Kiss The Ring');
      events.push({ type: 'declined-kiss', seat });
      return done(endTurn(G, events));
    case 'interdict': {
      const z = zoneToInterdict(G, seat, action.zone);
      if (!z.ok) return z;
      playChip(G, seat, z.value, rng, events);
      return done();
    }
    case 'knock': {
      if (step !== 'deploy') return wrongStep(G, 'knocking');
      const cash = G.players[seat]!.cash;
      if (G.knockedBy !== null) return err(GoCaineError.KnockRefused, `seat ${G.knockedBy} has already knocked`);
      if (cash < G.options.knockThreshold) {
        return err(
          GoCaineError.KnockRefused,
          `knocking takes $${G.options.knockThreshold}M in cash; you have $${cash}M`,
        );
      }
      G.knockedBy = seat;
      events.push({ type: 'knock', seat, cash });
      return done();
    }
    case 'concede':
      withPlayer(G, seat, { conceded: true });
      events.push({ type: 'conceded', seat });
      return done(endTurn(G, events));
  }
}

export function windowClosed(G: GoCaineState): EngineStep<GoCaineState> {
  return { G, events: [] };
}

// ------------------------------------------------------------------ legal actions

function ownPoints(G: GoCaineState, seat: Seat): number[] {
  const colour = colourOf(seat);
  const out: number[] = [];
  for (let p = 0; p < G.held.length; p++) if (G.board.colourAt(p) === colour) out.push(p);
  return out;
}

function interdictions(G: GoCaineState, seat: Seat, out: GoCaineAction[]): void {
  const p = G.players[seat]!;
  if (G.over || p.conceded || p.taskForceChips === 0) return;
  for (const zone of G.map.zones) if (!G.hitZones.includes(zone.index)) out.push({ type: 'interdict', zone: zone.id });
}

function buys(G: GoCaineState, seat: Seat, out: GoCaineAction[]): void {
  const p = G.players[seat]!;
  const free = freeCubes(G, seat);
  for (const point of ownPoints(G, seat)) {
    const price = G.map.zones[G.map.zoneIndexOf[point]!]!.pricePerTon;
    const most = Math.min(free, Math.floor(p.cash / price), 75);
    for (let tons = 1; tons <= most; tons++) {
      const cost = tons * price;
      if (Number.isInteger(cost) && cost % LIMITS.cashUnit === 0) out.push({ type: 'buy-product', point, tons });
    }
  }
  const cells = Math.min(p.unpurchasedCells, Math.floor(p.cash / LIMITS.cellPrice));
  for (let count = 1; count <= cells; count++) out.push({ type: 'buy-cells', count });
  if (p.cash >= LIMITS.infrastructurePrice) out.push({ type: 'buy-infrastructure' });
  if (p.cash >= LIMITS.influencePrice && free >= 1) {
    for (const zone of G.map.zones) {
      if (G.influence[zone.index]!.length < zone.influenceSlots) out.push({ type: 'buy-influence', zone: zone.id });
    }
  }
}

function sales(G: GoCaineState, seat: Seat, out: GoCaineAction[]): void {
  for (const point of ownPoints(G, seat)) {
    const price = G.map.zones[G.map.zoneIndexOf[point]!]!.pricePerTon;
    for (let tons = 1; tons <= G.held[point]!; tons++) {
      const income = tons * price;
      if (Number.isInteger(income) && income % LIMITS.cashUnit === 0) out.push({ type: 'sell', point, tons });
    }
  }
}

function moves(G: GoCaineState, seat: Seat, out: GoCaineAction[]): void {
  if (G.movementLeft <= 0) return;
  const own = ownPoints(G, seat);
  for (const from of own) {
    const total = movable(G, from);
    if (total === 0) continue;
    for (const to of own) {
      if (to === from || !zonesJoin(G.map, from, to)) continue;
      // Stopping on a cell that holds a shipment merges with it; passing through does not.
      const choice = G.held[to]! > 0;
      for (let tons = 1; tons <= total; tons++) {
        out.push({ type: 'move', from, to, tons });
        if (choice) out.push({ type: 'move', from, to, tons, through: true });
      }
    }
  }
}

export function legalActions(G: GoCaineState, seat: Seat, window: ReactionWindow | null): GoCaineAction[] {
  const out: GoCaineAction[] = [];
  if (G.over) return out;
  if (window) {
    interdictions(G, seat, out);
    return out;
  }
  if (seat !== G.active) return out;
  const p = G.players[seat]!;
  switch (G.step) {
    case 'action':
      out.push({ type: 'no-action' });
      if (loanRefusal(G, seat) === null) out.push({ type: 'loan' });
      buys(G, seat, out);
      sales(G, seat, out);
      moves(G, seat, out);
      if (p.purchasedCells > 0)
        for (const point of G.board.legalPoints(colourOf(seat))) out.push({ type: 'deploy', point });
      out.push({ type: 'end-turn' });
      break;
    case 'buy':
      out.push({ type: 'done' });
      buys(G, seat, out);
      break;
    case 'sell':
      out.push({ type: 'done' });
      sales(G, seat, out);
      break;
    case 'transport':
      out.push({ type: 'done' });
      moves(G, seat, out);
      break;
    case 'deploy':
      if (p.purchasedCells > 0)
        for (const point of G.board.legalPoints(colourOf(seat))) out.push({ type: 'deploy', point });
      out.push({ type: 'end-turn' });
      if (G.knockedBy === null && p.cash >= G.options.knockThreshold) out.push({ type: 'knock' });
      break;
    case 'kiss':
      for (const point of G.kissPoints)
        if (G.board.isLegal(point, colourOf(seat))) out.push({ type: 'kiss-the-ring', point });
      out.push({ type: 'decline-kiss' });
      break;
  }
  // `interdict` is a free action (`freeActions`): the engine lists it beside these.
  // `concede` is accepted on any of your own steps but not listed: a player choosing among the
  // listed actions (a random bot) should never resign by chance.
  return out;
}

/**
 * Interdiction is a free action: any seat still in the game holding a chip may play one at any
 * point while the turn goes on (rulebook H.+ "at any point"), without the match waiting for it.
 */
export function freeActions(G: GoCaineState, seat: Seat): GoCaineAction[] {
  const out: GoCaineAction[] = [];
  interdictions(G, seat, out);
  return out;
}
