import { formatCash, squareName } from './text.js';
import type { DedView } from './text.js';

/**
 * A Public Auction as a small live panel: the square, who leads and with how much, the least bid
 * that beats it, who is still bidding and whose answer the table waits on. The leader wins when
 * every other bidder has stopped.
 */

export interface AuctionState {
  readonly square: number;
  readonly high: number;
  readonly bid: number;
  /** Seats that stopped bidding: out of this auction. */
  readonly out: readonly number[];
  /** Seats that have not stopped bidding: the table waits on their answer. */
  readonly waiting: readonly number[];
}

/** The auction under way, from the seat's view, or null when none is. */
export function auctionOf(v: DedView): AuctionState | null {
  const w = [...v.game.record.work].reverse().find((x) => x.kind === 'auction');
  if (!w || w.kind !== 'auction') return null;
  const win = v.window?.kind === 'auction' ? v.window : null;
  const waiting = win ? win.responders.filter((s) => !win.answered.includes(s)) : [];
  return { ...w.auction, waiting };
}

export function AuctionPanel({ v, names, me }: { v: DedView; names: readonly string[]; me: number | null }) {
  const a = auctionOf(v);
  if (!a) return null;
  const who = (s: number) => (s === me ? 'you' : (names[s] ?? `Seat ${s + 1}`));
  // A stop is final: whoever has not stopped may still bid.
  const still = a.waiting.filter((s) => s !== a.high && !a.out.includes(s));
  return (
    <div className="ded-auction" data-testid="auction-panel" aria-live="polite">
      <p data-testid="auction-lead">
        Public Auction for {squareName(a.square)}:{' '}
        <strong>{a.high === me ? 'You lead' : `${who(a.high)} leads`}</strong> with {formatCash(a.bid)}. The next bid
        must be at least {formatCash(a.bid + 1)}.
      </p>
      <p>
        {still.length
          ? `Still bidding against the leader: ${still.map(who).join(', ')}.`
          : 'Nobody else is still bidding.'}{' '}
        {a.high === me
          ? 'You win when every other bidder stops.'
          : `${who(a.high)} wins when every other bidder stops.`}
      </p>
    </div>
  );
}
