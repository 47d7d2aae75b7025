import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOG } from '@cutthroat/catalog';
import { describe, expect, it } from 'vitest';
import { reportCharts } from './html.js';
import type { ReportJson } from './report.js';

// These run the built command (`npm test` builds first), as a person would.
const bin = fileURLToPath(new URL('../../bin/cutthroat.js', import.meta.url));
const cutthroat = (args: string[]) =>
  spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', timeout: 55_000 });

/** Runs `cutthroat report` into a fresh directory; its report.json and report.html. */
function report(args: string[]): { json: ReportJson; html: string; stdout: string } {
  const out = mkdtempSync(join(tmpdir(), 'cutthroat-report-'));
  const r = cutthroat(['report', ...args, '--out', out]);
  expect(r.status, r.stderr).toBe(0);
  return {
    json: JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')) as ReportJson,
    html: readFileSync(join(out, 'report.html'), 'utf8'),
    stdout: r.stdout,
  };
}

/** Every chart the report's figures call for is on the page, drawn as SVG. */
function expectEveryChart(json: ReportJson, html: string): void {
  const charts = reportCharts(json);
  expect(charts.length).toBeGreaterThan(4);
  for (const c of charts) {
    const at = html.indexOf(`<figure data-chart="${c.id}">`);
    expect(at, c.id).toBeGreaterThanOrEqual(0);
    expect(html.slice(at, html.indexOf('</figure>', at)), c.id).toMatch(/<svg[^>]*>[\s\S]*<\/svg>/);
  }
  expect(html.match(/<figure /g)).toHaveLength(charts.length);
}

