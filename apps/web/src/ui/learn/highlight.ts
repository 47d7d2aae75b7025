import { useEffect, type RefObject } from 'react';

const RING = 'tutorial-ring';

/**
 * Rings the elements of `root` whose `data-testid` is in `ids`: what the tutorial's step says to
 * click. The table renders on its own (a click shows a panel), so the rings follow its changes.
 */
export function useHighlights(root: RefObject<HTMLElement | null>, ids: readonly string[]): void {
  const key = ids.join('\n');
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const wanted = new Set(key ? key.split('\n') : []);
    const apply = () => {
      for (const ringed of el.querySelectorAll(`.${RING}`)) {
        if (!wanted.has(ringed.getAttribute('data-testid') ?? '')) ringed.classList.remove(RING);
      }
      for (const id of wanted) {
        for (const target of el.querySelectorAll(`[data-testid="${CSS.escape(id)}"]`)) {
          if (!target.classList.contains(RING)) target.classList.add(RING);
        }
      }
    };
    apply();
    const watch = new MutationObserver(apply);
    watch.observe(el, { childList: true, subtree: true });
    return () => {
      watch.disconnect();
      for (const ringed of el.querySelectorAll(`.${RING}`)) ringed.classList.remove(RING);
    };
  }, [root, key]);
}
