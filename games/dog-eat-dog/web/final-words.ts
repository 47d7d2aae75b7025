import {
  cardName,
  content,
  embezzleMax,
  isProduct,
  modifiersFor,
  priceFor,
  recipeOf,
  tableOf,
  type Item,
  type Product,
} from '@cutthroat/dog-eat-dog';
import { formatCash, itemName, plural, type DedView } from './text.js';

/**
 * What the final bonus round's production and last embezzlement lead to, said live beside their
 * steppers: read off the seat's own view (its raw materials, its Swiss balance, the others' Swiss
 * balances only where a law makes them public), never another seat's secrets.
 */

/** The average of a market value, 2d6 plus the item's base: $7M for a raw material, $27M for a product. */
export function averageValue(item: Item): number {
  const f = isProduct(item) ? content.economy.productValue : content.economy.rawValue;
  return 7 * (f.dice / 2) + f.plus;
}

const who = (names: readonly string[], s: number) => names[s] ?? `Seat ${s + 1}`;

/**
 * "Makes 3 steel from 3 iron and 3 coal, 3 of your 4 workers; leaves 1 iron, 0 coal. Steel sells
 * in the final sales at one roll for everyone, about $81M for 3 at the $27M average, against about
 * $42M for the raw materials sold as they are."
 */
export function finalProduceText(v: DedView, product: Product, count: number, raw?: Item): string {
  const me = v.seat;
  const p = me === null ? undefined : v.game.players[me];
  const recipe = p?.division ? recipeOf(p.division, product) : null;
  if (!p || !recipe) return `Makes ${count} ${product}.`;
  const uses: string[] = [];
  const left: string[] = [];
  let rawWorth = 0;
  for (const [input, n] of Object.entries(recipe.inputs) as [string, number][]) {
    const need = n * count;
    if (input === 'pollution') {
      uses.push(plural(need, 'pollution marker'));
      left.push(plural(p.pollution - need, 'pollution marker'));
      continue;
    }
    const item = (input === 'anyRaw' ? raw : input) as Item | undefined;
    if (!item) continue;
    uses.push(`${need} ${itemName(item)}`);
    left.push(`${p.raw[item as keyof typeof p.raw] - need} ${itemName(item)}`);
    rawWorth += need * averageValue(item);
  }
  const avg = averageValue(product);
  return [
    `Makes ${count} ${product} from ${uses.join(' and ')}, ${count} of your ${plural(p.workers, 'worker')}; leaves ${left.join(', ')}.`,
    `In the final sales, one roll for everyone: about ${formatCash(count * avg)} at the ${formatCash(avg)} average` +
      (rawWorth > 0 ? `, against about ${formatCash(rawWorth)} for the raw materials sold as they are.` : '.'),
  ].join(' ');
}

/**
 * The standing a last embezzlement leads to: your Swiss balance after it, and where it puts you
 * among the balances you may know (public by law); the others' are secret, and those after you may
 * still embezzle.
 */
export function finalStanding(v: DedView, names: readonly string[], amount: number): string {
  const me = v.seat;
  const g = v.game;
  if (me === null || v.game.swiss === null) return '';
  const mine = v.game.swiss + amount;
  const others = g.players.map((p, s) => ({ s, p })).filter(({ s, p }) => s !== me && p.status !== 'left');
  const known = others.filter(({ p }) => p.swiss !== null);
  const secret = others.filter(({ p }) => p.swiss === null);
  const ahead = known.filter(({ p }) => p.swiss! > mine);
  const parts = [`Swiss ${formatCash(mine)}: the most Swiss money wins.`];
  if (known.length > 0) {
    const list = known.map(({ s, p }) => `${who(names, s)} ${formatCash(p.swiss!)}`).join(', ');
    parts.push(
      secret.length === 0
        ? `That ranks you ${ordinal(ahead.length + 1)} of ${others.length + 1} as the accounts stand (${list}).`
        : `Of the accounts you can see (${list}), ${ahead.length === 0 ? 'none is ahead of you' : `${plural(ahead.length, 'is', 'are')} ahead of you`}.`,
    );
  }
  if (secret.length > 0)
    parts.push(
      `${secret.map(({ s }) => who(names, s)).join(', ')}: Swiss account${secret.length > 1 ? 's' : ''} secret.`,
    );
  return parts.join(' ');
}

const ordinal = (n: number): string => ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'][n - 1] ?? `#${n}`;

/** "Embezzle $12M: leaves $13M corporate, which counts for nothing at the end; Swiss $52M: ...". */
export function finalEmbezzleText(v: DedView, names: readonly string[], amount: number): string {
  const me = v.seat;
  const p = me === null ? undefined : v.game.players[me];
  if (!p) return `Embezzle ${formatCash(amount)}.`;
  const left = p.corporate - amount;
  const most = embezzleMax(p.corporate);
  return [
    `Leaves ${formatCash(left)} corporate, which counts for nothing at the end${amount < most ? ` (at most ${formatCash(most)}, half the account, may go)` : ''}.`,
    finalStanding(v, names, amount),
  ]
    .filter(Boolean)
    .join(' ');
}

/** What one unit of `item` brings this seat at the round's rolled value, through its modifiers (a price-ceiling law). */
export function finalPrice(v: DedView, item: Item, rolled: number): number {
  return v.seat === null ? rolled : priceFor(item, rolled, modifiersFor(tableOf(v), v.seat));
}

/**
 * Beside a final sale whose price is not the rolled value: what it brings and the Public Law that
 * sets it. "Brings $50M: $25M each, not the $30M rolled, under the Public Law of Commerce
 * Secretary Phil T. Pricefixer: Price ceiling. ..." Null when the rolled value holds.
 */
export function finalSaleText(v: DedView, item: Item, count: number, rolled: number): string | null {
  const price = finalPrice(v, item, rolled);
  if (price === rolled || v.seat === null) return null;
  const param = isProduct(item) ? 'productValue' : 'rawValue';
  const by = modifiersFor(tableOf(v), v.seat).find(
    (m) => m.param === param && (!m.items || m.items.includes(item)) && m.until.kind === 'law',
  );
  const law = by?.until.kind === 'law' ? by.until.card : null;
  const c = law === null ? undefined : content.cardById.get(law);
  const text = c?.type === 'official' ? `: ${c.lawText.replace(/^PUBLIC LAW:\s*/, '')}` : '.';
  return `Brings ${formatCash(count * price)}: ${formatCash(price)} each, not the ${formatCash(rolled)} rolled, ${
    law === null ? 'under a modifier in force.' : `under the Public Law of ${cardName(law)}${text}`
  }`;
}
