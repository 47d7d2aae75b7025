import {
  FACES,
  MAX_WANTED_FACES,
  acceptNote,
  offerProblem,
  termsText,
  wantedFaces,
  type ArmsDealers,
  type Face,
  type TradeTerms,
} from '@cutthroat/arms-dealers';
import type { TradeFormProps } from '@cutthroat/web-kit';
import { useState } from 'react';
import { CardChip } from './Card.js';
import { givePicture } from './trade-pictures.js';

/**
 * Any offer the rules allow: a card of one's hand (or none, for money), any of up to four faces
 * asked for (the partner gives the first he holds: his hand is secret), and money in any amount
 * when money trades are on. It says before sending what the rules would refuse (`offerProblem`)
 * and what the partner must hold to accept (`acceptNote`); a counter-offer starts from the terms
 * received, seen from our side.
 */
export function TradeForm({ view, names, me, partners, received, verb, busy, send }: TradeFormProps<ArmsDealers>) {
  const g = view.game;
  const hand = [...new Set((g.hand ?? []).map((c) => c.face))];
  const [partner, setPartner] = useState<number | null>(null);
  // Seen from our side, a counter gives what was asked of us (the face we hold, if we hold one).
  const asked = received ? wantedFaces(received).find((f) => hand.includes(f)) : undefined;
  const [give, setGive] = useState<Face | null>(asked ?? hand[0] ?? null);
  const [want, setWant] = useState<readonly Face[]>(received?.give ? [received.give] : []);
  const [money, setMoney] = useState(received ? 0 - received.money || 0 : 0);
  const to = partner !== null && partners.includes(partner) ? partner : partners[0];
  if (to === undefined) return null;
  const terms: TradeTerms = {
    give,
    want: want.length === 0 ? null : want.length === 1 ? want[0]! : [...want],
    money: g.options.moneyTrades ? money : 0,
  };
  const problem = offerProblem(g, me, to, terms);
  return (
    <form
      className="trade-form trade-terms"
      data-testid="trade-terms"
      onSubmit={(e) => {
        e.preventDefault();
        if (!problem) send(to, terms);
      }}
    >
      {partners.length > 1 && (
        <label>
          <span>Trade with</span>
          <select data-testid="trade-terms-partner" value={to} onChange={(e) => setPartner(Number(e.target.value))}>
            {partners.map((s) => (
              <option key={s} value={s}>
                {names[s]}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="trade-field trade-field--pictures">
        <p className="trade-pick__caption" aria-hidden="true">
          Card you give
        </p>
        {/* The cards are for the pointer; the select under them is the keyboard's (one tab stop). */}
        <div className="trade-pick" role="group" aria-label="Card you give" data-testid="trade-give-pick">
          {hand.map((f) => (
            <button
              key={f}
              type="button"
              tabIndex={-1}
              className="trade-pick__item"
              aria-pressed={give === f}
              title={f}
              onClick={() => setGive(f)}
            >
              {givePicture(f)}
            </button>
          ))}
        </div>
        <label>
          <span className="visually-hidden">Card you give</span>
          <select
            data-testid="trade-give-card"
            value={give ?? ''}
            onChange={(e) => setGive(e.target.value === '' ? null : (e.target.value as Face))}
          >
            {g.options.moneyTrades && <option value="">nothing</option>}
            {hand.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </select>
        </label>
      </div>
      <fieldset className="trade-side">
        <legend>Any one of these you ask for (up to {MAX_WANTED_FACES})</legend>
        {FACES.map((f) => (
          <label key={f} className="trade-check">
            <input
              type="checkbox"
              data-testid={`trade-want-${f}`}
              checked={want.includes(f)}
              disabled={!want.includes(f) && want.length >= MAX_WANTED_FACES}
              onChange={(e) => setWant(e.target.checked ? [...want, f] : want.filter((x) => x !== f))}
            />
            <CardChip face={f} />
          </label>
        ))}
      </fieldset>
      {g.options.moneyTrades && (
        <label className="trade-count">
          <span>Money you pay, in cents (negative: they pay)</span>
          <input
            type="number"
            step={100}
            value={money}
            data-testid="trade-money"
            onChange={(e) => setMoney(Math.trunc(Number(e.target.value) || 0))}
          />
        </label>
      )}
      <p className={problem ? 'why-not' : 'muted'} data-testid="trade-terms-check">
        {problem ?? acceptNote(terms, names[to] ?? `Seat ${to + 1}`)}
      </p>
      <button type="submit" data-testid="trade-send" disabled={busy || problem !== null}>
        {verb}: {termsText(terms)}
      </button>
    </form>
  );
}
