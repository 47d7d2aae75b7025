import { describe, expect, it } from 'vitest';
import { gocaineGuide } from './guide.js';
import { ACTION_NAMES, ACTION_TITLES, choiceOf, STEP_CHOICES, STEP_DURING, STEP_NAMES, TURN_ACTIONS } from './steps.js';

describe('the steps of a turn in words', () => {
  it('name the three actions as the rulebook does, short and in full', () => {
    expect(TURN_ACTIONS.map((a) => ACTION_NAMES[a])).toEqual(['Build & Buy', 'Transport', 'Sell']);
    expect(TURN_ACTIONS.map((a) => ACTION_TITLES[a])).toEqual(['Build & Buy', 'Transport Product', 'Sell Product']);
  });

  it('join names as a choice', () => {
    expect(choiceOf(['Build & Buy', 'Transport', 'Sell'])).toBe('Build & Buy, Transport or Sell');
    expect(choiceOf(['Transport', 'Sell'])).toBe('Transport or Sell');
    expect(choiceOf(['Sell'])).toBe('Sell');
  });

  it('word every step for the terminal, a refusal and the browser', () => {
    expect(STEP_NAMES).toEqual({
      action: 'choosing an action',
      buy: 'Build & Buy',
      transport: 'Transport Product',
      sell: 'Sell Product',
      deploy: 'deploying a cell',
      kiss: 'Kiss The Ring',
    });
    expect(STEP_DURING.sell).toBe('in the middle of a Sell');
    expect(STEP_DURING.kiss).toBe('deciding on Kiss The Ring');
    expect(STEP_CHOICES.action).toBe('choosing an action: Build & Buy, Transport, Sell, or none');
    expect(STEP_CHOICES.transport).toBe('Transport: move more, or Done');
  });

  it('give the guide its turn', () => {
    expect(gocaineGuide.turn[0]).toBe('Choose one action: Build & Buy, Transport Product or Sell Product (or none).');
  });
});
