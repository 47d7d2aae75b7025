import * as vega from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import type { Estimate } from '@cutthroat/module';
import type { FigureSummary, RoundBand, RunFigures } from './aggregate.js';

/** One chart of a report: a Vega-Lite spec, rendered to SVG by `renderChart`. */
export interface Chart {
  /** Unique within a report; the page's `figure` carries it as `data-chart`. */
  readonly id: string;
  readonly title: string;
  readonly spec: TopLevelSpec;
}

const WIDTH = 560;
const HEIGHT = 220;
const pctAxis = { format: '.0%' } as const;

/** A chart of the report's size over these rows; `spec` says how to draw them. */
function chart(id: string, title: string, rows: readonly object[], spec: object, height = HEIGHT): Chart {
  return {
    id,
    title,
    spec: { width: WIDTH, height, data: { values: rows.map((r) => ({ ...r })) }, ...spec } as TopLevelSpec,
  };
}

/** Error bars from `low` to `high`, with ticks at both ends. */
const errorBars = [
  {
    mark: { type: 'rule', color: '#223' },
    encoding: { y: { field: 'low', type: 'quantitative' }, y2: { field: 'high' } },
  },
  ...['low', 'high'].map((field) => ({
    mark: { type: 'tick', color: '#223', thickness: 1.5 },
    encoding: { y: { field, type: 'quantitative' } },
  })),
];

/** Estimates with their 95% intervals as bars with error bars. */
export function estimateChart(
  id: string,
  title: string,
  rows: readonly (Estimate & { readonly label: string })[],
  opts: { readonly percent?: boolean; readonly yTitle: string },
): Chart {
  const axis = opts.percent ? pctAxis : {};
  return chart(id, title, rows, {
    encoding: { x: { field: 'label', type: 'nominal', sort: null, title: null, axis: { labelAngle: 0 } } },
    layer: [
      {
        mark: { type: 'bar', color: '#8fb3d9' },
        encoding: { y: { field: 'value', type: 'quantitative', title: opts.yTitle, axis } },
      },
      ...errorBars,
    ],
  });
}

/** Games per bin of a figure's values. */
export function histogramChart(id: string, title: string, figure: FigureSummary): Chart {
  return chart(id, title, figure.histogram, {
    mark: { type: 'bar', color: '#8fb3d9', stroke: 'white', strokeWidth: 0.5 },
    encoding: {
      x: { field: 'from', type: 'quantitative', bin: { binned: true }, title: figure.label },
      x2: { field: 'to' },
      y: { field: 'games', type: 'quantitative', title: 'games' },
    },
  });
}

/** Median lines in quartile bands over rounds, one colour per series. */
export function bandChart(
  id: string,
  title: string,
  bands: readonly RoundBand[],
  xTitle: string,
  yTitle: string,
): Chart {
  return chart(
    id,
    title,
    bands,
    {
      encoding: {
        x: { field: 'round', type: 'quantitative', title: xTitle },
        color: { field: 'series', type: 'nominal', title: null, legend: { orient: 'top' } },
      },
      layer: [
        {
          mark: { type: 'area', opacity: 0.25 },
          encoding: { y: { field: 'p25', type: 'quantitative', title: yTitle }, y2: { field: 'p75' } },
        },
        { mark: { type: 'line' }, encoding: { y: { field: 'median', type: 'quantitative' } } },
      ],
    },
    HEIGHT + 40,
  );
}

/** A metric against a swept value, with its 95% intervals; one colour per series. */
export function sweepChart(
  id: string,
  title: string,
  points: readonly (Estimate & { readonly at: string; readonly series: string })[],
  xTitle: string,
  percent: boolean,
): Chart {
  const axis = percent ? pctAxis : {};
  return chart(id, title, points, {
    encoding: {
      x: { field: 'at', type: 'ordinal', sort: null, title: xTitle, axis: { labelAngle: 0 } },
      color: { field: 'series', type: 'nominal', title: null, legend: { orient: 'top' } },
      xOffset: { field: 'series', type: 'nominal' },
    },
    layer: [
      { mark: { type: 'point', filled: true }, encoding: { y: { field: 'value', type: 'quantitative', title, axis } } },
      { mark: { type: 'rule' }, encoding: { y: { field: 'low', type: 'quantitative' }, y2: { field: 'high' } } },
    ],
  });
}

/** The charts of one run, in the order the page shows them. */
export function runCharts(run: RunFigures, prefix = ''): Chart[] {
  const unit = run.lengthUnit;
  const round = unit.replace(/s$/, '');
  const charts: Chart[] = [
    estimateChart(
      `${prefix}win-by-seat`,
      'Win rate by seat',
      run.seats.map((s) => ({ label: `seat ${s.seat} (${s.bot})`, ...s.wins })),
      { percent: true, yTitle: 'games won (ties count for each)' },
    ),
    estimateChart(
      `${prefix}win-by-bot`,
      'Win rate by bot, per seat it played',
      Object.entries(run.bots).map(([label, p]) => ({ label, ...p })),
      { percent: true, yTitle: 'games won per seat' },
    ),
    ...run.groups.map((g) =>
      estimateChart(
        `${prefix}win-by-${g.id}`,
        `Win rate by ${g.label}`,
        Object.entries(g.rates).map(([label, p]) => ({ label, ...p })),
        { percent: true, yTitle: 'games won per seat' },
      ),
    ),
    histogramChart(`${prefix}length`, `Game length (${unit})`, run.length),
    bandChart(
      `${prefix}money`,
      `Money at the end of each ${round}: median and quartiles (a game that has ended counts with its final money)`,
      run.money,
      round,
      `money (1 = ${run.moneyUnit})`,
    ),
  ];
  if (Object.keys(run.endings).length)
    charts.push(
      estimateChart(
        `${prefix}endings`,
        'How games ended',
        Object.entries(run.endings).map(([label, p]) => ({ label, ...p })),
        { percent: true, yTitle: 'share of games' },
      ),
    );
  for (const f of run.figures) if (f.distribution.n) charts.push(histogramChart(`${prefix}figure-${f.id}`, f.label, f));
  for (const b of run.byRound)
    charts.push(
      bandChart(`${prefix}round-${b.id}`, `${b.label}, by ${round}: median and quartiles`, b.bands, round, b.label),
    );
  return charts;
}

/** The chart as inline SVG: no script, no font or file fetched when the page opens. */
export async function renderChart(chart: Chart): Promise<string> {
  const view = new vega.View(vega.parse(compile(chart.spec).spec), { renderer: 'none', logLevel: vega.Error });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}
