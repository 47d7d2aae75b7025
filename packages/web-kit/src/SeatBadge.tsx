import { seatColour, seatInk, seatLetter } from './seats.js';

/** The seat's colour with its letter on it: colour is never the only cue. */
export function SeatBadge({ seat, small = false }: { seat: number; small?: boolean }) {
  return (
    <span
      className={`seat-badge${small ? ' seat-badge--small' : ''}`}
      style={{ background: seatColour(seat), color: seatInk(seat) }}
      aria-label={`seat ${seatLetter(seat)}`}
      role="img"
    >
      <span aria-hidden="true">{seatLetter(seat)}</span>
    </span>
  );
}
