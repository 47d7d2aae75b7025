import type { Offer } from '@cutthroat/engine';
import type { GameUi, TableProps } from '@cutthroat/web-kit';
import { CounterForm, type Counter } from './TradePanel.js';
import { offerSentence } from './text.js';

type Act = { readonly type: string; readonly offer?: number };

/** What a decline says when the recipient holds none of what is asked (and reveals nothing else). */
export const HOLD_NONE_REASON = 'does not hold what is asked for';

/**
 * An offer made to us, first in the decision box: what it is, and accept, decline or counter as
 * listed. Where the rules list no "accept" (we hold none of what is asked: a face of a secret hand),
 * "I don't hold one" declines saying only that.
 */
export function OfferAnswer({ ui, ...table }: TableProps & { ui: GameUi }) {
  const { view, legal, act, busy, names, me } = table;
  const offer = view.offer as Offer<unknown> | null;
  if (!offer || me === null || offer.to !== me) return null;
  const acts = legal as readonly Act[];
  const find = (type: string) => acts.find((a) => a.type === type && a.offer === offer.id);
  const accept = find('accept');
  const decline = find('decline');
  const counters = acts.filter((a): a is Counter => a.type === 'counter');
  if (!decline) return null;
  return (
    <div className="offer-answer" data-testid="offer-answer">
      <p data-testid="trade-offer">{offerSentence(offer, names, me, ui)}</p>
      <div className="button-row">
        {accept && (
          <button
            type="button"
            className="primary"
            data-testid="trade-accept"
            disabled={busy}
            onClick={() => act(accept)}
          >
            Accept
          </button>
        )}
        <button type="button" data-testid="trade-decline" disabled={busy} onClick={() => act(decline)}>
          Decline
        </button>
        {!accept && (
          <button
            type="button"
            data-testid="trade-hold-none"
            disabled={busy}
            onClick={() => act({ ...decline, reason: HOLD_NONE_REASON })}
          >
            I don’t hold one
          </button>
        )}
      </div>
      {counters.length > 0 && (
        <CounterForm
          key={offer.id}
          offer={offer}
          counters={counters}
          ui={ui}
          view={view}
          me={me}
          names={names}
          act={act}
          busy={busy}
        />
      )}
    </div>
  );
}
