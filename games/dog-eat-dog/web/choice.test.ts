import { content } from '@cutthroat/dog-eat-dog';
import { describe, expect, it } from 'vitest';
import { choiceOptions } from './choice.js';
import { table } from '../src/testing.js';
import { viewFor } from './testing.js';

const washroom = content.board.spaces.findIndex((s) => s.kind === 'washroom');
const chooser = content.redTape.find((c) => c.type === 'event' && JSON.stringify(c.effect).includes('"choose"'))!;

describe("a question's options in words", () => {
  it('reads the Management Washroom’s options from the space the piece stands on', () => {
    const G = table();
    const at = { ...G, players: G.players.map((p, s) => (s === 0 ? { ...p, position: washroom } : p)) };
    expect(choiceOptions(viewFor(at, 0))).toEqual(['+1 free hire this turn', '+1 extra task this turn']);
    expect(choiceOptions(viewFor(at, 1))).toBeNull();
  });

  it('reads a drawn card’s options before the space', () => {
    const v = viewFor(table(), 0);
    const drawing = { ...v, game: { ...v.game, drawing: chooser.id } };
    expect(choiceOptions(drawing)).toEqual([
      'Pay $1M per worker',
      'No production this turn and no extraction this turn',
    ]);
  });
});
