import type { DogEatDog } from '@cutthroat/dog-eat-dog';
import type { TableProps } from '@cutthroat/web-kit';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { content } from '../src/content.js';
import type { DogEatDogState } from '../src/index.js';
import { table } from '../src/testing.js';
import { Prompt } from './Prompt.js';
import { optionText, windowQuestion } from './question.js';
import { Table } from './Table.js';
import { NAMES, viewFor } from './testing.js';
import { eventText } from './text.js';

const whistleblower = content.cardById.get('RT32')!;
const text = whistleblower.type === 'event' ? whistleblower.text : '';

describe('kept cards, breaches and offers in words', () => {
  it('shows each kept card with its full text, and says what a used card does', () => {
    const G = table();
    const keeping = { ...G, players: G.players.map((p, s) => (s === 0 ? { ...p, kept: ['RT32'] } : p)) };
    const props: TableProps<DogEatDog> = {
      view: viewFor(keeping, 0),
      legal: [],
      act: () => undefined,
      busy: false,
      names: NAMES,
      me: 0,
    };
    const html = renderToStaticMarkup(createElement(Table, props));
    expect(html).toContain('<strong>#1 Whistleblower</strong>');
    expect(html).toContain(text.slice(0, 40));
    expect(eventText({ type: 'card-used', seat: 0, card: 'RT32', trigger: 'reported' }, NAMES)).toBe(
      `Ann uses Whistleblower: ${text}`,
    );
  });

  it('names whose breach a report is of, the law, and who pays and gets what', () => {
    const G: DogEatDogState = {
      ...table(),
      breaches: [{ id: 0, seat: 1, law: 'RT01', goods: { kind: 'embezzle', amount: 4 } }],
    };
    expect(optionText(viewFor(G, 0), { type: 'report', breach: 0 }, NAMES)).toBe(
      "Report Bob's embezzlement against the law of Comptroller Cyril Audit: the goods go back and $10M fine; you get $3M",
    );
    expect(optionText(viewFor(G, 1), { type: 'correct', breach: 0 }, NAMES)).toBe(
      'Correct your embezzlement against the law of Comptroller Cyril Audit: give the goods back and pay no fine',
    );
  });

  it('asks a `may` offer of a space as a question with what Yes does', () => {
    const G = table();
    const home = content.board.spaces.findIndex((s) => s.name === 'Smeltsburgh');
    const op = content.board.spaces[home]!.effects.map((e) => e.effect).find((e) => JSON.stringify(e).includes('may'))!;
    const job = {
      op: Array.isArray(op) ? op[0] : op,
      ctx: { self: 0, victim: null, card: null, space: home, square: null, item: null },
      who: 0,
    };
    const asking: DogEatDogState = {
      ...G,
      work: [{ kind: 'effects', queue: [job], choice: { kind: 'may', seat: 0 } }],
    } as DogEatDogState;
    const window = {
      kind: 'choice',
      openedBy: 0,
      responders: [0],
      order: 'simultaneous',
      allowed: ['answer'],
      repeatable: false,
      answered: [],
    } as const;
    const view = { ...viewFor(asking, 0), window, actors: [0] };
    expect(windowQuestion(view, NAMES, 0)?.ask).toBe(
      'Smeltsburgh: take control of a Natural Square (Public Auction or Sealed Bid)?',
    );
    const html = renderToStaticMarkup(
      createElement(Prompt, {
        view,
        legal: [
          { type: 'answer', answer: { kind: 'may', yes: true } },
          { type: 'answer', answer: { kind: 'may', yes: false } },
          { type: 'pass' },
        ],
        act: () => undefined,
        busy: false,
        names: NAMES,
        me: 0,
      }),
    );
    expect(html).toContain('>Yes: take control of a Natural Square (Public Auction or Sealed Bid)</button>');
    expect(html).toContain('>No: let it go</button>');
    expect(html.match(/>Pass/g)).toHaveLength(1);
  });
});
