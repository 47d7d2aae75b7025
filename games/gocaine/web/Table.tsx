import { placeName, type GoCaine } from '@cutthroat/gocaine';
import { useEffect, useId, useMemo, useState } from 'react';
import { Decision, StepTracker, type TableProps } from '@cutthroat/web-kit';
import { Board, BoardLegend, boardSize, pointFraction } from './Board.js';
import {
  deployPoints,
  kissPointsListed,
  ofType,
  planNext,
  suggestPath,
  type GcAction,
  type TransportPlan,
} from './legal.js';
import { plural, stepText } from './text.js';
import { ActButton } from './ActButton.js';
import { BuyPanel } from './BuyPanel.js';
import { Influence } from './Influence.js';
import { Infrastructure } from './Infrastructure.js';
import { InterdictionControl } from './InterdictionControl.js';
import { Players } from './Players.js';
import { Selected } from './Selected.js';
import { TransportBuilder, type Transport } from './TransportBuilder.js';
import { zoneOfPoint } from './places.js';
import { commitWarning, TURN_STEPS, trackedStep, type Confirming } from './confirm.js';
import { ConfirmCommit } from './ConfirmCommit.js';
import { ZoomPan } from './ZoomPan.js';

const BOARD_ASPECT = boardSize().width / boardSize().height;

/** The middle of a seat's cells, as fractions of the board's width and height; null without any. */
function ownCellsCentre(cells: readonly number[], me: number | null): { x: number; y: number } | null {
  const mine = cells.flatMap((seat, p) => (me !== null && seat === me ? [pointFraction(p)] : []));
  if (mine.length === 0) return null;
  return {
    x: mine.reduce((s, f) => s + f.x, 0) / mine.length,
    y: mine.reduce((s, f) => s + f.y, 0) / mine.length,
  };
}

/** The GoCaine table: the board, our moves, then the players, influence and infrastructure. */
export function Table(props: TableProps<GoCaine>) {
  const { view, legal, act, busy, names, me } = props;
  const id = useId();
  const v = view;
  const g = v.game;
  const [selected, setSelected] = useState<number | null>(null);
  const [transport, setTransport] = useState<Transport | null>(null);
  const [plan, setPlan] = useState<TransportPlan | null>(null);
  const [planNote, setPlanNote] = useState<string | null>(null);
  const [zone, setZone] = useState<string | null>(null);
  const [conceding, setConceding] = useState(false);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  // Where the board first shows, if it scrolls: the middle of our cells when the table opened.
  const [focus] = useState(() => ownCellsCentre(view.game.cells, me));

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
    setConfirming(null);
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

  // A choice that commits the turn's action (or skips it) is confirmed first.
  const commitAct = (a: GcAction) => {
    const warning = myTurn ? commitWarning(g.step, a.type) : null;
    if (warning) setConfirming({ warning, action: a });
    else act(a);
  };
  const startPlan = (p: TransportPlan) => {
    setPlanNote(null);
    setPlan(p);
    setTransport(null);
  };

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

  return (
    <section className="gc-table" aria-labelledby={`${id}-h`} data-testid="table" data-step={g.step}>
      <h2 id={`${id}-h`} className="visually-hidden">
        The table
      </h2>
      <div className="panel gc-board-panel">
        <ZoomPan aspect={BOARD_ASPECT} focus={focus}>
          <Board
            g={g}
            names={names}
            selected={selected}
            source={transport?.from ?? null}
            path={path}
            actionable={actionable}
            deployable={myTurn && g.step === 'deploy' ? deployable : undefined}
            onPick={pick}
            lastMoves={props.lastMoves}
          />
        </ZoomPan>
        <BoardLegend />
      </div>

      <Decision>
        <section className="panel gc-moves" aria-label="Your moves" data-testid="gc-moves">
          <StepTracker steps={TURN_STEPS} current={g.over ? null : trackedStep(g.step)} label="The turn’s steps" />
          {confirming && (
            <ConfirmCommit
              warning={confirming.warning}
              busy={busy}
              yes={() => {
                setConfirming(null);
                if (confirming.plan) startPlan(confirming.plan);
                else if (confirming.action) act(confirming.action);
              }}
              no={() => setConfirming(null)}
            />
          )}
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
                Your deployment captured: you may put one cell from your bag on an intersection it emptied (highlighted
                on the board), or leave them empty.
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
              Sending the transport: step {Math.min(plan.sent + (busy ? 0 : 1), plan.steps.length)} of{' '}
              {plan.steps.length}…{' '}
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
                const warning = commitWarning(g.step, 'move');
                if (warning) setConfirming({ warning, plan: p });
                else startPlan(p);
              }}
              onCancel={() => setTransport(null)}
            />
          )}
          {selected !== null && !(transport && transport.to === selected) && (
            <Selected
              key={`selected-${selected}`}
              {...props}
              act={commitAct}
              p={selected}
              v={v}
              onMoveFrom={(p) => {
                setTransport({ from: p, to: null });
                setPlanNote(null);
              }}
            />
          )}
          {myTurn && !plan && <BuyPanel legal={legal} act={commitAct} busy={busy} zone={zone} setZone={setZone} />}
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
              <ActButton action={{ type: 'no-action' }} legal={legal} act={commitAct} busy={busy} testId="no-action">
                No action this turn
              </ActButton>
              <ActButton action={{ type: 'loan' }} legal={legal} act={act} busy={busy} testId="loan">
                Take a $50M bank loan
              </ActButton>
              <ActButton action={{ type: 'knock' }} legal={legal} act={act} busy={busy} testId="knock">
                Knock: claim victory
              </ActButton>
              <ActButton action={{ type: 'end-turn' }} legal={legal} act={commitAct} busy={busy} testId="end-turn">
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
          <InterdictionControl
            g={g}
            names={names}
            me={me}
            legal={legal}
            act={act}
            busy={busy}
            zone={zone}
            setZone={setZone}
          />
        </section>
      </Decision>

      <Players g={g} names={names} me={me} />
      <Influence g={g} names={names} zone={zone} setZone={setZone} />
      <Infrastructure g={g} names={names} />
    </section>
  );
}
