import { cardName, squareName } from '@cutthroat/dog-eat-dog';
import { useRef, useState } from 'react';
import type { Family } from './legal.js';
import { actionText, itemName, type DedAction } from './text.js';

/**
 * An amount as a control, not a list of buttons: a stepper (−, the amount, +) and a slider over
 * the amounts the server listed, the move's words and what it leaves or costs said live as the
 * amount changes, and one button that sends it. Several families of one kind (a Sealed Bid for
 * each square, a bribe for each official) share one control, with a select for which.
 *
 * It holds still under the pointer: the slider's scale is the widest range it has shown, so a
 * bot's bid that raises the least bid does not move its thumb; an amount no longer listed (a bid
 * made stale by another bid) is offered again at the nearest listed amount, and said so.
 */

/** The amount of a listed action, by its family's field. */
export const amountOf = (a: DedAction, field: Family['field']): number =>
  field ? Number((a as unknown as Readonly<Record<string, unknown>>)[field]) : 0;

/** What a family moves, without its amount: "Sealed Bid for B (Gray wolves)", "Bribe Comptroller ...". */
export function familyText(a: DedAction, names: readonly string[]): string {
  switch (a.type) {
    case 'bribe':
      return `Bribe ${cardName(a.card)}`;
    case 'acquire':
      return a.method === 'sealedBid'
        ? `Sealed Bid for ${squareName(a.square)}`
        : `Public Auction of ${squareName(a.square)}`;
    case 'sell':
      return `Sell ${itemName(a.item)}`;
    case 'buy':
      return `Buy ${itemName(a.item)} from the Marketplace sheet`;
    case 'produce':
      return `Produce ${a.product}${a.raw ? ` (with ${itemName(a.raw)})` : ''}`;
    default:
      return actionText(a, names);
  }
}

/** The listed amount nearest `want`: itself if listed, else the least above it, else the most. */
export function nearest(amounts: readonly number[], want: number): number {
  return amounts.find((n) => n >= want) ?? amounts.at(-1)!;
}

interface AmountProps {
  readonly type: string;
  /** Families of one kind, each of more than one amount, amounts ascending (`groupActions`). */
  readonly families: readonly Family[];
  readonly act: (a: DedAction) => void;
  readonly busy: boolean;
  readonly names: readonly string[];
  /** The move's words with its odds (question.ts `optionText`). */
  readonly label: (a: DedAction) => string;
  /** What it leaves, costs or does beyond its words (costs.ts, consequence.ts, warnings.ts). */
  readonly note?: ((a: DedAction) => string | null) | undefined;
}

export function AmountControl({ type, families, act, busy, names, label, note }: AmountProps) {
  const [which, setWhich] = useState(families[0]!.key);
  const family = families.find((f) => f.key === which) ?? families[0]!;
  const amounts = family.actions.map((a) => amountOf(a, family.field));
  const [want, setWant] = useState<number | null>(null);
  const [text, setText] = useState<string | null>(null);
  const chosenAmount = nearest(amounts, want ?? amounts[0]!);
  const chosen = family.actions[amounts.indexOf(chosenAmount)]!;
  // The slider's scale only widens: a rising least bid does not move the thumb under the pointer.
  const scale = useRef({ min: amounts[0]!, max: amounts.at(-1)! });
  scale.current = {
    min: Math.min(scale.current.min, amounts[0]!),
    max: Math.max(scale.current.max, amounts.at(-1)!),
  };
  const choose = (n: number) => {
    setWant(n);
    setText(null);
  };
  // Sent, the control starts again from the least listed amount: a bid the server refused because
  // another came first is offered again at the new minimum.
  const send = () => {
    act(chosen);
    setWant(null);
    setText(null);
  };
  const at = amounts.indexOf(chosenAmount);
  const stale = want !== null && want !== chosenAmount;
  const field = family.field ?? 'amount';
  const unit = field === 'count' ? '' : '$M';
  const show = (n: number) => (field === 'count' ? String(n) : `$${n}M`);
  const what = familyText(chosen, names);
  const live = [label(chosen), note?.(chosen)].filter(Boolean).join('; ');
  return (
    <div className="ded-amount" data-testid={`amount-${type}`}>
      {families.length > 1 && (
        <select
          aria-label={`Which: ${what}`}
          value={family.key}
          onChange={(e) => {
            setWhich(e.target.value);
            setWant(null);
            setText(null);
          }}
          disabled={busy}
          data-testid={`pick-${type}`}
        >
          {families.map((f) => (
            <option key={f.key} value={f.key}>
              {familyText(f.actions[0]!, names)}
            </option>
          ))}
        </select>
      )}
      <div className="ded-stepper">
        <button
          type="button"
          aria-label={`Less (${what})`}
          disabled={busy || at <= 0}
          onClick={() => choose(amounts[at - 1]!)}
          data-testid={`less-${type}`}
        >
          −
        </button>
        <input
          type="number"
          inputMode="numeric"
          aria-label={`${field === 'count' ? 'How many' : 'How much, in $M'}: ${what}`}
          min={amounts[0]}
          max={amounts.at(-1)}
          value={text ?? String(chosenAmount)}
          onChange={(e) => {
            setText(e.target.value);
            const n = Number(e.target.value);
            if (e.target.value !== '' && Number.isFinite(n)) setWant(n);
          }}
          onBlur={() => setText(null)}
          disabled={busy}
          data-testid={`number-${type}`}
        />
        {unit && <span aria-hidden="true">{unit}</span>}
        <button
          type="button"
          aria-label={`More (${what})`}
          disabled={busy || at >= amounts.length - 1}
          onClick={() => choose(amounts[at + 1]!)}
          data-testid={`more-${type}`}
        >
          +
        </button>
        <input
          type="range"
          aria-label={`${what}: slide to choose`}
          min={scale.current.min}
          max={scale.current.max}
          step={1}
          value={chosenAmount}
          onChange={(e) => choose(nearest(amounts, Number(e.target.value)))}
          disabled={busy}
          data-testid={`slider-${type}`}
        />
      </div>
      <button type="button" className="primary" disabled={busy} onClick={send} data-testid={`act-${type}`}>
        {actionText(chosen, names)}
      </button>
      <output className="ded-live" aria-live="polite" data-testid={`live-${type}`}>
        {stale && `${show(want)} is not on offer now (another move changed it): ${show(chosenAmount)} is the nearest. `}
        {live}
      </output>
    </div>
  );
}
