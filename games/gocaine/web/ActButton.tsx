import type { ReactNode } from 'react';
import { listed, type GcAction } from './legal.js';
import { actionText } from './text.js';

export function ActButton({
  action,
  legal,
  act,
  busy,
  testId,
  primary = false,
  children,
}: {
  action: GcAction;
  legal: readonly GcAction[];
  act: (a: GcAction) => void;
  busy: boolean;
  testId: string;
  primary?: boolean;
  children?: ReactNode;
}) {
  const found = listed(legal, action);
  if (!found) return null;
  return (
    <button
      type="button"
      className={primary ? 'primary' : undefined}
      disabled={busy}
      onClick={() => act(found)}
      data-testid={testId}
    >
      {children ?? actionText(found, [])}
    </button>
  );
}
