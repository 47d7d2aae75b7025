import type { DogEatDog } from '@cutthroat/dog-eat-dog';
import type { RevealProps } from '@cutthroat/web-kit';
import { cardName, formatCash } from '@cutthroat/dog-eat-dog';

/** A finished match's secrets: every Swiss account, kept card and embezzled amount. */
export function Reveal({ state, names }: RevealProps<DogEatDog>) {
  const G = state.G;
  return (
    <section className="panel reveal" aria-label="Everything revealed" data-testid="reveal">
      <ul>
        {G.players.map((p, s) => (
          <li key={s}>
            <strong>{names[s] ?? `Seat ${s + 1}`}</strong>: Swiss account {formatCash(p.swiss)}; kept cards:{' '}
            {p.kept.length ? p.kept.map(cardName).join(', ') : 'none'}
          </li>
        ))}
      </ul>
      <p>Red Tape stack, top first: {G.redTape.stack.map(cardName).join(', ') || 'empty'}</p>
    </section>
  );
}
