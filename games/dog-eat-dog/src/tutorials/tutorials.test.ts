import { expectedIsListed, startTutorial, tutorialMove, TutorialError, type Tutorial } from '@cutthroat/engine';
import { describe, expect, it } from 'vitest';
import { dogEatDog } from '../game.js';
import { dogEatDogTutorials } from './index.js';

/** Plays a tutorial's script to its end: each expected move listed for the learner, then accepted. */
function playThrough(t: Tutorial) {
  const start = startTutorial(dogEatDog, t);
  if (!start.ok) throw new Error(start.error.message);
  let at = start.value;
  for (const step of t.steps) {
    expect(expectedIsListed(dogEatDog, t, at), `listed: ${JSON.stringify(step.expect)}`).toBe(true);
    const next = tutorialMove<typeof dogEatDog>(dogEatDog, t, at, step.expect);
    if (!next.ok) throw new Error(`${next.error.code}: ${next.error.message}`);
    at = next.value;
  }
  return at;
}

const byId = (id: string) => dogEatDogTutorials.find((t) => t.id === id)!;
const events = (end: ReturnType<typeof playThrough>) => end.log.flatMap((l) => l.events);

describe('Dog Eat Dog tutorials play through on the rules', () => {
  it.each(dogEatDogTutorials.map((t) => [t.id, t] as const))('%s', (_, t) => {
    const end = playThrough(t);
    expect(end.step).toBe(t.steps.length);
    expect(end.state.outcome).toBeNull();
  });

  it('the Square A extraction takes two iron and one coal and degrades Square A to Stage 2', () => {
    const end = playThrough(byId('square-a-extraction'));
    const me = end.state.G.players[0]!;
    expect(me.workers).toBe(3);
    // The starting iron plus two; the coal from the square.
    expect(me.raw).toMatchObject({ iron: 3, coal: 1 });
    // $25M, less $2M payroll and $3M for the third worker.
    expect(me.corporate).toBe(20);
    expect(end.state.G.map.stage[0]).toBe(2);
    expect(events(end)).toContainEqual(expect.objectContaining({ type: 'extracted', square: 0, degraded: true }));
  });

  it('the market-value sale rolls iron at 4 and sells it for $4M', () => {
    const end = playThrough(byId('market-value'));
    const me = end.state.G.players[0]!;
    expect(end.state.G.turn.values).toMatchObject({ iron: 4 });
    expect(me.raw.iron).toBe(0);
    expect(me.corporate).toBe(29);
    expect(end.state.G.marketplace.iron).toBe(1);
  });

  it('embezzling before the IRS leaves $20M, which pays no tax', () => {
    const end = playThrough(byId('embezzle-before-irs'));
    const me = end.state.G.players[0]!;
    expect(me.position).toBe(0);
    expect(me.swiss).toBe(20);
    expect(me.corporate).toBe(20);
  });

  it('rolling first instead would have cost a third of $40M: the step refuses it, and nothing changes', () => {
    const t = byId('embezzle-before-irs');
    const start = startTutorial(dogEatDog, t);
    if (!start.ok) throw new Error(start.error.message);
    const r = tutorialMove(dogEatDog, t, start.value, { type: 'roll' });
    expect(!r.ok && r.error.code).toBe(TutorialError.NotThisMove);
    expect(start.value.state.G.players[0]!.corporate).toBe(40);
  });
});
