import { legalActionsOf, startTutorial, tutorialMove, viewOf } from '@cutthroat/engine';
import { gocaine, gocaineTutorials, parsePointName } from '@cutthroat/gocaine';
import { describe, expect, it } from 'vitest';
import { pathSteps, stepFor, suggestPath } from './legal.js';

const at = (name: string) => parsePointName(name)!;

describe('the Transport Example tutorial on the table', () => {
  it('expects exactly the moves the transport builder sends along its suggested path', () => {
    const t = gocaineTutorials.find((x) => x.id === 'transport-example')!;
    const game = gocaine;
    const start = startTutorial(game, t);
    if (!start.ok) throw new Error(start.error.message);
    let now = start.value;
    const view = () => viewOf(game, now.state, t.seat);
    const path = suggestPath(view().game, t.seat, at('F11'), at('C3'));
    expect(path).toEqual(['F11', 'C9', 'E6', 'C3'].map(at));
    for (const step of pathSteps(path!, 3)) {
      const sent = stepFor(legalActionsOf(game, now.state, t.seat).toArray(), step);
      const next = tutorialMove(game, t, now, sent);
      if (!next.ok) throw new Error(`${next.error.code}: ${next.error.message}`);
      now = next.value;
    }
    expect(now.step).toBe(t.steps.length);
  });
});
