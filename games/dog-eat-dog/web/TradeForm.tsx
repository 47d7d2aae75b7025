import {
  PRODUCTS,
  RAW,
  cardName,
  squareName,
  termsText,
  tidyBundle,
  tradeProblem,
  type Bundle,
  type DogEatDog,
  type TradeTerms,
} from '@cutthroat/dog-eat-dog';
import type { TradeFormProps } from '@cutthroat/web-kit';
import { useState } from 'react';
import { itemName, type DedView } from './text.js';

type Counts = Readonly<Record<string, number>>;

const toggle = <T,>(xs: readonly T[] | undefined, x: T, on: boolean): T[] =>
  on ? [...(xs ?? []).filter((y) => y !== x), x] : (xs ?? []).filter((y) => y !== x);

/** A whole number from 0 to `max`, typed or stepped. */
function Stepper(props: { label: string; value: number; max: number; testId: string; set: (n: number) => void }) {
  const { label, value, max, testId, set } = props;
  return (
    <label className="trade-count">
      <span>{label}</span>
      <input
        type="number"
        min={0}
        max={max}
        step={1}
        value={value}
        data-testid={testId}
        onChange={(e) => set(Math.max(0, Math.min(max, Math.floor(Number(e.target.value) || 0))))}
      />
    </label>
  );
}

/** What one seat puts in: any amount of money, goods by count, officials, squares, kept cards. */
function Side(props: {
  v: DedView;
  seat: number;
  me: number;
  side: 'give' | 'get';
  title: string;
  b: Bundle;
  set: (b: Bundle) => void;
}) {
  const { v, seat, me, side, title, b, set } = props;
  const g = v.game;
  const p = g.players[seat]!;
  const count = (k: 'raw' | 'products', item: string, held: number) => (
    <Stepper
      key={item}
      label={itemName(item)}
      value={(b[k] as Counts | undefined)?.[item] ?? 0}
      max={held}
      testId={`trade-${side}-${item}`}
      set={(n) => set({ ...b, [k]: { ...b[k], [item]: n } })}
    />
  );
  const check = (key: string, label: string, on: boolean, flip: (on: boolean) => void) => (
    <label key={key} className="trade-check">
      <input
        type="checkbox"
        checked={on}
        data-testid={`trade-${side}-${key}`}
        onChange={(e) => flip(e.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
  const squares = g.control.flatMap((c, s) => (c === seat ? [s] : []));
  const kept = Array.from({ length: p.keptCount }, (_, k) => k);
  return (
    <fieldset className="trade-side">
      <legend>{title}</legend>
      <Stepper
        label="$M"
        value={b.money ?? 0}
        max={p.corporate}
        testId={`trade-${side}-money`}
        set={(n) => set({ ...b, money: n })}
      />
      {RAW.filter((r) => p.raw[r] > 0).map((r) => count('raw', r, p.raw[r]))}
      {PRODUCTS.filter((x) => p.products[x] > 0).map((x) => count('products', x, p.products[x]))}
      {p.officials.map((c) =>
        check(c, cardName(c), b.officials?.includes(c) ?? false, (on) =>
          set({ ...b, officials: toggle(b.officials, c, on) }),
        ),
      )}
      {squares.map((s) =>
        check(`square-${s}`, `control of ${squareName(s)}`, b.squares?.includes(s) ?? false, (on) =>
          set({ ...b, squares: toggle(b.squares, s, on) }),
        ),
      )}
      {kept.map((k) =>
        check(
          `kept-${k}`,
          seat === me && g.kept[k] ? `kept ${cardName(g.kept[k])}` : `kept card #${k + 1}`,
          b.kept?.includes(k) ?? false,
          (on) => set({ ...b, kept: toggle(b.kept, k, on) }),
        ),
      )}
    </fieldset>
  );
}

/**
 * Any trade the rules allow (Trade Between Players): money in any amount, goods by count,
 * officials, squares and kept cards, on both sides. It says before sending whether the partner
 * can accept, by what the table can see (`tradeProblem`); a counter-offer starts from the terms
 * received, seen from our side.
 */
export function TradeForm({ view, names, me, partners, received, verb, busy, send }: TradeFormProps<DogEatDog>) {
  const [partner, setPartner] = useState<number | null>(null);
  const [give, setGive] = useState<Bundle>(received?.get ?? {});
  const [get, setGet] = useState<Bundle>(received?.give ?? {});
  const to = partner !== null && partners.includes(partner) ? partner : partners[0];
  if (to === undefined) return null;
  const terms: TradeTerms = { give: tidyBundle(give), get: tidyBundle(get) };
  const problem = tradeProblem(view.game, me, to, terms, names);
  // Our own side must hold; the partner's side may be sent anyway (he may hold it by his answer).
  const blocked = problem !== null && !problem.startsWith(`${names[to]} cannot accept`);
  return (
    <form
      className="trade-form trade-terms"
      data-testid="trade-terms"
      onSubmit={(e) => {
        e.preventDefault();
        if (!blocked) send(to, terms);
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
      <Side v={view} seat={me} me={me} side="give" title="You give" b={give} set={setGive} />
      <Side v={view} seat={to} me={me} side="get" title={`${names[to]} gives`} b={get} set={setGet} />
      <p className={problem ? 'why-not' : 'muted'} data-testid="trade-terms-check">
        {problem ?? `${names[to]} can accept this: they hold what you ask for.`}
      </p>
      <button type="submit" data-testid="trade-send" disabled={busy || blocked}>
        {verb}: {termsText(terms)}
      </button>
    </form>
  );
}
