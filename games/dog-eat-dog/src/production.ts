import { err, ok, type Result, type Seat } from '@cutthroat/engine';
import { content, type Recipe } from './content.js';
import { DogEatDogError } from './errors.js';
import { param } from './laws.js';
import { type DogEatDogState } from './state.js';
import { withPlayer, patch, setPlayer } from './copy.js';
import type { Product, Raw } from './vocabulary.js';

/**
 * Phase 5 production (rulebook "Production of Products") and the workers' tasks: one worker per
 * product or per raw material extracted, one task a turn each (plus `extraTasks`); D.K. Mart makes
 * one product type a turn; Waste Mismanagement turns any raw material and two pollution markers
 * into a recyclable. The product stacks are finite.
 */

export function recipeOf(division: string, product: Product): Recipe | null {
  return content.divisionById.get(division)?.recipes.find((r) => r.product === product) ?? null;
}

/** Tasks `seat` may still give his workers this turn, having used `used`. */
export function tasksLeft(G: DogEatDogState, seat: Seat, used: number): number {
  return G.players[seat]!.workers + param(G, seat, 'extraTasks') - used;
}

/**
 * Make `count` of `product`; `anyRaw` names the raw material a recipe's `anyRaw` input takes.
 * `typeThisTurn` is the product already made this turn (D.K. Mart's one type).
 */
export function produce(
  G: DogEatDogState,
  seat: Seat,
  product: Product,
  count: number,
  opts: { readonly tasks: number; readonly typeThisTurn: Product | null; readonly anyRaw?: Raw },
): Result<DogEatDogState> {
  const p = G.players[seat]!;
  const d = p.division === null ? undefined : content.divisionById.get(p.division);
  const recipe = d ? recipeOf(d.id, product) : null;
  if (!d || !recipe) return err(DogEatDogError.NotHeld, `your division does not make ${product}`);
  if (!Number.isInteger(count) || count < 1) return err(DogEatDogError.NotHeld, 'make at least one product');
  if (d.oneProductTypePerTurn && opts.typeThisTurn !== null && opts.typeThisTurn !== product)
    return err(DogEatDogError.NotHeld, `${d.name} makes one product type a turn: ${opts.typeThisTurn} this turn`);
  if (count > opts.tasks) return err(DogEatDogError.NoWorkers, `${count} products need as many unused workers`);
  if (G.supply.products[product] < count)
    return err(DogEatDogError.EmptyStack, `only ${G.supply.products[product]} ${product} left in stock`);
  const raw = { ...p.raw };
  let pollution = p.pollution;
  const back = { ...G.supply.raw };
  for (const [input, n] of Object.entries(recipe.inputs) as [string, number][]) {
    const need = n * count;
    if (input === 'pollution') {
      if (pollution < need) return err(DogEatDogError.NotHeld, `${need} pollution markers are needed`);
      pollution -= need;
      continue;
    }
    const item = (input === 'anyRaw' ? opts.anyRaw : input) as Raw | undefined;
    if (!item) return err(DogEatDogError.NotHeld, 'name the raw material to use');
    if (raw[item] < need) return err(DogEatDogError.NotHeld, `${need} ${item} are needed`);
    raw[item] -= need;
    back[item] += need;
  }
  const next = withPlayer(G, seat, (x) =>
    setPlayer(x, { raw, pollution, products: { ...x.products, [product]: x.products[product] + count } }),
  );
  return ok(
    patch(next, {
      map: { ...next.map, pollutionSupply: next.map.pollutionSupply + (p.pollution - pollution) },
      supply: {
        ...next.supply,
        raw: back,
        products: { ...next.supply.products, [product]: next.supply.products[product] - count },
      },
    }),
  );
}
