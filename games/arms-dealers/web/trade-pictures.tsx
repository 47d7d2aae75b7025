import type { Face } from '@cutthroat/arms-dealers';
import type { ReactNode } from 'react';
import { Card, CardChip } from './Card.js';

/**
 * The trade panel's pictures (`TradeField.picture`): the card given is one of the hand, drawn as
 * a card; what is asked for is a kind of card (the partner's hand is hidden), drawn as a chip.
 */
export function givePicture(face: Face | null): ReactNode {
  return face === null ? <span className="card-chip">nothing</span> : <Card face={face} small />;
}

export function wantPicture(want: Face | readonly Face[] | null): ReactNode {
  if (want === null) return <span className="card-chip">nothing</span>;
  const faces: readonly Face[] = typeof want === 'string' ? [want] : want;
  return (
    <>
      {faces.map((f) => (
        <CardChip key={f} face={f} />
      ))}
    </>
  );
}
