import { describe, expect, it } from 'vitest';
import { parseRoute } from './router.js';

describe('routes', () => {
  it.each([
    ['/', '', { name: 'lobby', game: null }],
    ['/', '?game=gocaine', { name: 'lobby', game: 'gocaine' }],
    ['/', '?game=%3Cb%3E', { name: 'lobby', game: null }],
    ['/learn/arms-dealers', '', { name: 'learn', game: 'arms-dealers', tutorial: null }],
    ['/learn/gocaine/transport-example', '', { name: 'learn', game: 'gocaine', tutorial: 'transport-example' }],
    ['/learn/gocaine/Bad_Id', '', { name: 'not-found', path: '/learn/gocaine/Bad_Id' }],
    ['/learn/Not_A_Game', '', { name: 'not-found', path: '/learn/Not_A_Game' }],
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
