import type { GoCaine } from '@cutthroat/gocaine';
import type { RevealProps } from '@cutthroat/web-kit';

/** Nothing is hidden in GoCaine: the replay's table is already the whole state. */
export function Reveal(_: RevealProps<GoCaine>) {
  return (
    <section className="panel reveal" aria-label="Everything revealed" data-testid="reveal">
      <p>Nothing is hidden in GoCaine: the board and the panels above already show everything.</p>
    </section>
  );
}
