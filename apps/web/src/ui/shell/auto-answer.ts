import type { GameUi, TableProps } from '@cutthroat/web-kit';

/**
 * The answer sent without asking in an open reaction window: the game's own (`GameUi.autoAnswer`:
 * a window not worth asking), or a pass where a pass is all we could give. The server holds passes
 * through a window's quiet time and applies them together, so answering at once tells the table
 * nothing of what we hold (docs/server/clocks-and-bots.md). Null: ask.
 */
export function autoAnswerOf(ui: GameUi, table: TableProps, settings: { readonly autoPass: boolean }): unknown {
  if (table.view.window === null) return null;
  const own = ui.autoAnswer ? (ui.autoAnswer(table, settings) ?? null) : null;
  if (own !== null) return own;
  const [only] = table.legal;
  return table.legal.length === 1 && (only as { type?: unknown }).type === 'pass' ? only : null;
}
