import { err, ok, type Result, type Seat } from '@cutthroat/engine';
import { DogEatDogError } from './errors.js';
import { param } from './laws.js';
import { type DogEatDogState } from './state.js';
import { withPlayer, patch, setPlayer } from './copy.js';
import type { Raw } from './vocabulary.js';
import { payBank } from './money.js';

/**
 * Phase 3 Payroll, Phase 4 Hiring/Firing (32 workers in all, $3M a hire unless cards say
 * otherwise, `freeHires` first) and the Phase 6 purchase from the Marketplace sheet ($12M each).
 */

export const payrollDue = (G: DogEatDogState, seat: Seat): number =>
  G.players[seat]!.workers * param(G, seat, 'payrollRate');

/** The cost of hiring `count` more, `freeUsed` free hires being already used this turn. */
export function hireCost(G: DogEatDogState, seat: Seat, count: number, freeUsed: number): number {
  return hirePrice(G, seat, freeUsed)(count);
}

/** `hireCost` for any count, the cards read once. */
export function hirePrice(G: DogEatDogState, seat: Seat, freeUsed: number): (count: number) => number {
  const free = Math.max(0, param(G, seat, 'freeHires') - freeUsed);
  const each = param(G, seat, 'hireCost');
  return (count) => Math.max(0, count - free) * each;
}

export function hire(G: DogEatDogState, seat: Seat, count: number, freeUsed: number): Result<DogEatDogState> {
  if (!Number.isInteger(count) || count < 1) return err(DogEatDogError.NoWorkers, 'hire at least one worker');
  if (count > G.supply.workers) return err(DogEatDogError.EmptyStack, `only ${G.supply.workers} workers are left`);
  const cost = hireCost(G, seat, count, freeUsed);
  if (cost > G.players[seat]!.corporate)
    return err(
      DogEatDogError.CannotPay,
      `hiring ${count} worker${count === 1 ? '' : 's'} costs $${cost}M: more than you hold`,
    );
  const next = withPlayer(payBank(G, seat, cost), seat, (p) => setPlayer(p, { workers: p.workers + count }));
  return ok(patch(next, { supply: { ...next.supply, workers: next.supply.workers - count } }));
}

export function fire(G: DogEatDogState, seat: Seat, count: number): Result<DogEatDogState> {
  if (!Number.isInteger(count) || count < 1 || count > G.players[seat]!.workers)
    return err(DogEatDogError.NoWorkers, `fire from 1 to ${G.players[seat]!.workers} workers`);
  const next = withPlayer(G, seat, (p) => setPlayer(p, { workers: p.workers - count }));
  return ok(patch(next, { supply: { ...next.supply, workers: next.supply.workers + count } }));
}

/** Buy `count` of `item` from the Marketplace sheet at this player's price. */
export function buy(G: DogEatDogState, seat: Seat, item: Raw, count: number): Result<DogEatDogState> {
  if (!Number.isInteger(count) || count < 1 || count > G.marketplace[item])
    return err(DogEatDogError.EmptyStack, `the sheet holds ${G.marketplace[item]} ${item}`);
  const cost = count * param(G, seat, 'marketplacePrice');
  if (cost > G.players[seat]!.corporate) return err(DogEatDogError.CannotPay, `${count} ${item} cost $${cost}M`);
  const next = withPlayer(payBank(G, seat, cost), seat, (p) =>
    setPlayer(p, { raw: { ...p.raw, [item]: p.raw[item] + count } }),
  );
  return ok(patch(next, { marketplace: { ...next.marketplace, [item]: next.marketplace[item] - count } }));
}
