import { gocaineMap, placeName, zoneName, type GoCaineView } from '@cutthroat/gocaine';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { SeatBadge, type RevealProps, type TableProps } from '@cutthroat/web-kit';
import { Board, BoardLegend, priceText } from './Board.js';
import {
  buyTons,
  cellCounts,
  deployPoints,
  influenceZones,
  interdictZones,
  kissPointsListed,
  listed,
  stepFor,
  moveSources,
  moveTons,
  nearest,
  ofType,
  pathSteps,
  planNext,
  sellTons,
  stepAllowed,
  suggestPath,
  whyNoDeploy,
  type GcAction,
  type GcView,
  type TransportPlan,
} from './legal.js';
import { actionText, formatCash, plural, stepText } from './text.js';

const map = gocaineMap;
const zoneOfPoint = (p: number) => map.zones[map.zoneIndexOf[p]!]!;
const KIND: Readonly<Record<string, string>> = {
  premium: 'premium zone',
  transit: 'transit zone',
  supply: 'supply zone',
};

/** A − value + stepper whose values are only the listed ones. */
function Stepper({
  label,
  allowed,
  value,
  onChange,
  testId,
  unit = 'mt',
}: {
  label: string;
  allowed: readonly number[];
  value: number;
  onChange: (n: number) => void;
  testId: string;
  unit?: string;
}) {
  return (
    <span className="gc-stepper" role="group" aria-label={label} data-testid={testId}>
      <button
        type="button"
        aria-label={`${label}: fewer`}
        disabled={value <= (allowed[0] ?? value)}
        onClick={() => onChange(stepAllowed(allowed, value, -1))}
        data-testid={`${testId}-minus`}
      >
        −
      </button>
      <output aria-live="polite" data-testid={`${testId}-value`}>
        {value} {unit}
      </output>
      <button
        type="button"
        aria-label={`${label}: more`}
        disabled={value >= (allowed.at(-1) ?? value)}
        onClick={() => onChange(stepAllowed(allowed, value, 1))}
        data-testid={`${testId}-plus`}
      >
        +
      </button>
    </span>
  );
}

/** Remembers a chosen number while it is one of the allowed values, else the nearest allowed one. */
function useChoice(allowed: readonly number[], initial: 'min' | 'max' = 'min'): [number, (n: number) => void] {
  const [want, setWant] = useState<number | null>(null);
  const fallback = initial === 'min' ? (allowed[0] ?? 0) : (allowed.at(-1) ?? 0);
  const value = want === null ? fallback : (nearest(allowed, want) ?? fallback);
  return [value, setWant];
}

