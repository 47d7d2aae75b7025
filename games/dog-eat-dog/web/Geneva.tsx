import { formatCash, geometry, GENEVA_TRANSFERS_PER_TURN } from '@cutthroat/dog-eat-dog';
import { useState } from 'react';
import { AmountStepper, snapTo } from './Stepper.js';
import type { DedAction, DedView } from './text.js';

/**
 * Geneva's transfers as their own small panel (a free action while standing on Geneva, capped
 * per turn): a way (to Switzerland, or home to the corporate account), an amount on a stepper over
 * the listed range, and the two balances it leaves, said before the button is pressed.
 */

const GENEVA = geometry.spaceIndex.get('geneva')!;

type Transfer = Extract<DedAction, { type: 'transfer' }>;
export const isTransfer = (a: DedAction): a is Transfer => a.type === 'transfer';

/** The balances a transfer leaves: positive amounts go to Switzerland. */
export function transferWords(corporate: number, swiss: number, amount: number): string {
  const way = amount > 0 ? 'to Switzerland' : 'to your corporate account';
  return `Move ${formatCash(Math.abs(amount))} ${way}: leaves ${formatCash(corporate - amount)} corporate and ${formatCash(
    swiss + amount,
  )} in Switzerland`;
}

export function GenevaPanel({
  v,
  legal,
  act,
  busy,
}: {
  v: DedView;
  legal: readonly DedAction[];
  act: (a: DedAction) => void;
  busy: boolean;
}) {
  const moves = legal.filter(isTransfer);
  const out = moves.filter((a) => a.amount > 0).map((a) => a.amount);
  const home = moves.filter((a) => a.amount < 0).map((a) => -a.amount);
  const [way, setWay] = useState<'out' | 'home'>(out.length ? 'out' : 'home');
  const [pick, setPick] = useState(1);
  if (v.seat === null) return null;
  const g = v.game;
  const made = g.turn.transfers[v.seat] ?? 0;
  // Its transfers made, the piece still on Geneva: a line where the panel was, so it does not just vanish.
  if (!moves.length)
    return made >= GENEVA_TRANSFERS_PER_TURN && g.players[v.seat]?.position === GENEVA ? (
      <p className="ded-aside" data-testid="geneva-done">
        Geneva: your {GENEVA_TRANSFERS_PER_TURN} transfers this turn are made. Another turn brings{' '}
        {GENEVA_TRANSFERS_PER_TURN} more while your piece stays here.
      </p>
    ) : null;
  const corporate = g.players[v.seat]!.corporate;
  const swiss = g.swiss ?? 0;
  const left = GENEVA_TRANSFERS_PER_TURN - made;
  const ways = way === 'out' && out.length ? out : home.length ? home : out;
  const shownWay = ways === out ? 'out' : 'home';
  const amount = snapTo(ways, pick);
  const signed = shownWay === 'out' ? amount : -amount;
  return (
    <section className="ded-aside" aria-label="Geneva transfers" data-testid="geneva-panel">
      <h3>Geneva: your Swiss bank</h3>
      <p>
        You stand on Geneva: move money between your corporate account ({formatCash(corporate)}) and your Swiss account
        ({formatCash(swiss)}), in secret. {left} of {GENEVA_TRANSFERS_PER_TURN} transfers left this turn; each moves any
        amount.
      </p>
      <div className="ded-way" role="radiogroup" aria-label="Which way">
        {out.length > 0 && (
          <label>
            <input type="radio" name="geneva-way" checked={shownWay === 'out'} onChange={() => setWay('out')} /> To
            Switzerland
          </label>
        )}
        {home.length > 0 && (
          <label>
            <input type="radio" name="geneva-way" checked={shownWay === 'home'} onChange={() => setWay('home')} /> Home
            to corporate
          </label>
        )}
      </div>
      <AmountStepper
        values={ways}
        value={amount}
        onChange={setPick}
        label="Amount"
        unit="$M"
        busy={busy}
        testId="geneva-amount"
      />
      <button
        type="button"
        className="primary"
        disabled={busy}
        onClick={() => act({ type: 'transfer', amount: signed })}
        data-testid="act-transfer"
      >
        {transferWords(corporate, swiss, signed)}
      </button>
    </section>
  );
}
