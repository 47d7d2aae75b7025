import { dealSurvives, formatMoney, type ArmsDealers, type Evasion } from '@cutthroat/arms-dealers';
import type { TableProps } from '@cutthroat/web-kit';
import { ofType } from './legal.js';

/** Answers to the intercept and evade windows: one button per answer the server listed. */
export function Prompt({ view: v, legal, act, busy, names }: TableProps<ArmsDealers>) {
  const g = v.game;
  const pass = ofType(legal, 'pass')[0];
  const d = g.deal;
  if (v.window?.kind === 'intercept') {
    const intercepts = ofType(legal, 'intercept');
    return (
      <div className="prompt-body">
        {d && (
          <p>
            {names[d.dealer]} sells {d.count} {d.weapon} to {d.buyer} through {d.seller}, worth {formatMoney(d.profit)}.
          </p>
        )}
        {intercepts.length === 0 && <p className="muted">You hold no interception card.</p>}
        <div className="button-row">
          {intercepts.map((a) => (
            <button
              key={a.agencies.join('+')}
              type="button"
              className="primary"
              data-testid="intercept"
              disabled={busy}
              onClick={() => act(a)}
            >
              Intercept with {a.agencies.join(' + ')}
            </button>
          ))}
          {pass && (
            <button type="button" data-testid="pass" disabled={busy} onClick={() => act(pass)}>
              Let the deal through
            </button>
          )}
        </div>
      </div>
    );
  }
  if (v.window?.kind === 'evade') {
    const evades = ofType(legal, 'evade');
    const agencies = g.interceptions.map((i) => i.agency);
    const played = g.evasions.map((e) => e.evasion);
    // Labels only: whether an answer would save the deal, by the rules' own matching.
    const saves = (more: readonly Evasion[]) => dealSurvives(agencies, [...played, ...more]);
    return (
      <div className="prompt-body">
        <p>
          Intercepted by {g.interceptions.map((i) => `${i.agency} (${names[i.seat] ?? `seat ${i.seat}`})`).join(', ')}.
          Without enough evasions the deal is destroyed.
        </p>
        {evades.length === 0 && <p className="muted">You hold no evasion card.</p>}
        <div className="button-row">
          {evades.map((a) => (
            <button
              key={a.evasions.join('+')}
              type="button"
              className={saves(a.evasions) ? 'primary' : undefined}
              data-testid="evade"
              disabled={busy}
              onClick={() => act(a)}
            >
              Evade with {a.evasions.join(' + ')} ({saves(a.evasions) ? 'saves the deal' : 'not enough to save it'})
            </button>
          ))}
          {pass && (
            <button type="button" data-testid="pass" disabled={busy} onClick={() => act(pass)}>
              Play no evasion{saves([]) ? '' : ' (the deal is destroyed)'}
            </button>
          )}
        </div>
      </div>
    );
  }
  return null;
}
