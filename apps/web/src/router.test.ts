import { describe, expect, it } from 'vitest';
import { parseRoute } from './router.js';

describe('routes', () => {
  it.each([
    ['/', '', { name: 'lobby' }],
    ['/m/abcdEFGH_1234', '', { name: 'match', id: 'abcdEFGH_1234', seat: null, watch: false }],
    ['/m/abcdEFGH_1234', '?seat=2', { name: 'match', id: 'abcdEFGH_1234', seat: 2, watch: false }],
    ['/m/abcdEFGH_1234', '?seat=9', { name: 'match', id: 'abcdEFGH_1234', seat: null, watch: false }],
    ['/m/abcdEFGH_1234', '?watch', { name: 'match', id: 'abcdEFGH_1234', seat: null, watch: true }],
    ['/r/abcdEFGH_1234', '', { name: 'replay', id: 'abcdEFGH_1234' }],
    ['/m/short', '', { name: 'not-found', path: '/m/short' }],
    ['/elsewhere', '', { name: 'not-found', path: '/elsewhere' }],
  ])('%s%s', (path, search, route) => {
    expect(parseRoute(path, search)).toEqual(route);
  });
});
