import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { armsDealersModule } from '@cutthroat/arms-dealers/module';
import { dogEatDogUi } from '@cutthroat/dog-eat-dog/web';
import { gocaineModule } from '@cutthroat/gocaine/module';
import { gocaineUi } from '@cutthroat/gocaine/web';
import { defineGameUi } from '@cutthroat/web-kit';
import { CATALOG } from '../src/index.js';
import { WEB_CATALOG } from './index.js';

describe('the web catalogue', () => {
  it('has a table for every game of the catalogue, in its order', () => {
    expect(WEB_CATALOG.games.map((ui) => ui.id)).toEqual(CATALOG.ids);
  });

  it.each([
    ['arms-dealers', 'turn'],
    ['gocaine', 'round'],
    ['dog-eat-dog', 'round'],
  ])('%s: the money chart counts in %ss, the unit of its module’s `sim.turns`', (id, unit) => {
    expect(WEB_CATALOG.get(id)?.progress.unit).toBe(unit);
    expect(WEB_CATALOG.title(id)).toBe(CATALOG.get(id)?.title);
  });

  it.each(CATALOG.games.map((m) => [m.id, m] as const))(
    '%s: a guide and a glossary, the module’s, each picture drawn',
    (id, m) => {
      const ui = WEB_CATALOG.get(id)!;
      expect(m.guide).toBeDefined();
      const guide = m.guide!;
      expect(guide.goal.length).toBeGreaterThan(10);
      expect(guide.end.length).toBeGreaterThan(10);
      expect(guide.turn.length).toBeGreaterThan(1);
      const terms = m.glossary!.map((e) => e.term.toLowerCase());
      expect(new Set(terms).size).toBe(terms.length);
      for (const s of guide.sections.filter((s) => s.picture !== undefined)) {
        expect(ui.GuidePicture, `${id} draws ${s.picture}`).toBeDefined();
        const html = renderToStaticMarkup(createElement(ui.GuidePicture!, { picture: s.picture! }));
        expect(html, `${id} draws ${s.picture}`).toContain('<figcaption>');
      }
      expect(renderToStaticMarkup(createElement(ui.GuidePicture!, { picture: 'no-such-picture' }))).toBe('');
    },
  );

  it('pairs a table only with the module of its own game: `tsc` refuses any other pair', () => {
    // @ts-expect-error GoCaine's table is not written for Arms Dealers' views and actions.
    const crossed = () => defineGameUi(armsDealersModule, gocaineUi);
    // @ts-expect-error Dog Eat Dog's table is not written for GoCaine's.
    const other = () => defineGameUi(gocaineModule, dogEatDogUi);
    expect(defineGameUi(gocaineModule, gocaineUi).id).toBe('gocaine');
    expect([crossed, other]).toHaveLength(2);
  });

  it.each(['__proto__', 'constructor', 'toString', 'go-fish', ''])('knows no game %j', (id) => {
    expect(WEB_CATALOG.get(id)).toBeUndefined();
    expect(WEB_CATALOG.title(id)).toBe(id);
  });
});
