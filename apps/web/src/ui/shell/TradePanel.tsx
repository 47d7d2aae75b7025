import type { Offer } from '@cutthroat/engine';
import type { DeadlineInfo } from '@cutthroat/protocol';
import { useId, useState } from 'react';
import { Countdown } from '../common/Countdown.js';
import type { GameUi, TableProps, TradeField } from '@cutthroat/web-kit';
import { offerSentence } from './text.js';

type Terms = Readonly<Record<string, unknown>>;
interface Proposal {
  readonly type: 'propose';
  readonly to: number;
  readonly terms: Terms;
}
export interface Counter {
  readonly type: 'counter';
  readonly offer: number;
  readonly terms: Terms;
}
type Act = { readonly type: string; readonly offer?: number };

const key = (v: unknown) => JSON.stringify(v) ?? 'null';

/**
 * Pick terms field by field, each select offering only the values that some listed legal action
 * has, given the fields chosen before it. A field with one possible value is not asked. Whatever is
 * picked, the result is one of the server's legal actions.
 */
function useTermsPicker<A extends { readonly terms: Terms }>(candidates: readonly A[], fields: readonly TradeField[]) {
  const [picked, setPicked] = useState<Readonly<Record<string, string>>>({});
  let rest = candidates;
  const asked: { field: TradeField; values: unknown[]; value: unknown }[] = [];
  for (const field of fields) {
    const values: unknown[] = [];
    const seen = new Set<string>();
    for (const c of rest) {
      const k = key(c.terms[field.key]);
      if (!seen.has(k)) {
        seen.add(k);
        values.push(c.terms[field.key]);
      }
    }
    if (values.length === 0) break;
    const value = values.find((v) => key(v) === picked[field.key]) ?? values[0];
    if (values.length > 1) asked.push({ field, values, value });
    rest = rest.filter((c) => key(c.terms[field.key]) === key(value));
  }
  return {
    asked,
    action: rest[0] ?? null,
    pick: (field: string, value: string) => setPicked((p) => ({ ...p, [field]: value })),
  };
}

type Picker = ReturnType<typeof useTermsPicker>;

/**
 * The asked fields, each a select; a field with `picture` shows its values as buttons above its
 * select too (a card to give, a card to ask for), picked by clicking. The buttons are no tab
 * stops: the select is the keyboard's path to the same choice.
 */
function TermsFields({ picker, idBase }: { picker: Picker; idBase: string }) {
  return (
    <>
      {picker.asked.map(({ field, values, value }) => (
        <div key={field.key} className={field.picture ? 'trade-field trade-field--pictures' : 'trade-field'}>
          {field.picture && (
            <p className="trade-pick__caption" aria-hidden="true">
              {field.label}
            </p>
          )}
          {field.picture && (
            <div className="trade-pick" role="group" aria-label={field.label} data-testid={`trade-pick-${field.key}`}>
              {values.map((v) => (
                <button
                  key={key(v)}
                  type="button"
                  tabIndex={-1}
                  className="trade-pick__item"
                  aria-pressed={key(v) === key(value)}
                  title={field.format(v)}
                  data-value={key(v)}
                  onClick={() => picker.pick(field.key, key(v))}
                >
                  {field.picture?.(v)}
                </button>
              ))}
            </div>
          )}
          <label>
            {/* With pictures, the caption above them names the field on the screen. */}
            <span className={field.picture ? 'visually-hidden' : undefined}>{field.label}</span>
            <select
              id={`${idBase}-${field.key}`}
              data-testid={`trade-${field.key}`}
              value={key(value)}
              onChange={(e) => picker.pick(field.key, e.target.value)}
            >
              {values.map((v) => (
                <option key={key(v)} value={key(v)}>
                  {field.format(v)}
                </option>
              ))}
            </select>
          </label>
        </div>
      ))}
    </>
  );
}

