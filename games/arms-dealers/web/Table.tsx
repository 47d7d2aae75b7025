import { faceOf, type ArmsDealers, type CardId } from '@cutthroat/arms-dealers';
import { useEffect, useId, useState } from 'react';
import {
  Decision,
  SeatBadge,
  Term,
  StepTracker,
  type RevealProps,
  type TrackedStep,
  type TableProps,
} from '@cutthroat/web-kit';
import { Card, CardBack, sortFaces } from './Card.js';
import { DealBuilder } from './DealBuilder.js';
import { cardsInDeal, choiceOf, clickCard } from './deal-pick.js';
import { DealOnTable } from './DealOnTable.js';
import { DiscardChooser, Hand } from './Hand.js';
import { ofType, type DealChoice } from './legal.js';
import { plural, type AdView } from './text.js';

/** A turn at a glance: draw (and discard down), lay a deal, interceptions, profit. */
const TURN_STEPS: readonly TrackedStep[] = [
  { id: 'draw', label: '1 · Draw' },
  { id: 'deal', label: '2 · Deal' },
  { id: 'intercept', label: '3 · Intercept' },
  { id: 'profit', label: '4 · Profit' },
];

/**
 * The tracker's step for the view's `phase`: discarding follows the draw; an evasion is part of
 * the interceptions; the profit is paid the moment a deal stands, so it is never a phase of its own.
 */
function trackedStep(phase: AdView['game']['phase']): string | null {
  if (phase === 'discard') return 'draw';
  if (phase === 'intercept' || phase === 'evade') return 'intercept';
  return phase === 'deal' ? 'deal' : null;
}

/** The Arms Dealers table: the board everyone sees, then our hand and our moves. */
export function Table({ view: v, legal, act, busy, names, me, lastMoves = [] }: TableProps<ArmsDealers>) {
  const id = useId();
  const g = v.game;
  const hand = g.hand;
  const discards = ofType(legal, 'discard');
  const myDealPhase = !v.window && !v.offer && ofType(legal, 'end-turn').length > 0;
  // The deal being built, by the cards of the hand or the builder's selects: a new turn starts afresh.
  const [dealPick, setDealPick] = useState<Partial<DealChoice>>({});
  useEffect(() => setDealPick({}), [g.turn]);
  const dealChoice = hand ? choiceOf(hand, ofType(legal, 'deal'), dealPick) : null;
  const top = g.discard.at(-1);
  return (
    <section className="ad-table" aria-labelledby={`${id}-h`} data-testid="table">
      <h2 id={`${id}-h`} className="visually-hidden">
        The table
      </h2>
      <div className="panel board">
        <div className="board__piles">
          <div className="pile" data-testid="deck">
            <CardBack count={g.deckSize} label={`Deck: ${plural(g.deckSize, 'card')}`} />
            <span>
              <Term word="deck">Deck</Term>
              <br />
              <strong>{plural(g.deckSize, 'card')}</strong>
            </span>
          </div>
          <div className="pile" data-testid="discard-pile">
            {top ? <Card face={top} small /> : <span className="card-slot" aria-hidden="true" />}
            <span>
              Discard pile
              <br />
              <strong>{plural(g.discard.length, 'card')}</strong>
            </span>
          </div>
        </div>
        {g.discard.length > 1 && (
          <details className="discard-list">
            <summary>Every card in the discard pile</summary>
            <p>{g.discard.join(', ')}</p>
          </details>
        )}
        <ul className="hand-sizes" aria-label="Cards in each hand">
          {g.handSizes.map((n, seat) => (
            <li key={seat} className={seat === g.active ? 'is-active' : undefined}>
              <SeatBadge seat={seat} small />
              <span>
                {names[seat]}: {plural(n, 'card')}
              </span>
            </li>
          ))}
        </ul>
        <DealOnTable game={g} names={names} lastMoves={lastMoves} />
      </div>
      <Decision>
        <StepTracker steps={TURN_STEPS} current={trackedStep(g.phase)} label="The turn’s steps" />
        {discards.length > 0 && hand && (
          <DiscardChooser key={hand.map((c) => c.id).join(',')} hand={hand} legal={legal} act={act} busy={busy} />
        )}
        {myDealPhase && hand && (
          <DealBuilder hand={hand} legal={legal} act={act} busy={busy} picked={dealPick} setPicked={setDealPick} />
        )}
      </Decision>
      {discards.length > 0 && hand ? null : hand ? (
        <Hand
          hand={hand}
          deal={
            myDealPhase && dealChoice
              ? {
                  inDeal: cardsInDeal(dealChoice, hand),
                  onCard: (face) => setDealPick(clickCard(dealPick, dealChoice, face, hand)),
                }
              : null
          }
        />
      ) : (
        me === null && (
          <p className="panel muted" data-testid="spectating">
            Spectators see no hand: every hand is hidden.
          </p>
        )
      )}
    </section>
  );
}

/** Replays only, once the match is over: every hand and the deck, in order. */
export function Reveal({ state, names }: RevealProps<ArmsDealers>) {
  const G = state.G;
  const faces = (ids: readonly CardId[]) => ids.map((id) => ({ id, face: faceOf(id) }));
  const deck = G.deck.slice(G.drawn);
  return (
    <section className="panel reveal" aria-label="Everything revealed" data-testid="reveal">
      <h3>Every hand</h3>
      {G.hands.map((h, seat) => (
        <div key={seat} className="reveal__hand" data-testid={`reveal-hand-${seat}`}>
          <p>
            <SeatBadge seat={seat} small /> {names[seat]} ({plural(h.length, 'card')})
          </p>
          <ul className="card-row">
            {sortFaces(faces(h)).map((c) => (
              <li key={c.id}>
                <Card face={c.face} small />
              </li>
            ))}
          </ul>
        </div>
      ))}
      <h3>The deck, next card first</h3>
      <p className="deck-order">{deck.length ? deck.map(faceOf).join(', ') : 'empty'}</p>
    </section>
  );
}
