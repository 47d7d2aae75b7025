import { cardName, content, divisionName, RAW, PRODUCTS } from '@cutthroat/dog-eat-dog';
import { SeatBadge, type TableProps } from '@cutthroat/web-kit';
import { useId } from 'react';
import { Actions } from './Actions.js';
import { gridPlace, spaceCell, squareCell } from './layout.js';
import { formatCash, itemName, lawText, plural, squareName, stageText, type DedView } from './text.js';

const who = (names: readonly string[], s: number) => names[s] ?? `Seat ${s + 1}`;
const counts = (c: Readonly<Record<string, number>>) =>
  Object.entries(c)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${n} ${itemName(k)}`)
    .join(', ') || 'none';

/** The ring of spaces, with each player's piece on its space. */
function Ring({ g, names }: { g: DedView['game']; names: readonly string[] }) {
  return (
    <ol className="ded-ring" aria-label="The board's spaces" data-testid="ring">
      {content.board.spaces.map((space, i) => {
        const here = g.players.flatMap((p, s) => (p.position === i && p.status !== 'left' ? [s] : []));
        return (
          <li key={space.id} className={here.length ? 'occupied' : undefined} style={gridPlace(spaceCell(i))}>
            <span className="ded-space-name">{space.name}</span>
            {here.map((s) => (
              <span key={s} className="ded-piece">
                <SeatBadge seat={s} small /> {who(names, s)}
              </span>
            ))}
          </li>
        );
      })}
    </ol>
  );
}

/** The 4x4 Inner Map: stage by colour and by pattern and words, pollution markers, controller. */
function InnerMap({ g, names }: { g: DedView['game']; names: readonly string[] }) {
  return (
    <div className="ded-map" role="group" aria-label="The Inner Map" data-testid="inner-map">
      {g.stage.map((stage, s) => {
        const owner = g.control[s] ?? null;
        const markers = g.pollution[s] ?? 0;
        return (
          <div
            key={s}
            className={`ded-square ded-stage-${stage}`}
            style={gridPlace(squareCell(s))}
            data-testid={`square-${s}`}
          >
            <strong>{squareName(s)}</strong>
            <span>{stageText(stage)}</span>
            <span>{markers ? `${'●'.repeat(markers)} ${plural(markers, 'pollution marker')}` : 'no pollution'}</span>
            <span>{owner === null ? 'uncontrolled' : `controlled by ${who(names, owner)}`}</span>
          </div>
        );
      })}
    </div>
  );
}

function Players({ g, names }: { g: DedView['game']; names: readonly string[] }) {
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
function Private({ g }: { g: DedView['game'] }) {
  if (g.you === null) return null;
  const mine = g.breaches.filter((b) => b.seat === g.you && b.amount !== null);
  return (
    <section className="panel ded-private" aria-label="Only you see this" data-testid="private">
      <h3>Only you see this</h3>
      <p>Swiss account: {g.swiss === null ? 'none' : formatCash(g.swiss)}</p>
      <p>Kept cards: {g.kept.length ? g.kept.map(cardName).join(', ') : 'none'}</p>
      {g.drawing && <p>Drawing: {cardName(g.drawing)}</p>}
      {mine.length > 0 && (
        <p>
          Your embezzlement against the law:{' '}
          {mine.map((b) => `breach ${b.id} of ${cardName(b.law)}: ${formatCash(b.amount!)}`).join('; ')}
        </p>
      )}
    </section>
  );
}

/** The Dog Eat Dog table, from this seat's view only; then our moves. */
export function Table({ view, legal, act, busy, names }: TableProps) {
  const id = useId();
  const v = view as DedView;
  const g = v.game;
  return (
    <section className="ded-table" aria-labelledby={`${id}-h`} data-testid="table">
      <h2 id={`${id}-h`} className="visually-hidden">
        The table
      </h2>
      <div className="panel ded-board">
        <Ring g={g} names={names} />
        <InnerMap g={g} names={names} />
      </div>
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
            Breaches on record:{' '}
            {g.breaches.map((b) => `${b.id}: ${who(names, b.seat)} (${cardName(b.law)})`).join('; ')}
          </p>
        )}
      </section>
      <section className="panel" aria-label="Marketplace and supply" data-testid="market">
        <h3>Marketplace and supply</h3>
        <p>Marketplace sheet ($12M each): {counts(g.marketplace)}</p>
        <p>
          Supply: {counts(g.supply.raw)}; {counts(g.supply.products)}; {plural(g.supply.workers, 'worker')};{' '}
          {plural(g.pollutionSupply, 'pollution marker')}
        </p>
        <p>
          Values this turn:{' '}
          {[...RAW, ...PRODUCTS]
            .filter((i) => g.turn.values[i] !== undefined)
            .map((i) => `${itemName(i)} ${formatCash(g.turn.values[i]!)}`)
            .join(', ') || 'none rolled'}
        </p>
        <p>Red Tape stack: {plural(g.stackSize, 'card')}</p>
      </section>
      <Players g={g} names={names} />
      <Private g={g} />
      {!v.window && <Actions legal={legal} act={act} busy={busy} names={names} />}
    </section>
  );
}