function ProposeForm({
  proposals,
  ui,
  view,
  me,
  names,
  act,
  busy,
}: { proposals: readonly Proposal[]; ui: GameUi } & Pick<TableProps, 'view' | 'me' | 'names' | 'act' | 'busy'>) {
  const id = useId();
  const partners = [...new Set(proposals.map((p) => p.to))].sort((a, b) => a - b);
  const [partner, setPartner] = useState<number | null>(null);
  const to = partner !== null && partners.includes(partner) ? partner : partners[0]!;
  const picker = useTermsPicker(
    proposals.filter((p) => p.to === to),
    ui.tradeFields,
  );
  const { TradeForm } = ui;
  return (
    <>
      <form
        className="trade-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (picker.action) act(picker.action);
        }}
      >
        <label>
          <span>Trade with</span>
          <select data-testid="trade-partner" value={to} onChange={(e) => setPartner(Number(e.target.value))}>
            {partners.map((s) => (
              <option key={s} value={s}>
                {names[s]}
              </option>
            ))}
          </select>
        </label>
        <TermsFields picker={picker} idBase={id} />
        {picker.action && (
          <button type="submit" className="primary" data-testid="trade-propose" disabled={busy}>
            Propose: {ui.termsText(picker.action.terms, names)}
          </button>
        )}
      </form>
      {TradeForm && me !== null && (
        <details className="trade-write" data-testid="trade-write">
          <summary>Write other terms</summary>
          <TradeForm
            view={view}
            names={names}
            me={me}
            partners={partners}
            received={null}
            verb="Propose"
            busy={busy}
            send={(to, terms) => act({ type: 'propose', to, terms })}
          />
        </details>
      )}
    </>
  );
}

export function CounterForm({
  offer,
  counters,
  ui,
  view,
  me,
  names,
  act,
  busy,
}: { offer: Offer<unknown>; counters: readonly Counter[]; ui: GameUi } & Pick<
  TableProps,
  'view' | 'me' | 'names' | 'act' | 'busy'
>) {
  const id = useId();
  const picker = useTermsPicker(counters, ui.tradeFields);
  const { TradeForm } = ui;
  return (
    <details className="trade-counter">
      <summary>Make a counter-offer instead</summary>
      {TradeForm && me !== null ? (
        // A counter-offer edits the terms received, any of them.
        <TradeForm
          view={view}
          names={names}
          me={me}
          partners={[offer.from]}
          received={offer.terms}
          verb="Counter"
          busy={busy}
          send={(_, terms) => act({ type: 'counter', offer: offer.id, terms })}
        />
      ) : (
        <form
          className="trade-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (picker.action) act(picker.action);
          }}
        >
          <TermsFields picker={picker} idBase={id} />
          {picker.action && (
            <button type="submit" data-testid="trade-counter" disabled={busy}>
              Counter: {ui.termsText(picker.action.terms, names)}
            </button>
          )}
        </form>
      )}
    </details>
  );
}

/**
 * Trades, for any game with offers: propose (partner, then the terms, from the listed `propose`
 * actions), and, with an offer open, what it is, its countdown and withdraw as listed; an offer
 * to us is answered in the decision box (`OfferAnswer`).
 */
export function TradePanel({ ui, deadline, ...table }: TableProps & { ui: GameUi; deadline: DeadlineInfo | null }) {
  const id = useId();
  const { view, legal, act, busy, names, me } = table;
  const acts = legal as readonly Act[];
  const offer = view.offer as Offer<unknown> | null;
  const proposals = acts.filter((a): a is Proposal => a.type === 'propose');
  // A spectator reads offers in the log: the panel is for the seats that may trade.
  if (me === null || (!offer && proposals.length === 0)) return null;
  const find = (type: string) => acts.find((a) => a.type === type && offer && a.offer === offer.id);
  const withdraw = find('withdraw');
  const note = ui.tradeNote(view);
  return (
    <section className="panel trade" aria-labelledby={`${id}-h`} data-testid="trade-panel">
      <div className="prompt__head">
        <h2 id={`${id}-h`}>{offer ? 'A trade is on offer' : 'Propose a trade'}</h2>
        {offer && deadline?.kind === 'window' && <Countdown dueAt={deadline.dueAt} label="Time to answer the offer" />}
      </div>
      {offer ? (
        <>
          {offer.to === me ? (
            // Answered in the decision box (`OfferAnswer`), first of what we are to decide.
            <p>{offerSentence(offer, names, me, ui)} Your answer is in the decision box.</p>
          ) : (
            <p data-testid="trade-offer">{offerSentence(offer, names, me, ui)}</p>
          )}
          <div className="button-row">
            {withdraw && (
              <button type="button" data-testid="trade-withdraw" disabled={busy} onClick={() => act(withdraw)}>
                Withdraw the offer
              </button>
            )}
          </div>
          {offer.to !== me && <p className="muted">Waiting for {names[offer.to]} to answer.</p>}
        </>
      ) : (
        <ProposeForm proposals={proposals} ui={ui} view={view} me={me} names={names} act={act} busy={busy} />
      )}
      {note && !offer && <p className="muted">{note}</p>}
    </section>
  );
}
