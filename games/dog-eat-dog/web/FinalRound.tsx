import { formatCash, PRODUCTS, RAW, type Item } from '@cutthroat/dog-eat-dog';
import { useState } from 'react';
import { Confirm } from './Confirm.js';
import { lawWarning } from './warnings.js';
import { finalEmbezzleText, finalPrice, finalProduceText, finalSaleText } from './final-words.js';
import { AmountStepper, snapTo } from './Stepper.js';
import { actionText, itemName, type DedAction, type DedView } from './text.js';

/**
 * The final bonus round as its own panel: what it is, whose step it is, the one value each item
 * was rolled at for everyone; our production as a count on a stepper per product with what it
 * makes and may bring, our sales likewise with what they bring, and our last embezzlement as an
 * amount with what it leaves and the standing it leads to (`final-words.ts`), said live. Every
 * row's move goes through one `send`: a move that breaks a Public Law is confirmed first, with the
 * law and the fine (warnings.ts `lawWarning`), as in the general list.
 */

type Sell = Extract<DedAction, { type: 'sell' }>;
type Produce = Extract<DedAction, { type: 'produce' }>;
type Embezzle = Extract<DedAction, { type: 'embezzle' }>;
const STEP_WORDS = { produce: 'production', sell: 'sales', embezzle: 'a last embezzlement' } as const;
const who = (names: readonly string[], me: number | null, s: number) =>
  s === me ? 'you' : (names[s] ?? `Seat ${s + 1}`);

/** Our sales of one item: how many, at the round's one value through our modifiers (a price-ceiling law, said). */
function SaleRow({
  v,
  item,
  counts,
  value,
  act,
  busy,
}: {
  v: DedView;
  item: Item;
  counts: readonly number[];
  value: number;
  act: (a: DedAction) => void;
  busy: boolean;
}) {
  const [pick, setPick] = useState(counts.at(-1)!);
  const count = snapTo(counts, pick);
  const price = finalPrice(v, item, value);
  const capped = finalSaleText(v, item, count, value);
  return (
    <div className="ded-sale" data-testid={`final-sale-${item}`}>
      <AmountStepper
        values={counts}
        value={count}
        onChange={setPick}
        label={`${itemName(item)} at ${formatCash(price)} each`}
        unit={`of ${counts.at(-1)}`}
        busy={busy}
        testId={`final-count-${item}`}
      />
      <button
        type="button"
        className="primary"
        disabled={busy}
        onClick={() => act({ type: 'sell', item, count })}
        data-testid="act-final-sell"
      >
        Sell {count} {itemName(item)} for {formatCash(count * price)}
      </button>
      {capped && (
        <output className="ded-live" aria-live="polite" data-testid={`live-final-sell-${item}`}>
          {capped}
        </output>
      )}
    </div>
  );
}

/** Our production of one product (with one raw material, for a recipe taking any): how many, and what it makes. */
function ProduceRow({
  v,
  family,
  act,
  busy,
}: {
  v: DedView;
  family: readonly Produce[];
  act: (a: DedAction) => void;
  busy: boolean;
}) {
  const counts = family.map((a) => a.count);
  const [pick, setPick] = useState(counts.at(-1)!);
  const count = snapTo(counts, pick);
  const a = family[counts.indexOf(count)]!;
  const what = `${a.product}${a.raw ? ` with ${itemName(a.raw)}` : ''}`;
  const id = `${a.product}${a.raw ? `-${a.raw}` : ''}`;
  return (
    <div className="ded-sale" data-testid={`final-produce-${id}`}>
      <AmountStepper
        values={counts}
        value={count}
        onChange={setPick}
        label={`Produce ${what}`}
        unit={`of ${counts.at(-1)}`}
        busy={busy}
        testId={`final-produce-count-${id}`}
      />
      <button type="button" className="primary" disabled={busy} onClick={() => act(a)} data-testid="act-final-produce">
        Produce {count} {what}
      </button>
      <output className="ded-live" aria-live="polite" data-testid="live-final-produce">
        {finalProduceText(v, a.product, count, a.raw)}
      </output>
    </div>
  );
}

