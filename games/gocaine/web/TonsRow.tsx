import { formatCash } from './text.js';
import { ActButton } from './ActButton.js';
import { Stepper, useChoice } from './Stepper.js';
import type { GcAction } from './legal.js';

/** Buying or selling product on one intersection: a stepper over the listed tons, and the button. */
export function TonsRow({
  type,
  p,
  allowed,
  price,
  legal,
  act,
  busy,
}: {
  type: 'buy-product' | 'sell';
  p: number;
  allowed: readonly number[];
  price: number;
  legal: readonly GcAction[];
  act: (a: GcAction) => void;
  busy: boolean;
}) {
  const buying = type === 'buy-product';
  // One usually buys a little to start and sells the whole shipment.
  const [tons, setTons] = useChoice(allowed, buying ? 'min' : 'max');
  if (allowed.length === 0) return null;
  const verb = buying ? 'buy' : 'sell';
  return (
    <div className="gc-row">
      <Stepper label={`Tons to ${verb}`} allowed={allowed} value={tons} onChange={setTons} testId={`${verb}-tons`} />
      <ActButton action={{ type, point: p, tons }} legal={legal} act={act} busy={busy} testId={type} primary>
        {buying ? 'Buy' : 'Sell'} {tons} mt here for {formatCash(tons * price)}
      </ActButton>
    </div>
  );
}
