import { formatCash, PRODUCTS, RAW, type Item } from '@cutthroat/dog-eat-dog';
import { useState } from 'react';
import { AmountStepper, snapTo } from './Stepper.js';
import { itemName, type DedAction, type DedView } from './text.js';

/**
 * The final bonus round as its own panel: what it is, whose step it is, the one value each item
 * was rolled at for everyone, and our sales as a count on a stepper per item with what it brings.
 */

type Sell = Extract<DedAction, { type: 'sell' }>;
const STEP_WORDS = { produce: 'production', sell: 'sales', embezzle: 'a last embezzlement' } as const;
const who = (names: readonly string[], me: number | null, s: number) =>
  s === me ? 'you' : (names[s] ?? `Seat ${s + 1}`);

/** Our sales of one item: how many, at the round's one value. */
function SaleRow({
  item,
  counts,
  value,
  act,
  busy,
}: {
  item: Item;
  counts: readonly number[];
  value: number;
  act: (a: DedAction) => void;
  busy: boolean;
}) {
  const [pick, setPick] = useState(counts.at(-1)!);
  const count = snapTo(counts, pick);
  return (
    <div className="ded-sale" data-testid={`final-sale-${item}`}>
      <AmountStepper
        values={counts}
        value={count}
        onChange={setPick}
        label={`${itemName(item)} at ${formatCash(value)} each`}
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
        Sell {count} {itemName(item)} for {formatCash(count * value)}
      </button>
    </div>
  );
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
  const f = v.game.record.final;
  if (v.game.phase !== 'final' || !f) return null;
  const sells = legal.filter((a): a is Sell => a.type === 'sell');
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
      {[...RAW, ...PRODUCTS].map((item: Item) => {
        const counts = sells
          .filter((a) => a.item === item)
          .map((a) => a.count)
          .sort((a, b) => a - b);
        const value = f.values[item];
        return counts.length && value !== undefined ? (
          <SaleRow key={item} item={item} counts={counts} value={value} act={act} busy={busy} />
        ) : null;
      })}
    </section>
  );
}

/** The moves these panels take from the general list. */
export const inFinalPanel = (v: DedView, a: DedAction): boolean => v.game.phase === 'final' && a.type === 'sell';