/** Nothing on the page reaches the network: no script, stylesheet, font or image by address. */
function expectOffline(html: string): void {
  expect(html).not.toMatch(/<script|<link|<img|<iframe|@import|@font-face|url\(/i);
  const addresses = html.replace(/xmlns(:xlink)?="http:\/\/www\.w3\.org\/[^"]+"/g, '');
  expect(addresses).not.toMatch(/(https?:)?\/\/[a-z]/i);
}

const withoutTiming = ({ timing: _timing, command: _command, ...rest }: ReportJson) => rest;

describe('cutthroat report', () => {
  it('writes the same report.json whatever the worker count', () => {
    const args = ['--game', 'arms-dealers', '--players', '3', '--bots', 'greedy,random,greedy', '--games', '60'];
    // 60 games are three batches: both workers play some.
    const one = report([...args, '--seed', 's', '--workers', '1', '--claims', '--claim-games', '40']);
    const two = report([...args, '--seed', 's', '--workers', '2', '--claims', '--claim-games', '40']);
    expect(withoutTiming(two.json)).toEqual(withoutTiming(one.json));
    expect(one.json.command).toMatch(/^cutthroat report --game arms-dealers .* --workers 1/);
    expect(one.json).toMatchObject({ tool: 'cutthroat report', seed: 's', version: '0.1.0' });
    expect(one.json.timing.workers).toBe(1);
    const run = one.json.run!;
    expect(run.games).toBe(60);
    expect(run.seats.map((s) => s.bot)).toEqual(['greedy', 'random', 'greedy']);
    expect(run.seats.reduce((n, s) => n + s.wins.successes, 0)).toBeGreaterThanOrEqual(60);
    // Another seed plays other games.
    const other = report([...args, '--seed', 't', '--workers', '2']);
    expect(other.json.run).not.toEqual(run);
  });

  it.each(CATALOG.ids)('reports on %s with every chart, offline, and a verdict per claim', (id) => {
    const module = CATALOG.get(id)!;
    const players = String(Math.min(module.game.maxPlayers, 3));
    const { json, html, stdout } = report([
      '--game',
      id,
      '--players',
      players,
      '--games',
      '4',
      '--claims',
      '--claim-games',
      '3',
    ]);
    expectEveryChart(json, html);
    expectOffline(html);
    expect(json.claims!.map((c) => c.id)).toEqual((module.sim.claims ?? []).map((c) => c.id));
    for (const c of json.claims!) {
      expect(['agree', 'disagree', 'inconclusive']).toContain(c.verdict);
      expect(stdout).toContain(`${id} ${c.id} [${c.section}]: ${c.verdict.toUpperCase()}`);
      expect(html).toContain(`<span class="${c.verdict}">`);
    }
    for (const f of module.sim.extras?.figures ?? []) expect(html, f.id).toContain(f.id);
  });

  it('sweeps an option over its values with the same seeds', () => {
    const { json, html } = report([
      '--game',
      'arms-dealers',
      '--players',
      '2',
      '--games',
      '30',
      '--sweep',
      'offersPerTurn=0,3',
      '--options',
      '{"moneyTrades":true}',
    ]);
    expect(json.run).toBeNull();
    expect(json.sweep!.runs.map((r) => r.value)).toEqual([0, 3]);
    expect(json.sweep!.runs.map((r) => r.run.spec.options)).toEqual([
      { moneyTrades: true, offersPerTurn: 0 },
      { moneyTrades: true, offersPerTurn: 3 },
    ]);
    // No offers, no trades.
    const trades = json.sweep!.runs[0]!.run.figures.find((f) => f.id === 'trades')!;
    expect(trades.distribution.max).toBe(0);
    const metric = json.sweep!.metrics.find((m) => m.id === 'figure-trades')!;
    expect(metric.points.map((p) => p.at)).toEqual(['0', '3']);
    expectEveryChart(json, html);
    expectOffline(html);
  });

  it("sweeps a bot's parameter for the seats whose bot takes it", () => {
    const { json, html } = report([
      '--game',
      'gocaine',
      '--players',
      '3',
      '--bots',
      'heuristic,random,cautious',
      '--games',
      '3',
      '--sweep',
      'bot.interdictValue=0,100000',
    ]);
    expect(json.sweep!.runs.map((r) => r.run.spec.botParams)).toEqual([
      { interdictValue: 0 },
      { interdictValue: 100000 },
    ]);
    // Chips played at any value against none: the heuristic and cautious seats hold theirs back.
    const chips = json.sweep!.runs.map(
      (r) => r.run.figures.find((f) => f.id === 'chips-played')!.distribution.mean!.value,
    );
    expect(chips[0]).toBeGreaterThan(chips[1]!);
    expectEveryChart(json, html);
  });

  it.each([
    [['--game', 'gocaine', '--bots', 'random', '--sweep', 'bot.interdictValue=1'], /no bot at this table \(random\)/],
    [['--game', 'gocaine', '--sweep', 'bot.speed=1'], /takes a parameter 'speed'/],
    [['--game', 'gocaine', '--sweep', 'bot.interdictValue=10,-5'], /bot.interdictValue=-5: heuristic/],
    [['--game', 'arms-dealers'], /--out DIR is required/],
    [['--game', 'arms-dealers', '--sweep', 'speed=1,2'], /no option 'speed'/],
    [['--game', 'arms-dealers', '--sweep', 'offersPerTurn=1,-1'], /--sweep offersPerTurn=-1/],
    [['--game', 'arms-dealers', '--sweep', 'offersPerTurn'], /name=value,value/],
    [['--game', 'arms-dealers', '--claim-games', '5'], /--claim-games goes with --claims/],
    [['--game', 'arms-dealers', '--games', '0'], /--games must be a whole number/],
    [['--game', 'chess'], /unknown game 'chess'/],
  ])('refuses %j and writes nothing', (args, message) => {
    const out = join(mkdtempSync(join(tmpdir(), 'cutthroat-report-')), 'never');
    const r = cutthroat(['report', ...args, ...(args.includes('--game') && args.length > 2 ? ['--out', out] : [])]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^error \[cli\/bad-argument\]: /);
    expect(r.stderr).toMatch(message);
    expect(existsSync(out)).toBe(false);
  });
});
