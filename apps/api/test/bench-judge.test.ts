import { describe, expect, it } from 'vitest';
import {
  cpuMsPerRequest,
  judge,
  statTicks,
  ticksSpent,
  verdictTable,
  type FloorRun,
  type Run,
} from '../bench/judge.ts';

const run = (call: string, p95: number, more: Partial<Run> = {}): Run => ({
  books: 20_000,
  call,
  cache: 'off',
  connections: 2,
  p95,
  rps: 500,
  errors: 0,
  requests: 1000,
  phase: 'one-request',
  ...more,
});

describe('the bench verdict', () => {
  it('judges each call p95 against its target at 20,000 books, 2 connections, no cache', () => {
    const verdicts = judge([run('listing', 4), run('detail', 2.1), run('book page', 14.9)]);
    expect(verdicts.map((v) => [v.call, v.target, v.measured, v.pass])).toEqual([
      ['listing', '≤ 4', '4', true],
      ['detail', '≤ 2', '2.1', false],
      ['book page', '≤ 15', '14.9', true],
    ]);
  });

  it('fails a call that had no answer in its window', () => {
    expect(judge([run('book page', 0, { requests: 0 })]).map((v) => [v.measured, v.pass])).toEqual([
      ['no answer', false],
    ]);
  });

  it('does not judge the one-request targets with the cache, at other connections or a larger catalogue', () => {
    expect(
      judge([
        run('listing', 99, { cache: 'on' }),
        run('listing', 99, { connections: 20 }),
        run('detail', 99, { books: 1_000_000 }),
      ]),
    ).toEqual([]);
  });

  it('judges search, see-all and filtered against twice the listing at a million books', () => {
    const books = 1_000_000;
    const verdicts = judge([
      run('listing', 5, { books }),
      run('search', 10, { books }),
      run('see-all', 10.1, { books }),
      run('detail', 50, { books }),
    ]);
    expect(verdicts.map((v) => [v.call, v.target, v.pass])).toEqual([
      ['search', '≤ 2 × listing = 10', true],
      ['see-all', '≤ 2 × listing = 10', false],
    ]);
  });

  it('fails on any failed request, and always judges the 20-connection phase', () => {
    const verdicts = judge([
      run('home', 1, { errors: 3 }),
      run('search', 30, { connections: 20, phase: 'load', books: 1_000_000 }),
    ]);
    expect(verdicts.map((v) => [v.call, v.what, v.measured, v.pass])).toEqual([
      ['home', 'p95 ms, 2 conn', '1', true],
      ['home', 'failed requests, 2 conn', '3', false],
      ['search', 'failed requests, 20 conn', '0', true],
    ]);
  });

  it('judges the API throughput as a share of the bare statements', () => {
    const floor = (apiRps: number, floorRps: number, apiErrors = 0): FloorRun => ({
      books: 20_000,
      call: 'listing',
      connections: 20,
      apiRps,
      floorRps,
      apiErrors,
    });
    const shares = judge([], [floor(800, 1000), floor(799, 1000), floor(900, 1000, 1), floor(5, 0)]).filter(
      (v) => v.what.startsWith('req/s'),
    );
    expect(shares.map((v) => [v.measured, v.pass])).toEqual([
      ['0.80 (800 / 1000)', true],
      ['0.80 (799 / 1000)', false],
      ['0.90 (900 / 1000)', true],
      ['0.00 (5 / 0)', false],
    ]);
    expect(judge([], [floor(900, 1000, 1)]).map((v) => v.pass)).toEqual([true, false]);
  });

  it('prints a table and a verdict line', () => {
    expect(verdictTable(judge([run('listing', 3)])).split('\n')).toEqual([
      '| books | call | judged | target | measured | verdict |',
      '|---|---|---|---|---|---|',
      '| 20000 | listing | p95 ms, 2 conn | ≤ 4 | 3 | pass |',
      '',
      'PASS: all 1 judged figures within their targets',
    ]);
    expect(verdictTable(judge([run('listing', 5), run('detail', 1)]))).toMatch(
      /\| listing .* \| FAIL \|[\s\S]*FAIL: 1 of 2 judged figures/,
    );
    expect(verdictTable([])).toMatch(/^NOTHING JUDGED/m);
  });
});

describe('CPU from /proc', () => {
  it('reads utime + stime from a stat line whose command name holds spaces and parentheses', () => {
    const stat =
      '4242 (node (bench) x) S 1 4242 4242 0 -1 4194304 5047 0 0 0 1234 56 0 0 20 0 11 0 3383 222445568 7426';
    expect(statTicks(stat)).toBe(1290);
    expect(() => statTicks('garbage')).toThrow(/stat/);
  });

  it('counts the ticks of processes started in the window and the processes gone', () => {
    const before = new Map([
      [1, 100],
      [2, 50],
    ]);
    const after = new Map([
      [1, 130],
      [3, 7],
    ]);
    expect(ticksSpent(before, after)).toEqual({ ticks: 37, gone: 1 });
  });

  it('turns ticks into milliseconds per request', () => {
    expect(cpuMsPerRequest(250, 1000, 100)).toBe(2.5);
    expect(cpuMsPerRequest(1, 3, 100)).toBe(3.33);
    expect(cpuMsPerRequest(10, 0, 100)).toBe(0);
  });
});
