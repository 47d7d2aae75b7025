import { placeName, type GoCaine } from '@cutthroat/gocaine';
import type { TableProps } from '@cutthroat/web-kit';
import { priceText } from './Board.js';
import { buyTons, deployPoints, kissPointsListed, moveSources, sellTons, whyNoDeploy, type GcView } from './legal.js';
import { ActButton } from './ActButton.js';
import { TonsRow } from './TonsRow.js';
import { What } from './What.js';
import { zoneOfPoint, KIND } from './places.js';

/** What can be done on the selected intersection and its zone: only listed actions. */
export function Selected({
  p,
  v,
  legal,
  act,
  busy,
  names,
  me,
  onMoveFrom,
}: TableProps<GoCaine> & { p: number; v: GcView; onMoveFrom: (p: number) => void }) {
  const g = v.game;
  const z = zoneOfPoint(p);
  const buy = buyTons(legal, p);
  const sell = sellTons(legal, p);
  const canMoveFrom = moveSources(legal).includes(p);
  const kiss = kissPointsListed(legal).has(p);
  const deploy = deployPoints(legal).has(p);
  // Why no deployment here: on any empty intersection, and on another seat's cell while we may deploy.
  const deployStep = g.active === me && (g.step === 'action' || g.step === 'deploy');
  const explain = !kiss && !deploy && me !== null && g.cells[p] !== me && (g.cells[p]! < 0 || deployStep);
  const why = explain ? whyNoDeploy(v, legal, me, p, names) : null;
  const mine = me !== null && g.cells[p] === me;
  return (
    <div className="gc-selected" data-testid="gc-selected" data-point={p}>
      <h3>
        {placeName(p)}: {KIND[z.kind]}, {priceText(z)}
      </h3>
      <What g={g} p={p} names={names} />
      <TonsRow type="buy-product" p={p} allowed={buy} price={z.pricePerTon} legal={legal} act={act} busy={busy} />
      <TonsRow type="sell" p={p} allowed={sell} price={z.pricePerTon} legal={legal} act={act} busy={busy} />
      {canMoveFrom && (
        <div className="gc-row">
          <button type="button" disabled={busy} onClick={() => onMoveFrom(p)} data-testid="move-from">
            Move product from here…
          </button>
        </div>
      )}
      {mine && buy.length === 0 && sell.length === 0 && !canMoveFrom && g.active === me && (
        <p className="muted">You can do nothing with this cell at this step of your turn.</p>
      )}
      {deploy && (
        <ActButton action={{ type: 'deploy', point: p }} legal={legal} act={act} busy={busy} testId="deploy" primary>
          Deploy a cell here
        </ActButton>
      )}
      {kiss && (
        <ActButton
          action={{ type: 'kiss-the-ring', point: p }}
          legal={legal}
          act={act}
          busy={busy}
          testId="kiss-here"
          primary
        >
          Kiss The Ring here
        </ActButton>
      )}
      {why && (
        <p className="why-not" data-testid="deploy-why">
          No deployment here. {why}
        </p>
      )}
      <div className="button-row">
        <ActButton
          action={{ type: 'buy-influence', zone: z.id }}
          legal={legal}
          act={act}
          busy={busy}
          testId="buy-influence-here"
        >
          Buy Political Influence in {z.name} ($20M)
        </ActButton>
        <ActButton
          action={{ type: 'interdict', zone: z.id }}
          legal={legal}
          act={act}
          busy={busy}
          testId="interdict-here"
        >
          Task Force interdiction in {z.name}
        </ActButton>
      </div>
    </div>
  );
}
