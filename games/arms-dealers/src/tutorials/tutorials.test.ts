import { expectedIsListed, startTutorial, tutorialMove, TutorialError, type Tutorial } from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import { armsDealers, type ArmsDealers } from '../game.js';
import { armsDealersTutorials } from './index.js';

/** Plays a tutorial's script to its end: each expected move listed for the learner, then accepted. */
function playThrough(t: Tutorial) {
  const start = startTutorial(armsDealers, t);
  if (!start.ok) throw new Error(start.error.message);
  let at = start.value;
  for (const step of t.steps) {
    expect(expectedIsListed(armsDealers, t, at), `listed: ${JSON.stringify(step.expect)}`).toBe(true);
    const next = tutorialMove<ArmsDealers>(armsDealers, t, at, step.expect);
    if (!next.ok) throw new Error(`${next.error.code}: ${next.error.message}`);
    at = next.value;
  }
  return at;
}

const byId = (id: string) => armsDealersTutorials.find((t) => t.id === id)!;

describe('Arms Dealers tutorials play through on the rules', () => {
  it.each(armsDealersTutorials.map((t) => [t.id, t] as const))('%s', (_, t) => {
    expect(playThrough(t).step).toBe(t.steps.length);
  });

  it('four Missiles from the UK to Iraq make the rulebook’s $110', () => {
    const end = playThrough(byId('deal-and-profit'));
    expect(end.state.G.money[0]).toBe(110_00);
  });

  it('the CIA is evaded by the Staging Post and the $30 deal pays', () => {
    const end = playThrough(byId('interception-evaded'));
    const events = end.log.flatMap((l) => l.events);
    expect(events).toContainEqual(expect.objectContaining({ type: 'intercepted', seat: 1, agencies: ['CIA'] }));
    expect(end.state.G.money[0]).toBe(30_00);
  });

  it('an eighth card drawn, one discarded, and the deal of three Biologicals pays', () => {
    const end = playThrough(byId('discard-to-seven'));
    const events = end.log.flatMap((l) => l.events);
    expect(events).toContainEqual(expect.objectContaining({ type: 'discarded', seat: 0, cards: ['Iraq'] }));
    expect(end.state.G.money[0]).toBeGreaterThan(0);
  });

  it('the learner’s CIA destroys Boris’s deal, which pays him nothing', () => {
    const end = playThrough(byId('intercept-a-deal'));
    const events = end.log.flatMap((l) => l.events);
    expect(events).toContainEqual(expect.objectContaining({ type: 'intercepted', seat: 0, agencies: ['CIA'] }));
    expect(events).toContainEqual({ type: 'deal-destroyed', seat: 1 });
    expect(end.state.G.money[1]).toBe(0);
  });

  it('a Missile traded for Boris’s Chemical makes the deal of three Chemicals', () => {
    const end = playThrough(byId('trade-for-a-card'));
    const events = end.log.flatMap((l) => l.events);
    expect(events).toContainEqual(expect.objectContaining({ type: 'traded', from: 0, to: 1, give: 'Missile' }));
    expect(end.state.G.money[0]).toBe(30_00);
  });

  it('refuses another move than the step expects, and changes nothing', () => {
    const t = byId('deal-and-profit');
    const start = startTutorial(armsDealers, t);
    if (!start.ok) throw new Error(start.error.message);
    const r = tutorialMove(armsDealers, t, start.value, { type: 'end-turn' });
    expect(!r.ok && r.error.code).toBe(TutorialError.NotThisMove);
  });
});
