import { content, divisionName, homeCityOf, iconsAt, spaceName, startSquareOf } from '@cutthroat/dog-eat-dog';
import { SeatBadge } from '@cutthroat/web-kit';
import type { ReactNode } from 'react';
import type { DedAction, DedView } from './text.js';
import { itemName, squareName } from './text.js';

/**
 * The Division cards: what a division makes and from what, where it starts and what it holds,
 * shown when choosing one and on each player's sheet. Home city and start square follow the
 * table's options (the swapped home cities).
 */

type Game = DedView['game'];
const who = (names: readonly string[], s: number) => names[s] ?? `Seat ${s + 1}`;
const one = (k: string, n: number | undefined) =>
  k === 'anyRaw'
    ? `${n} raw material of any kind`
    : k === 'pollution'
      ? `${n} pollution markers`
      : `${n} ${n === 1 && k === 'chemicals' ? 'chemical' : itemName(k)}`;
const list = (c: Readonly<Record<string, number | undefined>>, join: string) =>
  Object.entries(c)
    .map(([k, n]) => one(k, n))
    .join(join);

/** A division's rules beyond its recipes, in words. */
function specials(id: string): string[] {
  const d = content.divisionById.get(id)!;
  return [
    d.oneProductTypePerTurn ? 'Makes only one product type a turn.' : '',
    d.pollutes ? '' : 'Produces no pollution.',
    d.collectsPollution ? 'In Extraction each worker may collect one pollution marker from any square.' : '',
    d.mayDegrade ? '' : 'Never degrades a square: at most one raw material from a square a turn.',
    d.minPlayers > 3 ? `Only with ${d.minPlayers} or more players.` : '',
  ].filter(Boolean);
}

export function DivisionCard({ g, id, children }: { g: Game; id: string; children?: ReactNode }) {
  const d = content.divisionById.get(id);
  if (!d) return null;
  const start = startSquareOf(g.options, id);
  const q = content.naturalSquares[start]!;
  const start1 = iconsAt(q, 1).map(itemName).join(', ');
  return (
    <article className="ded-division" data-testid={`division-${id}`} aria-label={`Division card: ${d.name}`}>
      <h4>{d.name}</h4>
      <ul>
        <li>
          Makes {d.recipes.map((r) => `${itemName(r.product)} from ${list(r.inputs, ' + ')}`).join('; ')}, 1 worker
          each.
        </li>
        <li>
          Home city <strong>{spaceName(homeCityOf(g.options, id))}</strong>; start square {squareName(start)}: {start1}.
        </li>
        <li>
          Starts with $25M, 2 workers
          {Object.keys(d.startingRaw).length ? `, ${list(d.startingRaw, ', ')}` : ''}
          {d.startingPollution ? `, ${d.startingPollution} pollution markers` : ''}.
        </li>
        {specials(id).map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
      {children}
    </article>
  );
}

/** The divisions a seat may choose, each a card with its button: the choice is one the server listed. */
export function DivisionChoice({
  g,
  legal,
  act,
  busy,
}: {
  g: Game;
  legal: readonly DedAction[];
  act: (a: DedAction) => void;
  busy: boolean;
}) {
  const offered = legal.filter(
    (a): a is Extract<DedAction, { type: 'choose-division' }> => a.type === 'choose-division',
  );
  if (!offered.length) return null;
  return (
    <div className="ded-divisions" data-testid="division-choice">
      {offered.map((a) => (
        <DivisionCard key={a.division} g={g} id={a.division}>
          <button
            type="button"
            className="primary"
            disabled={busy}
            onClick={() => act(a)}
            data-testid="act-choose-division"
          >
            Choose {divisionName(a.division)}
          </button>
        </DivisionCard>
      ))}
    </div>
  );
}

/** Each player's Division card, on the players' sheet. */
export function PlayerDivisions({ g, names }: { g: Game; names: readonly string[] }) {
  const held = g.players.flatMap((p, s) => (p.division ? [{ s, division: p.division }] : []));
  if (!held.length) return null;
  return (
    <details className="panel" data-testid="player-divisions">
      <summary>Division cards at the table</summary>
      <div className="ded-divisions">
        {held.map(({ s, division }) => (
          <div key={s}>
            <p className="ded-division-holder">
              <SeatBadge seat={s} small /> {who(names, s)}
            </p>
            <DivisionCard g={g} id={division} />
          </div>
        ))}
      </div>
    </details>
  );
}