function ActButton({
  action,
  legal,
  act,
  busy,
  testId,
  primary = false,
  children,
}: {
  action: GcAction;
  legal: readonly unknown[];
  act: (a: unknown) => void;
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

/** Buying or selling product on one intersection: a stepper over the listed tons, and the button. */
function TonsRow({
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
  legal: readonly unknown[];
  act: (a: unknown) => void;
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

function What({ g, p, names }: { g: GoCaineView; p: number; names: readonly string[] }) {
  const s = g.cells[p]!;
  const bits: string[] = [];
  bits.push(s >= 0 ? `A cell of ${names[s] ?? `seat ${s + 1}`}.` : 'An empty intersection.');
  if (g.held[p]! > 0) bits.push(`${g.held[p]} mt held.`);
  if (g.moving[p]! > 0) bits.push(`${g.moving[p]} mt passing through this turn.`);
  if (g.abandoned[p]! > 0) {
    bits.push(
      `${g.abandoned[p]} mt abandoned (was ${names[g.abandonedOwner[p]!] ?? 'someone'}’s): a cell put here takes it.`,
    );
  }
  return <p data-testid="gc-selected-what">{bits.join(' ')}</p>;
}

/** What can be done on the selected intersection and its zone: only listed actions. */
function Selected({
  p,
  v,
  legal,
  act,
  busy,
  names,
  me,
  onMoveFrom,
}: TableProps & { p: number; v: GcView; onMoveFrom: (p: number) => void }) {
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
        <p className="muted">None of your listed moves involves this cell now.</p>
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

interface Transport {
  readonly from: number;
  readonly to: number | null;
}

/** Building a transport: source, tons, destination; the suggested path, its cost, and sending it. */
function TransportBuilder({
  t,
  v,
  legal,
  busy,
  me,
  onStart,
  onCancel,
}: {
  t: Transport;
  v: GcView;
  legal: readonly unknown[];
  busy: boolean;
  me: number;
  onStart: (plan: TransportPlan) => void;
  onCancel: () => void;
}) {
  const g = v.game;
  const allowed = moveTons(legal, t.from);
  const [tons, setTons] = useChoice(allowed, 'max');
  const path = t.to === null ? null : suggestPath(g, me, t.from, t.to);
  const steps = path ? pathSteps(path, tons) : [];
  const first = steps[0] ? stepFor(legal, steps[0]) : undefined;
  const hit = path
    ? [...new Set(path.slice(1).map((p) => zoneOfPoint(p).id))].filter((z) => g.hitZones.includes(z))
    : [];
  const enough = steps.length <= g.movementLeft;
  return (
    <div className="gc-transport" data-testid="transport">
      <h3>Transport from {placeName(t.from)}</h3>
      {allowed.length > 0 && (
        <div className="gc-row">
          <Stepper label="Tons to move" allowed={allowed} value={tons} onChange={setTons} testId="move-tons" />
        </div>
      )}
      {t.to === null ? (
        <p data-testid="transport-hint">Now click the destination: another of your cells.</p>
      ) : path === null ? (
        <p className="why-not" data-testid="transport-why">
          No chain of your cells joins {placeName(t.from)} to {placeName(t.to)}: each step goes from one of your cells
          to another of yours in the same or an adjacent zone.
        </p>
      ) : (
        <>
          <p data-testid="transport-path">Suggested path: {path.map((p) => placeName(p)).join(' → ')}</p>
          <p data-testid="transport-cost" className={enough ? undefined : 'why-not'}>
            Costs {plural(steps.length, 'movement unit')}; you have {g.movementLeft} left.
            {!enough && ' Not enough: choose a nearer destination.'}
          </p>
          {hit.length > 0 && (
            <p className="why-not">
              A Task Force chip is on {hit.map((z) => zoneName(z)).join(', ')} this turn: the shipment rolls for seizure
              when it arrives there.
            </p>
          )}
          {!first && enough && <p className="why-not">The first step is not among your listed moves now.</p>}
          <p className="muted">
            The product stops only at the end: on the way it passes through your cells without merging with the
            shipments there. Each step is sent on its own, once the last one is answered and any interdiction window has
            closed, and only while it is one of your listed moves.
          </p>
        </>
      )}
      <div className="button-row">
        {path && (
          <button
            type="button"
            className="primary"
            disabled={busy || !first || !enough}
            onClick={() => onStart({ steps, sent: 0, sentAt: null })}
            data-testid="transport-confirm"
          >
            Move {tons} mt: {plural(steps.length, 'step')}
          </button>
        )}
        <button type="button" onClick={onCancel} data-testid="transport-cancel">
          Cancel
        </button>
      </div>
    </div>
  );
}

/** Build & Buy's choices besides product: cells, infrastructure, influence (zone by click or list). */
function BuyPanel({
  legal,
  act,
  busy,
  zone,
  setZone,
}: {
  legal: readonly unknown[];
  act: (a: unknown) => void;
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

/** Always on the table: a zone picker and the interdiction button, enabled when `interdict` is listed for us. */
export function InterdictionControl({
  legal,
  act,
  busy,
  zone,
  setZone,
  chips,
}: {
  legal: readonly unknown[];
  act: (a: unknown) => void;
  busy: boolean;
  zone: string | null;
  setZone: (z: string) => void;
  chips: number | null;
}) {
  const id = useId();
  const zones = interdictZones(legal);
  const pick = zone ?? zones[0] ?? map.zones[0]!.id;
  const action = listed(legal, { type: 'interdict', zone: pick });
  return (
    <div className="gc-interdict" data-testid="interdiction">
      <h3 id={`${id}-h`}>Task Force interdiction</h3>
      <p className="muted">
        {chips === null
          ? 'Players holding Task Force chips may interdict a zone: every shipment there rolls for seizure.'
          : `You hold ${plural(chips, 'Task Force chip')}. A chip on a zone makes every shipment there roll for seizure now, and every shipment arriving there this turn.`}
      </p>
      <div className="gc-row">
        <label className="field">
          <span>Zone</span>
          <select value={pick} onChange={(e) => setZone(e.target.value)} data-testid="interdict-zone">
            {map.zones.map((z) => (
              <option key={z.id} value={z.id} disabled={!zones.includes(z.id)}>
                {z.name}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          disabled={busy || !action}
          onClick={() => action && act(action)}
          data-testid="interdict"
          aria-describedby={`${id}-h`}
        >
          Interdict {zoneName(pick)}
        </button>
      </div>
      {zones.length === 0 && chips !== null && (
        <p className="muted" data-testid="interdict-why">
          {chips === 0
            ? 'You hold no Task Force chip.'
            : 'Not now: you may interdict on your turn or when a window opens.'}
        </p>
      )}
    </div>
  );
}

function Players({ g, names, me }: { g: GoCaineView; names: readonly string[]; me: number | null }) {
  const id = useId();
  return (
    <section className="panel" aria-labelledby={`${id}-h`} data-testid="gc-players">
      <h3 id={`${id}-h`}>Players</h3>
      <div className="gc-scroll">
        <table className="gc-table-data">
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col">Cash</th>
              <th scope="col">
                Cells <span className="muted">board / bought / bag</span>
              </th>
              <th scope="col">Infra&shy;structure</th>
              <th scope="col">TF chips</th>
              <th scope="col">Loan</th>
            </tr>
          </thead>
          <tbody>
            {g.players.map((p, seat) => (
              <tr key={seat} className={seat === g.active ? 'is-active' : undefined} data-testid={`gc-player-${seat}`}>
                <th scope="row">
                  <SeatBadge seat={seat} small /> {names[seat]}
                  {seat === me ? ' (you)' : ''}
                  {p.conceded ? ' (conceded)' : ''}
                </th>
                <td data-testid={`gc-cash-${seat}`}>{formatCash(p.cash)}</td>
                <td>
                  {p.cellsOnBoard} / {p.purchasedCells} / {p.unpurchasedCells}
                </td>
                <td>level {p.infrastructure}</td>
                <td>{p.taskForceChips}</td>
                <td>{p.loan ? 'owes $55M' : 'none'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted">
        Task Force chips left in the game: {g.chipPool}; bank loans left: {g.loanPool}.
        {g.knockedBy !== null && ` ${names[g.knockedBy]} has knocked: this is the last round.`}
      </p>
    </section>
  );
}

function Influence({
  g,
  names,
  zone,
  setZone,
}: {
  g: GoCaineView;
  names: readonly string[];
  zone: string | null;
  setZone: (z: string) => void;
}) {
  const id = useId();
  return (
    <section className="panel" aria-labelledby={`${id}-h`} data-testid="gc-influence">
      <h3 id={`${id}-h`}>Political Influence</h3>
      <p className="muted">Each asset adds 1 to its owner’s seizure rolls in that zone. Choose a zone to pick it.</p>
      <ul className="gc-zones">
        {map.zones.map((z) => {
          const owners = g.influence[z.id] ?? [];
          return (
            <li key={z.id} className={zone === z.id ? 'is-picked' : undefined} data-testid={`gc-zone-${z.id}`}>
              <button type="button" className="link-button" aria-pressed={zone === z.id} onClick={() => setZone(z.id)}>
                {z.name}
              </button>{' '}
              <span className="muted">
                {KIND[z.kind]}, {priceText(z)}
              </span>
              {g.hitZones.includes(z.id) && <strong className="gc-tf"> TF this turn</strong>}
              <span className="gc-slots" aria-label={`${owners.length} of ${z.influenceSlots} slots taken`}>
                {Array.from({ length: z.influenceSlots }, (_, i) =>
                  owners[i] !== undefined ? (
                    <span key={i} title={names[owners[i]!]}>
                      <SeatBadge seat={owners[i]!} small />
                    </span>
                  ) : (
                    <span key={i} className="gc-slot" aria-hidden="true" />
                  ),
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Infrastructure({ g, names }: { g: GoCaineView; names: readonly string[] }) {
  const id = useId();
  return (
    <section className="panel" aria-labelledby={`${id}-h`} data-testid="gc-infrastructure">
      <h3 id={`${id}-h`}>Smuggling Infrastructure</h3>
      <p className="muted">The level is the number of movement units in a Transport action.</p>
      <ul className="gc-infra">
        {g.players.map((p, seat) => (
          <li key={seat}>
            <SeatBadge seat={seat} small /> {names[seat]}: level {p.infrastructure}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The GoCaine table: the board, our moves, then the players, influence and infrastructure. */
export function Table(props: TableProps) {
  const { view, legal, act, busy, names, me } = props;
  const id = useId();
  const v = view as GcView;
  const g = v.game;
  const [selected, setSelected] = useState<number | null>(null);
  const [transport, setTransport] = useState<Transport | null>(null);
  const [plan, setPlan] = useState<TransportPlan | null>(null);
  const [planNote, setPlanNote] = useState<string | null>(null);
  const [zone, setZone] = useState<string | null>(null);
  const [conceding, setConceding] = useState(false);

  const myTurn = me !== null && g.active === me && v.window === null && v.actors.includes(me) && !g.over;
  const deployable = useMemo(() => deployPoints(legal), [legal]);
  const refused = props.refusal !== null && props.refusal !== undefined;

  // A new turn starts with nothing picked.
  const turn = `${g.round}/${g.active}`;
  useEffect(() => {
    setSelected(null);
    setTransport(null);
    setConceding(false);
    setPlanNote(null);
  }, [turn]);

  // Send a transport path one listed step at a time.
  useEffect(() => {
    if (!plan) return;
    const next = planNext(plan, { view: v, legal, busy, me, refused });
    if (next.kind === 'send') {
      setPlan({ ...plan, sent: plan.sent + 1, sentAt: v.seq });
      act(next.action);
    } else if (next.kind === 'finished') {
      setPlan(null);
      setPlanNote(`Transport sent: ${plural(plan.steps.length, 'step')}.`);
    } else if (next.kind === 'stop') {
      setPlan(null);
      setPlanNote(next.reason);
    }
  }, [plan, v, legal, busy, me, refused, act]);

  const pick = (p: number) => {
    setZone(zoneOfPoint(p).id);
    if (transport && transport.from !== p && me !== null && g.cells[p] === me && !plan) {
      setTransport({ from: transport.from, to: p });
      setSelected(p);
      return;
    }
    setSelected(p);
  };

  const actionable = useMemo(() => {
    const s = new Set<number>();
    if (me === null) return s;
    g.cells.forEach((seat, p) => {
      if (seat === me) s.add(p);
    });
    for (const p of deployable) s.add(p);
    for (const p of kissPointsListed(legal)) s.add(p);
    return s;
  }, [g.cells, me, deployable, legal]);

  const path =
    transport && transport.to !== null && me !== null ? suggestPath(g, me, transport.from, transport.to) : null;
  const kisses = ofType(legal, 'kiss-the-ring');
  const has = (type: GcAction['type']) => ofType(legal, type).length > 0;
  const myChips = me !== null ? (g.players[me]?.taskForceChips ?? 0) : null;

  return (
    <section className="gc-table" aria-labelledby={`${id}-h`} data-testid="table" data-step={g.step}>
      <h2 id={`${id}-h`} className="visually-hidden">
        The table
      </h2>
      <div className="panel gc-board-panel">
        <Board
          g={g}
          names={names}
          selected={selected}
          source={transport?.from ?? null}
          path={path}
          actionable={actionable}
          deployable={myTurn && g.step === 'deploy' ? deployable : undefined}
          onPick={pick}
        />
        <BoardLegend />
      </div>

      <section className="panel gc-moves" aria-label="Your moves" data-testid="gc-moves">
        <h3>
          {myTurn
            ? `Your turn: ${stepText(g)}`
            : me === null
              ? 'You are watching'
              : `${names[g.active] ?? 'Someone'}’s turn: ${stepText(g)}`}
        </h3>
        {myTurn && g.step === 'kiss' && (
          <div className="gc-kiss" data-testid="kiss">
            <p>
              Your deployment captured: you may put one cell from your bag on an intersection it emptied (highlighted on
              the board), or leave them empty.
            </p>
            <div className="button-row">
              {kisses.map((a) => (
                <button
                  key={a.point}
                  type="button"
                  className="primary"
                  disabled={busy}
                  onClick={() => act(a)}
                  data-testid={`kiss-${a.point}`}
                >
                  Kiss The Ring on {placeName(a.point)}
                </button>
              ))}
              <ActButton action={{ type: 'decline-kiss' }} legal={legal} act={act} busy={busy} testId="decline-kiss">
                Leave them empty
              </ActButton>
            </div>
          </div>
        )}
        {plan && (
          <p role="status" data-testid="plan-status">
            Sending the transport: step {Math.min(plan.sent + (busy ? 0 : 1), plan.steps.length)} of {plan.steps.length}
            …{' '}
            <button type="button" className="link-button" onClick={() => setPlan(null)}>
              Stop after this step
            </button>
          </p>
        )}
        {planNote && !plan && (
          <p role="status" data-testid="plan-note">
            {planNote}{' '}
            <button type="button" className="link-button" onClick={() => setPlanNote(null)}>
              OK
            </button>
          </p>
        )}
        {myTurn && transport && me !== null && !plan && (
          <TransportBuilder
            key={`transport-${transport.from}`}
            t={transport}
            v={v}
            legal={legal}
            busy={busy}
            me={me}
            onStart={(p) => {
              setPlanNote(null);
              setPlan(p);
              setTransport(null);
            }}
            onCancel={() => setTransport(null)}
          />
        )}
        {selected !== null && !(transport && transport.to === selected) && (
          <Selected
            key={`selected-${selected}`}
            {...props}
            p={selected}
            v={v}
            onMoveFrom={(p) => {
              setTransport({ from: p, to: null });
              setPlanNote(null);
            }}
          />
        )}
        {myTurn && !plan && <BuyPanel legal={legal} act={act} busy={busy} zone={zone} setZone={setZone} />}
        {myTurn && selected === null && !transport && (
          <p className="muted">
            {has('sell') || has('move') ? 'Click one of your cells to buy, sell or move product there; ' : ''}
            {deployable.size > 0 ? 'click an empty intersection to deploy a cell.' : ''}
          </p>
        )}
        {myTurn && (
          <div className="button-row" data-testid="turn-buttons">
            <ActButton
              action={{ type: 'done' }}
              legal={legal}
              act={act}
              busy={busy || plan !== null}
              testId="done"
              primary
            >
              Done
            </ActButton>
            <ActButton action={{ type: 'no-action' }} legal={legal} act={act} busy={busy} testId="no-action">
              No action this turn
            </ActButton>
            <ActButton action={{ type: 'loan' }} legal={legal} act={act} busy={busy} testId="loan">
              Take a $50M bank loan
            </ActButton>
            <ActButton action={{ type: 'knock' }} legal={legal} act={act} busy={busy} testId="knock">
              Knock: claim victory
            </ActButton>
            <ActButton action={{ type: 'end-turn' }} legal={legal} act={act} busy={busy} testId="end-turn">
              End the turn
            </ActButton>
            {/* Concede is accepted on our own turn though never listed (a random player must not resign by chance). */}
            {conceding ? (
              <span className="gc-confirm" role="group" aria-label="Confirm conceding">
                Leave the game for good?{' '}
                <button
                  type="button"
                  className="danger"
                  disabled={busy}
                  onClick={() => {
                    setConceding(false);
                    act({ type: 'concede' });
                  }}
                  data-testid="concede-confirm"
                >
                  Yes, concede
                </button>{' '}
                <button type="button" onClick={() => setConceding(false)}>
                  No
                </button>
              </span>
            ) : (
              <button type="button" disabled={busy} onClick={() => setConceding(true)} data-testid="concede">
                Concede…
              </button>
            )}
          </div>
        )}
        <InterdictionControl legal={legal} act={act} busy={busy} zone={zone} setZone={setZone} chips={myChips} />
      </section>

      <Players g={g} names={names} me={me} />
      <Influence g={g} names={names} zone={zone} setZone={setZone} />
      <Infrastructure g={g} names={names} />
    </section>
  );
}

/** Nothing is hidden in GoCaine: the replay's table is already the whole state. */
export function Reveal(_: RevealProps) {
  return (
    <section className="panel reveal" aria-label="Everything revealed" data-testid="reveal">
      <p>Nothing is hidden in GoCaine: the board and the panels above already show everything.</p>
    </section>
  );
}
