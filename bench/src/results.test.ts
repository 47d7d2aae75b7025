import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RESULTS_DIR, saveResults, type SavedResults } from './results.js';

describe('saveResults', () => {
  const dirs: string[] = [];
  const fresh = () => {
    const dir = mkdtempSync(join(tmpdir(), 'cutthroat-results-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('writes the day, the machine, the flags and the figures to YYYY-MM-DD-<name>.json', () => {
    const dir = fresh();
    const at = new Date('2031-04-05T23:59:59.500Z');
    const path = saveResults('arms-dealers', { actionsPerSecond: 12 }, { dir, at, args: ['--only', 'x'] });
    expect(basename(path)).toBe('2031-04-05-arms-dealers.json');
    const saved = JSON.parse(readFileSync(path, 'utf8')) as SavedResults;
    expect(saved).toMatchObject({
      benchmark: 'arms-dealers',
      measuredAt: '2031-04-05T23:59:59.500Z',
      args: ['--only', 'x'],
      figures: { actionsPerSecond: 12 },
    });
    expect(saved.machine.cpus).toBeGreaterThan(0);
  });

  it('replaces the same benchmark of the same day, and keeps other days and benchmarks', () => {
    const dir = fresh();
    const day = (d: string) => new Date(`${d}T12:00:00Z`);
    saveResults('server', { n: 1 }, { dir, at: day('2031-01-01') });
    saveResults('server', { n: 2 }, { dir, at: day('2031-01-01') });
    saveResults('server', { n: 3 }, { dir, at: day('2031-01-02') });
    saveResults('transport', { n: 4 }, { dir, at: day('2031-01-02') });
    expect(readdirSync(dir).sort()).toEqual([
      '2031-01-01-server.json',
      '2031-01-02-server.json',
      '2031-01-02-transport.json',
    ]);
    const first = JSON.parse(readFileSync(join(dir, '2031-01-01-server.json'), 'utf8')) as SavedResults;
    expect(first.figures).toEqual({ n: 2 });
  });

  it.each(['', 'Arms', 'a b', '../up', 'x/y', '-lead', 'trail-'])('refuses %j as a name, writing nothing', (name) => {
    const dir = fresh();
    expect(() => saveResults(name, {}, { dir })).toThrow(/lower-case words and hyphens/);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('writes under bench/results by default', () => {
    expect(RESULTS_DIR.replaceAll('\\', '/')).toMatch(/\/bench\/results\/$/);
  });
});
