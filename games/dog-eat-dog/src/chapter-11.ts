import { err, ok, type Result, type Seat } from '@cutthroat/engine';
import { content } from './content.js';
import { homeCityOf } from './homes.js';
import { startTurnOf } from './laws.js';
import { freeDivisions, SetupError } from './setup.js';
import { noProducts, noRaw, type DogEatDogState } from './state.js';
import { withPlayer, patch, setPlayer } from './copy.js';
import { PRODUCTS, RAW } from './vocabulary.js';
import { fromBank, payBank } from './money.js';

/**
 * Loans and Chapter 11 (rulebook "Loans and Bankruptcy", "Reorganization"). A player who must pay
 * more than his corporate account holds in Phase 1 or 2 of his own turn borrows the difference
 * until the end of Phase 2 and repays double; anywhere else he goes bankrupt at once, and then
 * leaves the game or reorganises: his officials go onto the sheet, his other cards are discarded,
 * his control markers come off, his goods and workers go back; his Swiss account stays. Next turn
 * he starts again with $25M and one worker, in his division or another unused one.
 */

/** Borrow what a payment lacks: the account is paid up to it and double the shortfall is owed. */
export function borrow(G: DogEatDogState, seat: Seat, amount: number): DogEatDogState {
  const p = G.players[seat]!;
  const short = Math.max(0, amount - p.corporate);
  return withPlayer(fromBank(G, seat, short), seat, (x) => setPlayer(x, { debt: x.debt + 2 * short }));
}

/** End of Phase 2: the loan is repaid, or (`null`) the player cannot and goes bankrupt. */
export function repay(G: DogEatDogState, seat: Seat): DogEatDogState | null {
  const p = G.players[seat]!;
  if (p.debt === 0) return G;
  if (p.corporate < p.debt) return null;
  return withPlayer(payBank(G, seat, p.debt), seat, (x) => setPlayer(x, { debt: 0 }));
}

/** Chapter 11: everything but the Swiss account goes back; `leave` takes the player out for good. */
export function bankrupt(G: DogEatDogState, seat: Seat, leave: boolean): DogEatDogState {
  const p = G.players[seat]!;
  const raw = { ...G.supply.raw };
  for (const r of RAW) raw[r] += p.raw[r];
  const products = { ...G.supply.products };
  for (const x of PRODUCTS) products[x] += p.products[x];
  const next = withPlayer(payBank(G, seat, p.corporate), seat, (x) =>
    setPlayer(x, {
      division: leave ? null : x.division,
      workers: 0,
      raw: noRaw(),
      products: noProducts(),
      pollution: 0,
      officials: [],
      kept: [],
      debt: 0,
      status: leave ? 'left' : 'reorganizing',
    }),
  );
  return patch(next, {
    control: next.control.map((c) => (c === seat ? null : c)),
    supply: { raw, products, workers: next.supply.workers + p.workers },
    map: { ...next.map, pollutionSupply: next.map.pollutionSupply + p.pollution },
    redTape: {
      ...next.redTape,
      laws: [...next.redTape.laws, ...p.officials],
      discard: [...next.redTape.discard, ...p.kept],
    },
    // What lasted "until his next turn" for others still lasts; his own bans and bonuses end.
    modifiers: next.modifiers.filter((m) => m.seat !== seat),
    restrictions: next.restrictions.filter((r) => r.seat !== seat),
  });
}

/** Divisions a reorganising player may take: his own or any unused one in play. */
export function reorganisingChoices(G: DogEatDogState, seat: Seat): string[] {
  const own = G.players[seat]!.division;
  return [...new Set([...(own ? [own] : []), ...freeDivisions(G)])];
}

/** The reorganised player's turn begins: $25M, one worker, his piece on the division's home city. */
export function reorganise(G: DogEatDogState, seat: Seat, division: string): Result<DogEatDogState> {
  if (G.players[seat]!.status !== 'reorganizing')
    return err(SetupError.NotChoosing, 'only a player in Chapter 11 reorganises');
  if (!reorganisingChoices(G, seat).includes(division))
    return err(SetupError.DivisionTaken, `choose one of: ${reorganisingChoices(G, seat).join(', ')}`);
  const worker = Math.min(1, G.supply.workers);
  const home = homeCityOf(G.options, division);
  // Anything paid to him while reorganising is the bank's: he starts again with $25M exactly.
  const turned = startTurnOf(G, seat);
  const emptied = payBank(turned, seat, turned.players[seat]!.corporate);
  const next = withPlayer(fromBank(emptied, seat, content.economy.startingMoney), seat, (x) =>
    setPlayer(x, { division, workers: worker, position: home, status: 'playing' }),
  );
  return ok(patch(next, { supply: { ...next.supply, workers: next.supply.workers - worker } }));
}
