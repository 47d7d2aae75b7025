import { describe, expect, it } from 'vitest';
import { CATALOG } from '../src/index.js';
import { WEB_CATALOG } from './index.js';

describe('the web catalogue', () => {
  it('has a table for every game of the catalogue, in its order', () => {
    expect(WEB_CATALOG.games.map((ui) => ui.id)).toEqual(CATALOG.ids);
  });

  it.each(CATALOG.games.map((m) => [m.id, m] as const))(
    '%s: the table carries the module’s rules and words',
    (id, m) => {
      const ui = WEB_CATALOG.get(id);
      expect(ui?.rules).toBe(m.game);
      expect(ui?.title).toBe(m.title);
      expect(ui?.refusals).toEqual(m.refusals);
      expect(WEB_CATALOG.title(id)).toBe(m.title);
    },
  );

  it.each(['__proto__', 'constructor', 'toString', 'go-fish', ''])('knows no game %j', (id) => {
    expect(WEB_CATALOG.get(id)).toBeUndefined();
    expect(WEB_CATALOG.title(id)).toBe(id);
  });
});
