import type { RunFigures } from './aggregate.js';
import { renderChart, runCharts, sweepChart, type Chart } from './charts.js';
import { formatEstimate } from './claims.js';
import type { ReportJson } from './report.js';

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The charts of each part of the page: the games, each sweep metric and value, each claim. */
function chartSections(report: ReportJson) {
  const sweep = report.sweep;
  return {
    run: report.run ? runCharts(report.run) : [],
    metrics: (sweep?.metrics ?? []).map((m) => sweepChart(`sweep-${m.id}`, m.title, m.points, sweep!.name, m.percent)),
    values: (sweep?.runs ?? []).map((r, i) => runCharts(r.run, `sweep-${i}-`)),
    claims: (report.claims ?? []).map((c) => runCharts(c.run, `claim-${c.id}-`)),
  };
}

/** Every chart of a report, in page order: what the page must show (a test checks it does). */
export function reportCharts(report: ReportJson): Chart[] {
  const s = chartSections(report);
  return [...s.claims.flat(), ...s.run, ...s.metrics, ...s.values.flat()];
}

/** `keys`: a `data-key` per row, so that a row is found by its figure's id (a figure never met has no chart). */
function table(head: readonly string[], rows: readonly (readonly string[])[], keys?: readonly string[]): string {
  const tr = (cells: readonly string[], tag: string, key?: string) =>
    `<tr${key === undefined ? '' : ` data-key="${escape(key)}"`}>${cells.map((c) => `<${tag}>${c}</${tag}>`).join('')}</tr>`;
  return `<table>${tr(head.map(escape), 'th')}${rows.map((r, i) => tr(r.map(escape), 'td', keys?.[i])).join('')}</table>`;
}

function runSummary(run: RunFigures): string {
  const d = run.length.distribution;
  const lines = [
    `${run.games} games, ${run.spec.players} players, bots ${run.spec.bots.join(', ')}` +
      (run.spec.options === undefined ? '' : `, options ${JSON.stringify(run.spec.options)}`),
    `game length: median ${d.median} ${run.lengthUnit} (quartiles ${d.p25} to ${d.p75}), ${run.meanActions.toFixed(1)} actions on average`,
  ];
  const figures = table(
    ['figure', 'games', 'never', 'mean (95% interval)', 'p10', 'median', 'p90'],
    run.figures.map((f) => {
      const x = f.distribution;
      const n = (v: number | null) => (v === null ? '-' : String(Number(v.toFixed(2))));
      return [
        f.label,
        String(x.n),
        String(x.missing),
        x.mean ? formatEstimate(x.mean) : '-',
        n(x.p10),
        n(x.median),
        n(x.p90),
      ];
    }),
    run.figures.map((f) => f.id),
  );
  return `<p>${lines.map(escape).join('<br>')}</p>${run.figures.length ? figures : ''}`;
}

/**
 * The report as one HTML file: inline SVG charts and inline CSS, no script, no font, no image or
 * link fetched, so that it opens offline. Charts are placed by id.
 */
export async function reportHtml(report: ReportJson): Promise<string> {
  const sections = chartSections(report);
  const svg = new Map<string, string>();
  for (const c of reportCharts(report)) svg.set(c.id, await renderChart(c));
  const figure = (c: Chart) =>
    `<figure data-chart="${escape(c.id)}"><figcaption>${escape(c.title)}</figcaption>${svg.get(c.id)}</figure>`;
  const figures = (charts: readonly Chart[]) => charts.map(figure).join('\n');
  const parts: string[] = [];
  parts.push(`<h1>${escape(report.title)}: a simulation report</h1>`);
  parts.push(
    `<p class="meta">${[
      `command: <code>${escape(report.command)}</code>`,
      `cutthroat ${escape(report.version)}, seed ${escape(report.seed)}; ${escape(report.secrets)}`,
      `${report.timing.games} games in ${report.timing.seconds.toFixed(1)} s (${report.timing.cpuMsPerGame.toFixed(1)} ms of CPU per game, ${report.timing.workers} workers, Node ${escape(report.timing.node)})`,
      'Intervals are 95%: Wilson score intervals for shares, the normal approximation for means. A tie for first counts as a win for each tied seat.',
    ].join('<br>')}</p>`,
  );
  if (report.claims) {
    parts.push("<h2>The rulebook's claims</h2>");
    parts.push(
      table(
        ['claim', 'section', 'verdict', 'figure', 'estimate', 'tested with'],
        report.claims.map((c) => [
          c.claim,
          c.section,
          c.verdict,
          c.figure,
          formatEstimate(c.estimate),
          `${c.games} games, ${c.players} players, ${c.bots.join(', ')}`,
        ]),
      ),
    );
    report.claims.forEach((c, i) =>
      parts.push(
        `<h3>${escape(c.id)}: <span class="${c.verdict}">${c.verdict}</span></h3><p>${escape(c.why)}</p>`,
        `<details><summary>the games played for it</summary>${runSummary(c.run)}${figures(sections.claims[i]!)}</details>`,
      ),
    );
  }
  if (report.run) parts.push('<h2>The games</h2>', runSummary(report.run), figures(sections.run));
  if (report.sweep) {
    parts.push(`<h2>Sweep over ${escape(report.sweep.name)}</h2>`);
    parts.push('<p>Every value is played with the same seeds.</p>');
    parts.push(figures(sections.metrics));
    report.sweep.runs.forEach((r, i) =>
      parts.push(
        `<details><summary>${escape(report.sweep!.name)} = ${escape(JSON.stringify(r.value))}</summary>${runSummary(r.run)}${figures(sections.values[i]!)}</details>`,
      ),
    );
  }
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(report.title)} report</title>
<style>
body { font: 15px/1.45 system-ui, sans-serif; margin: 2em auto; max-width: 64em; padding: 0 1em; color: #111; }
figure { margin: 1.5em 0; } figcaption { font-weight: 600; margin-bottom: 0.3em; }
table { border-collapse: collapse; margin: 1em 0; } td, th { border: 1px solid #ccc; padding: 0.25em 0.5em; text-align: left; vertical-align: top; }
.meta { color: #444; } .agree { color: #064; } .disagree { color: #a00; } .inconclusive { color: #850; }
details { margin: 1em 0; } summary { cursor: pointer; }
</style></head><body>
${parts.join('\n')}
</body></html>
`;
}
