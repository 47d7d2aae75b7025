import { cardName, content, divisionName, PRODUCTS, RAW } from '@cutthroat/dog-eat-dog';
import { SeatBadge } from '@cutthroat/web-kit';
import { cardText } from './question.js';
import { formatCash, itemName, lawText, plural, type DedView } from './text.js';

/** The sheets beside the board: laws, marketplace and supply, Red Tape, the players, our secrets. */

type Game = DedView['game'];
const who = (names: readonly string[], s: number) => names[s] ?? `Seat ${s + 1}`;
const counts = (c: Readonly<Record<string, number>>) =>
  Object.entries(c)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${n} ${itemName(k)}`)
    .join(', ') || 'none';

export function Players({ g, names }: { g: Game; names: readonly string[] }) {
  return (
    <table className="ded-players" data-testid="players">
      <thead>
        <tr>
          <th>Player</th>
          <th>Division</th>
          <th>Corporate</th>
          <th>Workers</th>
          <th>Raw</th>
          <th>Products</th>
          <th>Officials</th>
          <th>Kept</th>
          <th>Swiss</th>
        </tr>
      </thead>
      <tbody>
        {g.players.map((p, s) => (
          <tr key={s} className={s === g.active ? 'active' : undefined}>
            <td>
              <SeatBadge seat={s} small /> {who(names, s)}
              {p.status !== 'playing' && ` (${p.status === 'left' ? 'left' : 'reorganising'})`}
            </td>
            <td>{p.division ? divisionName(p.division) : '-'}</td>
            <td>
              {formatCash(p.corporate)}
              {p.debt > 0 && ` (owes ${formatCash(p.debt)})`}
            </td>
            <td>{p.workers}</td>
            <td>{counts(p.raw)}</td>
            <td>{counts(p.products)}</td>
            <td>{p.officials.map(cardName).join(', ') || 'none'}</td>
            <td>{p.keptCount}</td>
            <td>
              {p.swiss !== null
                ? formatCash(p.swiss)
                : p.shownSwiss !== null
                  ? `${formatCash(p.shownSwiss)} when shown`
                  : 'secret'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What only this seat sees: its Swiss account, kept cards and embezzled amounts. */
export function Private({ g }: { g: Game }) {
  if (g.you === null) return null;
  const mine = g.breaches.filter((b) => b.seat === g.you && b.amount !== null);
  return (
    <section className="panel ded-private" aria-label="Only you see this" data-testid="private">
      <h3>Only you see this</h3>
      <p>Swiss account: {g.swiss === null ? 'none' : formatCash(g.swiss)}</p>
      {g.kept.length ? (
        <>
          <p>Kept cards (each played when its moment comes):</p>
          <ul className="ded-kept" data-testid="kept-cards">
            {g.kept.map((c, k) => (
              <li key={k}>
                <strong>
                  #{k + 1} {cardName(c)}
                </strong>
                : {cardText(c)}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>Kept cards: none</p>
      )}
      {g.drawing && <p>Drawing: {cardName(g.drawing)}</p>}
      {mine.length > 0 && (
        <p>
          Your embezzlement against the law:{' '}
          {mine.map((b) => `${formatCash(b.amount!)} against the law of ${cardName(b.law)}`).join('; ')}
        </p>
      )}
    </section>
  );
}

/** The Public Laws sheet: the laws in force with their text, and the breaches on record. */
export function Laws({ g, names }: { g: Game; names: readonly string[] }) {
  return (
    <section className="panel" aria-label="Public Laws" data-testid="laws">
      <h3>Laws in force</h3>
      {g.laws.length ? (
        <ul>
          {g.laws.map((c) => {
            const l = lawText(c);
            return (
              <li key={c}>
                <strong>{l.name}</strong>: {l.text}
              </li>
            );
          })}
        </ul>
      ) : (
        <p>None.</p>
      )}
      {g.breaches.length > 0 && (
        <p>
          Breaches on record, reportable until the breaker's next turn:{' '}
          {g.breaches.map((b) => `${who(names, b.seat)} broke the law of ${cardName(b.law)}`).join('; ')}
        </p>
      )}
    </section>
  );
}

export function Market({ g }: { g: Game }) {
  return (
    <section className="panel" aria-label="Marketplace and supply" data-testid="market">
      <h3>Marketplace and supply</h3>
      <p>Marketplace sheet ($12M each): {counts(g.marketplace)}</p>
      <p>
        Supply: {counts(g.supply.raw)}; {counts(g.supply.products)}; {plural(g.supply.workers, 'worker')};{' '}
        {plural(g.pollutionSupply, 'pollution marker')}
      </p>
      <p data-testid="values">
        Values this turn:{' '}
        {[...RAW, ...PRODUCTS]
          .filter((i) => g.turn.values[i] !== undefined)
          .map((i) => `${itemName(i)} ${formatCash(g.turn.values[i]!)}`)
          .join(', ') || 'none rolled'}
      </p>
      <p>Red Tape stack: {plural(g.stackSize, 'card')}</p>
    </section>
  );
}

/** A Red Tape card face: its name, kind, text and flavour, as printed on the reconstructed deck. */
export function RedTapeCard({ id, label }: { id: string; label: string }) {
  const c = content.cardById.get(id);
  if (!c) return null;
  return (
    <article className={`ded-card ded-card-${c.type}`} data-testid="red-tape-card" data-card={id}>
      <p className="ded-card-label">{label}</p>
      <h4>{c.name}</h4>
      <p className="ded-card-kind">{c.type === 'official' ? `Corrupt Official · ${c.title}` : 'Current Event'}</p>
      <p>{c.type === 'official' ? c.lawText : c.text}</p>
      {c.type === 'official' && <p>{c.ownedText}</p>}
      <p className="ded-card-flavor">{c.flavor}</p>
    </article>
  );
}

/** The card this seat is drawing (seen only by it), else the last Current Event played out. */
export function RedTape({ g }: { g: Game }) {
  const last = g.discard.at(-1);
  if (!g.drawing && !last) return null;
  return (
    <section className="panel ded-red-tape" aria-label="Red Tape" data-testid="red-tape">
      {g.drawing ? (
        <RedTapeCard id={g.drawing} label="You are drawing (only you see it until it acts)" />
      ) : (
        <RedTapeCard id={last!} label="Last Red Tape card played out" />
      )}
    </section>
  );
}

/** Credits, and what this edition is: the rulebook's game on a reconstructed board and deck. */
export function About() {
  return (
    <details className="panel ded-about" data-testid="about">
      <summary>About this edition</summary>
      <p>
        <cite>Dog Eat Dog</cite> was designed by Evan Jones and published by Q.E.D. Games in 1999, for 3 to 6 players.
        This is Cutthroat&apos;s implementation of its printed rulebook, with the project&apos;s rulings where the
        rulebook is silent.
      </p>
      <p>
        <strong>Board and cards are a reconstruction.</strong> The printed board, the 16 Natural Square tiles, the 6
        Division cards and the 40 Red Tape cards are lost, and no public source describes them. Every space, icon, start
        square and card here is a designed replacement, faithful to what the rulebook says or implies, and not the
        original.
      </p>
    </details>
  );
}