/** Our last embezzlement: how much, what it leaves, and the standing it leads to. */
function EmbezzleRow({
  v,
  names,
  family,
  act,
  busy,
}: {
  v: DedView;
  names: readonly string[];
  family: readonly Embezzle[];
  act: (a: DedAction) => void;
  busy: boolean;
}) {
  const amounts = family.map((a) => a.amount);
  // The most by default: money left in the corporate account counts for nothing at the end.
  const [pick, setPick] = useState(amounts.at(-1)!);
  const amount = snapTo(amounts, pick);
  return (
    <div className="ded-sale" data-testid="final-embezzle">
      <AmountStepper
        values={amounts}
        value={amount}
        onChange={setPick}
        label="Embezzle to your Swiss account"
        unit={`$M of ${amounts.at(-1)}`}
        busy={busy}
        testId="final-embezzle-amount"
      />
      <button
        type="button"
        className="primary"
        disabled={busy}
        onClick={() => act({ type: 'embezzle', amount })}
        data-testid="act-final-embezzle"
      >
        Embezzle {formatCash(amount)}
      </button>
      <output className="ded-live" aria-live="polite" data-testid="live-final-embezzle">
        {finalEmbezzleText(v, names, amount)}
      </output>
    </div>
  );
}

/** Listed productions by product and raw material, counts ascending. */
function produceFamilies(legal: readonly DedAction[]): Produce[][] {
  const by = new Map<string, Produce[]>();
  for (const a of legal)
    if (a.type === 'produce') {
      const key = `${a.product}/${a.raw ?? ''}`;
      by.set(key, [...(by.get(key) ?? []), a]);
    }
  return [...by.values()].map((f) => [...f].sort((x, y) => x.count - y.count));
}

export function FinalRoundPanel({
  v,
  names,
  legal,
  act,
  busy,
}: {
  v: DedView;
  names: readonly string[];
  legal: readonly DedAction[];
  act: (a: DedAction) => void;
  busy: boolean;
}) {
  // A move that breaks a Public Law is confirmed first, as in the general list (warnings.ts).
  const [confirming, setConfirming] = useState<{ action: DedAction; warning: string } | null>(null);
  const f = v.game.record.final;
  if (v.game.phase !== 'final' || !f) return null;
  const send = (a: DedAction) => {
    const warning = lawWarning(v, a);
    if (warning) setConfirming({ action: a, warning });
    else act(a);
  };
  const sells = legal.filter((a): a is Sell => a.type === 'sell');
  const embezzles = legal.filter((a): a is Embezzle => a.type === 'embezzle').sort((x, y) => x.amount - y.amount);
  const values = Object.entries(f.values).filter(([, n]) => n !== undefined);
  return (
    <section className="ded-aside" aria-label="The final bonus round" data-testid="final-panel">
      <h3>The final bonus round</h3>
      <p>
        Every Red Tape card held is discarded. Then production, sales at one roll per item for everyone, and a last
        embezzlement, each going round the table from {who(names, v.seat, f.order[0]!)}. Now:{' '}
        <strong>
          {STEP_WORDS[f.step]}, {who(names, v.seat, f.order[f.at]!)}
        </strong>
        .
      </p>
      {values.length > 0 && (
        <p data-testid="final-values">
          Values for the round: {values.map(([i, n]) => `${itemName(i)} ${formatCash(n!)}`).join(', ')}
        </p>
      )}
      {confirming && (
        <Confirm
          question={`${actionText(confirming.action, names)}?`}
          warning={confirming.warning}
          busy={busy}
          yes={() => {
            act(confirming.action);
            setConfirming(null);
          }}
          no={() => setConfirming(null)}
        />
      )}
      {f.step === 'produce' &&
        produceFamilies(legal).map((family) => (
          <ProduceRow
            key={`${family[0]!.product}/${family[0]!.raw ?? ''}`}
            v={v}
            family={family}
            act={send}
            busy={busy}
          />
        ))}
      {f.step === 'embezzle' && embezzles.length > 0 && (
        <EmbezzleRow v={v} names={names} family={embezzles} act={send} busy={busy} />
      )}
      {[...RAW, ...PRODUCTS].map((item: Item) => {
        const counts = sells
          .filter((a) => a.item === item)
          .map((a) => a.count)
          .sort((a, b) => a - b);
        const value = f.values[item];
        return counts.length && value !== undefined ? (
          <SaleRow key={item} v={v} item={item} counts={counts} value={value} act={send} busy={busy} />
        ) : null;
      })}
    </section>
  );
}

/** The moves these panels take from the general list: the final round's sales, production and last embezzlement. */
export const inFinalPanel = (v: DedView, a: DedAction): boolean =>
  v.game.phase === 'final' && (a.type === 'sell' || a.type === 'produce' || a.type === 'embezzle');
