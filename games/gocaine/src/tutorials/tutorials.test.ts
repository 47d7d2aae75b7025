import { expectedIsListed, startTutorial, tutorialMove, TutorialError, type Tutorial } from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import { gocaine, type GoCaine } from '../game.js';
import { gocaineTutorials } from './index.js';
import { at } from './points.js';

/** Plays a tutorial's script to its end: each expected move listed for the learner, then accepted. */
function playThrough(t: Tutorial) {
  const start = startTutorial(gocaine, t);
  if (!start.ok) throw new Error(start.error.message);
  let at_ = start.value;
  for (const step of t.steps) {
    expect(expectedIsListed(gocaine, t, at_), `listed: ${JSON.stringify(step.expect)}`).toBe(true);
    const next = tutorialMove<GoCaine>(gocaine, t, at_, step.expect);
    if (!next.ok) throw new Error(`${next.error.code}: ${next.error.message}`);
    at_ = next.value;
  }
  return at_;
}

const byId = (id: string) => gocaineTutorials.find((t) => t.id === id)!;

describe('GoCaine tutorials play through on the rules', () => {
  it.each(gocaineTutorials.map((t) => [t.id, t] as const))('%s', (_, t) => {
    const end = playThrough(t);
    expect(end.step).toBe(t.steps.length);
  });

  it('the Transport Example ends with the 3 mt in Southwest and no movement left', () => {
    const end = playThrough(byId('transport-example'));
    expect(end.state.G.held[at('C3')]).toBe(3);
    expect(end.state.G.held[at('F11')]).toBe(0);
    expect(end.state.G.movementLeft).toBe(0);
  });

  it('the seizure roll is 2 + 2 and seizes the 2 mt', () => {
    const end = playThrough(byId('seizure-roll'));
    expect(end.state.G.held[at('A11')]).toBe(0);
    const events = end.log.flatMap((l) => l.events);
    expect(events).toContainEqual(expect.objectContaining({ seized: true }));
  });

  it('Kiss The Ring takes the captured shipment', () => {
    const end = playThrough(byId('kiss-the-ring'));
    expect(end.state.G.held[at('B1')]).toBe(3);
    expect(end.state.G.board.colourAt(at('B1'))).toBe(end.state.G.board.colourAt(at('A1')));
  });

  it('refuses another move than the step expects, and changes nothing', () => {
    const t = byId('kiss-the-ring');
    const start = startTutorial(gocaine, t);
    if (!start.ok) throw new Error(start.error.message);
    const r = tutorialMove(gocaine, t, start.value, { type: 'deploy', point: at('J2') });
    expect(!r.ok && r.error.code).toBe(TutorialError.NotThisMove);
  });
});
