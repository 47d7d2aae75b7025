import { HAND_LIMIT, isBuyer, isSeller, isWeapon, type CardView, type Face } from '@cutthroat/arms-dealers';
import { Term } from '@cutthroat/web-kit';
import { useId, useState } from 'react';
import { Card, sortFaces } from './Card.js';
import { ofType, sameFaces } from './legal.js';
import type { AdAction } from './text.js';

/**
 * The hand. In the deal phase (`deal`), its sellers, buyers and weapons are buttons that build the
 * deal (`clickCard`), those in it pressed; the deal builder's selects do the same by keyboard.
 */
export function Hand({
  hand,
  deal = null,
}: {
  hand: readonly CardView[];
  deal?: { readonly inDeal: ReadonlySet<number>; onCard(face: Face): void } | null;
}) {
  const id = useId();
  return (
    <section className="panel hand-panel" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>
        Your <Term word="hand">hand</Term>{' '}
        <span className="muted">
          ({hand.length} card{hand.length === 1 ? '' : 's'})
        </span>
      </h3>
      {hand.length === 0 ? (
        <p className="muted">No cards in hand.</p>
      ) : (
        <ul className="hand" data-testid="hand">
          {sortFaces(hand).map((c) => (
            <li key={c.id}>
              {deal && (isSeller(c.face) || isBuyer(c.face) || isWeapon(c.face)) ? (
                <button
                  type="button"
                  className="card-toggle card-toggle--deal"
                  aria-pressed={deal.inDeal.has(c.id)}
                  onClick={() => deal.onCard(c.face)}
                  data-testid="hand-card"
                >
                  <Card face={c.face} />
                  <span className="card-toggle__mark" aria-hidden="true">
                    {deal.inDeal.has(c.id) ? 'In the deal' : ''}
                  </span>
                </button>
              ) : (
                <Card face={c.face} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Over 7 cards after the draw: the player picks which to discard. The confirm button appears only
 * when the picked cards are one of the discards the server listed.
 */
export function DiscardChooser({
  hand,
  legal,
  act,
  busy,
}: {
  hand: readonly CardView[];
  legal: readonly AdAction[];
  act: (a: AdAction) => void;
  busy: boolean;
}) {
  const id = useId();
  const discards = ofType(legal, 'discard');
  const need = discards[0]?.cards.length ?? 0;
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const held = new Set(hand.map((c) => c.id));
  const chosen = hand.filter((c) => picked.has(c.id) && held.has(c.id));
  const match = discards.find((d) =>
    sameFaces(
      d.cards,
      chosen.map((c) => c.face),
    ),
  );
  const toggle = (card: number) => {
    const next = new Set(picked);
    if (next.has(card)) next.delete(card);
    else next.add(card);
    setPicked(next);
  };
  return (
    <section className="panel discard-chooser" aria-labelledby={`${id}-h`} data-testid="discard-chooser">
      <h3 id={`${id}-h`}>Discard down to {HAND_LIMIT}</h3>
      <p id={`${id}-d`}>
        You hold {hand.length} cards: choose {need} to discard ({chosen.length} chosen).
      </p>
      <ul className="hand" aria-describedby={`${id}-d`}>
        {sortFaces(hand).map((c) => (
          <li key={c.id}>
            <button
              type="button"
              className="card-toggle"
              aria-pressed={picked.has(c.id)}
              data-testid="discard-card"
              onClick={() => toggle(c.id)}
            >
              <Card face={c.face} />
              <span className="card-toggle__mark" aria-hidden="true">
                {picked.has(c.id) ? 'Discard' : ''}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {match ? (
        <button
          type="button"
          className="primary"
          data-testid="discard-confirm"
          disabled={busy}
          onClick={() => act(match)}
        >
          Discard {match.cards.join(' + ')}
        </button>
      ) : (
        <p className="why-not" role="status">
          {chosen.length < need
            ? `Choose ${need - chosen.length} more card${need - chosen.length === 1 ? '' : 's'}.`
            : `That is ${chosen.length - need} too many: keep ${HAND_LIMIT}.`}
        </p>
      )}
    </section>
  );
}
