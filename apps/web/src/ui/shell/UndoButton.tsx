import type { MatchView } from '@cutthroat/engine';

/**
 * "Undo", shown only while the server's view says this seat may take back its last move: the
 * engine decides (the move revealed and rolled nothing, and nothing has happened since), never
 * the page.
 */
export function UndoButton({
  view,
  me,
  busy,
  act,
}: {
  view: MatchView<unknown, unknown>;
  me: number | null;
  busy: boolean;
  act: (action: unknown) => void;
}) {
  if (me === null || view.undo !== me || view.outcome) return null;
  return (
    <div className="undo">
      <button type="button" data-testid="undo" disabled={busy} onClick={() => act({ type: 'undo' })}>
        Undo my last move
      </button>
    </div>
  );
}
