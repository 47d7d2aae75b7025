import { describe, expect, it } from 'vitest';
import { AcquireError } from './acquisition.js';
import { LawError } from './breaking-the-law.js';
import { ContentDataError } from './content.js';
import { DogEatDogError } from './errors.js';
import { RedTapeError } from './red-tape.js';
import { RuleError } from './rules.js';
import { SetupError } from './setup.js';
import { TradeError } from './trades.js';
import { actionText, errorText, eventText, refusalWords, windowTitle } from './words.js';
import { WINDOW_ACTIONS } from './work.js';

describe('words', () => {
  it('has words for every error code', () => {
    const codes = [DogEatDogError, RuleError, LawError, AcquireError, SetupError, TradeError, RedTapeError].flatMap(
      (o) => Object.values(o),
    );
    for (const code of [...codes, ContentDataError]) expect(errorText(code), code).not.toBe(code);
    // The exported map holds exactly the codes the rules raise, each a sentence.
    expect(Object.keys(refusalWords).sort()).toEqual([...new Set([...codes, ContentDataError])].sort());
    for (const words of Object.values(refusalWords)) expect(words).toMatch(/^[A-Z].*\.$/);
    expect(errorText('constructor')).toBe('constructor');
  });

  it('titles every window and words actions and events', () => {
    for (const kind of Object.keys(WINDOW_ACTIONS)) expect(windowTitle(kind)).not.toBe(kind);
    expect(actionText({ type: 'extract', square: 0, items: ['iron', 'wood'] })).toBe(
      'Extract iron, timber from A (Saguaro cactus)',
    );
    expect(actionText({ type: 'transfer', amount: -5 })).toBe('Move $5M home from Switzerland');
    expect(eventText({ type: 'embezzled', seat: 1 }, ['Ann', 'Bob'])).toBe('Bob embezzles (how much is secret).');
    expect(eventText({ type: 'window-opened' }, [])).toBeNull();
  });
});
