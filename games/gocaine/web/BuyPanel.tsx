import { zoneName } from '@cutthroat/gocaine';
import { cellCounts, influenceZones, ofType, type GcAction } from './legal.js';
import { formatCash, plural } from './text.js';
import { ActButton } from './ActButton.js';
import { Stepper, useChoice } from './Stepper.js';

/** Build & Buy's choices besides product: cells, infrastructure, influence (zone by click or list). */
export function BuyPanel({
  legal,
  act,
  busy,
  zone,
  setZone,
}: {
  legal: readonly GcAction[];
  act: (a: GcAction) => void;
  busy: boolean;
  zone: string | null;
  setZone: (z: string) => void;
}) {
  const counts = cellCounts(legal);
  const [count, setCount] = useChoice(counts);
  const zones = influenceZones(legal);
  const pick = zone && zones.includes(zone) ? zone : (zones[0] ?? null);
  const infra = ofType(legal, 'buy-infrastructure').length > 0;
  const product = ofType(legal, 'buy-product').length > 0;
  if (counts.length === 0 && zones.length === 0 && !infra && !product) return null;
  return (
    <div className="gc-buy" data-testid="buy-panel">
      <h3>Build &amp; Buy</h3>
      {product && <p className="muted">Product: click one of your cells on the board.</p>}
      {counts.length > 0 && (
        <div className="gc-row">
          <Stepper
            label="Cells to buy"
            allowed={counts}
            value={count}
            onChange={setCount}
            testId="cell-count"
            unit=""
          />
          <ActButton action={{ type: 'buy-cells', count }} legal={legal} act={act} busy={busy} testId="buy-cells">
            Buy {plural(count, 'cell')} ({formatCash(5 * count)})
          </ActButton>
        </div>
      )}
      {infra && (
        <div className="gc-row">
          <ActButton
            action={{ type: 'buy-infrastructure' }}
            legal={legal}
            act={act}
            busy={busy}
            testId="buy-infrastructure"
          >
            Buy a level of Smuggling Infrastructure ($20M)
          </ActButton>
        </div>
      )}
      {pick && (
        <div className="gc-row">
          <label className="field">
            <span>Political Influence in</span>
            <select value={pick} onChange={(e) => setZone(e.target.value)} data-testid="influence-zone">
              {zones.map((z) => (
                <option key={z} value={z}>
                  {zoneName(z)}
                </option>
              ))}
            </select>
          </label>
          <ActButton
            action={{ type: 'buy-influence', zone: pick }}
            legal={legal}
            act={act}
            busy={busy}
            testId="buy-influence"
          >
            Buy influence in {zoneName(pick)} ($20M, with a Task Force chip)
          </ActButton>
        </div>
      )}
    </div>
  );
}
