import {
  MAX_WEAPONS_PER_DEAL,
  dealProfit,
  formatMoney,
  isBuyer,
  isSeller,
  isWeapon,
  type CardView,
  weaponsText,
} from '@cutthroat/arms-dealers';
import { useId } from 'react';
import { choiceOf, dealsWith, heldPicks, pickedText } from './deal-pick.js';
import { countFaces, ofType, sameDeal, whyNot, type DealChoice as Choice } from './legal.js';
import { actionText, type AdAction } from './text.js';

/** How many of the deals the picked cards make are listed at once (the most profitable). */
const PICKED_SHOWN = 6;

/**
 * The deal phase's decision: the deal being built (by clicking the cards of the hand, or by these
 * selects, the keyboard's path), its profit, the legal deals the cards picked so far make, and
 * the turn's end.
 */
export function DealBuilder({
  hand,
  legal,
  act,
  busy,
  picked,
  setPicked,
}: {
  hand: readonly CardView[];
  legal: readonly AdAction[];
  act: (a: AdAction) => void;
  busy: boolean;
  /** What the player picked, here or by clicking the cards of the hand (the table keeps it). */
  picked: Partial<Choice>;
  setPicked: (p: Partial<Choice>) => void;
}) {
  const id = useId();
  const deals = ofType(legal, 'deal');
  const endTurn = ofType(legal, 'end-turn')[0];
  const counts = countFaces(hand);
  const faces = [...counts.keys()].sort();
  const sellers = faces.filter(isSeller);
  const buyers = faces.filter(isBuyer);
  const weapons = faces.filter(isWeapon);
  const best = [...deals].sort((a, b) => dealProfit(b) - dealProfit(a));
  const choice = choiceOf(hand, deals, picked);
  const legalDeal = deals.find((d) => sameDeal(d, choice));
  const profit =
    choice.seller && choice.buyer && choice.weapon && choice.count >= 1 && choice.count <= MAX_WEAPONS_PER_DEAL
      ? dealProfit({ seller: choice.seller, buyer: choice.buyer, weapon: choice.weapon, count: choice.count })
      : null;
  const set = (patch: Partial<Choice>) => setPicked({ ...picked, ...patch });
  // What the cards picked so far can make: every listed deal that uses them all, with its profit.
  const held = heldPicks(picked, hand);
  const fitting = dealsWith(deals, held);
  const shown = pickedText(held);

  return (
    <section className="panel deal-builder" aria-labelledby={`${id}-h`} data-testid="deal-builder">
      <h3 id={`${id}-h`}>Lay a deal</h3>
      <div className="deal-builder__fields">
        <label>
          <span>Seller</span>
          <select
            data-testid="deal-seller"
            value={choice.seller ?? ''}
            disabled={!sellers.length}
            onChange={(e) => set({ seller: sellers.find((s) => s === e.target.value) ?? null })}
          >
            {sellers.length === 0 && <option value="">none in hand</option>}
            {sellers.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>Buyer</span>
          <select
            data-testid="deal-buyer"
            value={choice.buyer ?? ''}
            disabled={!buyers.length}
            onChange={(e) => set({ buyer: buyers.find((b) => b === e.target.value) ?? null })}
          >
            {buyers.length === 0 && <option value="">none in hand</option>}
            {buyers.map((b) => (
              <option key={b} value={b}>
                {b}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>Weapon</span>
          <select
            data-testid="deal-weapon"
            value={choice.weapon ?? ''}
            disabled={!weapons.length}
            onChange={(e) => set({ weapon: weapons.find((w) => w === e.target.value) ?? null })}
          >
            {weapons.length === 0 && <option value="">none in hand</option>}
            {weapons.map((w) => (
              <option key={w} value={w}>
                {w} (you hold {counts.get(w)})
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>How many</span>
          <select
            data-testid="deal-count"
            value={choice.count}
            onChange={(e) => set({ count: Number(e.target.value) })}
          >
            {Array.from({ length: MAX_WEAPONS_PER_DEAL }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="deal-builder__profit" data-testid="deal-profit">
        {profit === null ? 'Choose a seller, a buyer and a weapon.' : `This deal would make ${formatMoney(profit)}.`}
      </p>
      {legalDeal ? (
        <button type="button" className="primary" data-testid="deal-lay" disabled={busy} onClick={() => act(legalDeal)}>
          Lay the deal: {choice.seller} sells {weaponsText(choice.count, choice.weapon ?? '')} to {choice.buyer}
        </button>
      ) : (
        <p className="why-not" role="status" data-testid="deal-reason">
          Not a legal deal: {whyNot(choice, counts)}
        </p>
      )}
      {shown && (
        <div className="picked-deals" data-testid="picked-deals" aria-live="polite">
          <p>
            {fitting.length === 0
              ? `No legal deal uses ${shown}.`
              : `Legal deals with ${shown} (${fitting.length}), most profitable first; click one to choose it:`}
          </p>
          {fitting.length > 0 && (
            <ul>
              {fitting.slice(0, PICKED_SHOWN).map((d) => (
                <li key={`${d.seller}/${d.buyer}/${d.weapon}/${d.count}`}>
                  <button
                    type="button"
                    className="picked-deal"
                    data-testid="picked-deal"
                    onClick={() => setPicked(d)}
                    aria-pressed={sameDeal(d, choice)}
                  >
                    <span>
                      {d.seller} sells {weaponsText(d.count, d.weapon)} to {d.buyer}
                    </span>
                    <strong>{formatMoney(dealProfit(d))}</strong>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {fitting.length > PICKED_SHOWN && (
            <p className="muted">
              …and {fitting.length - PICKED_SHOWN} more, less profitable: pick another card to narrow them.
            </p>
          )}
        </div>
      )}
      {best.length > 0 && (
        <details className="legal-deals">
          <summary>
            Your {best.length} legal deal{best.length === 1 ? '' : 's'}, most profitable first
          </summary>
          <ul>
            {best.map((d) => (
              <li key={`${d.seller}/${d.buyer}/${d.weapon}/${d.count}`}>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => setPicked(d)}
                  aria-pressed={sameDeal(d, choice)}
                >
                  {actionText(d, [])}
                </button>
              </li>
            ))}
          </ul>
        </details>
      )}
      {endTurn && (
        <p>
          <button type="button" data-testid="end-turn" disabled={busy} onClick={() => act(endTurn)}>
            End the turn without a deal
          </button>
        </p>
      )}
    </section>
  );
}
