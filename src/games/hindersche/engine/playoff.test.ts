import { describe, expect, it } from 'vitest';
import {
  firstDealerOfNextGame,
  marchOf,
  marcher,
  nextDealerAfterDeal,
  orderTies,
  playoffRanking,
  playoffSeating,
  rankGroups,
  repeatSeatingDealer,
  resolvePlayoff,
  splitPlaces,
} from './playoff';
import { DEFAULT_RULES, type Rules } from './rules';
import type { Seat } from './types';

const R = (over: Partial<Rules> = {}): Rules => ({ ...DEFAULT_RULES, ...over });
const ALL: Seat[] = [0, 1, 2, 3];

describe('march (spec 5, VP10)', () => {
  it('100 points is a march in every kind of deal', () => {
    for (const kind of ['phase1', 'phase2', 'playoff'] as const) {
      expect(marcher([10, 20, 100, 10], [1, 1, 6, 1], ALL, kind, R())).toBe(2);
    }
    expect(marcher([10, 31, 99, 0], [1, 2, 6, 0], ALL, 'phase1', R())).toBeNull();
  });
  it('all nine tricks is a march in phase 2 and in playoffs (VP10-B), not on its own in phase 1', () => {
    expect(marchOf([0, 99, 0, 0], [0, 9, 0, 0], [1, 3], 'phase2', R())).toEqual({ seat: 1, by: 'all-tricks' });
    expect(marchOf([0, 99, 0, 0], [0, 9, 0, 0], [1, 3], 'playoff', R())).toEqual({ seat: 1, by: 'all-tricks' });
    expect(marchOf([0, 99, 0, 0], [0, 9, 0, 0], [1, 3], 'phase1', R())).toBeNull();
  });
  it('VP10-A: no march in a playoff', () => {
    expect(marcher([0, 110, 0, 0], [0, 9, 0, 0], [1, 3], 'playoff', R({ VP10: 'A' }))).toBeNull();
    expect(marcher([0, 110, 0, 0], [0, 9, 0, 0], [1, 3], 'phase2', R({ VP10: 'A' }))).toBe(1);
  });
});

describe('ranking and places', () => {
  it('groups the marcher first, then ascending points, ties together in seat order', () => {
    expect(rankGroups([20, 45, 30, 45], ALL, null)).toEqual([[0], [2], [1, 3]]);
    expect(rankGroups([3, 3, 104, 0], [0, 1, 2], 2)).toEqual([[2], [0, 1]]);
  });
  it('fills places from each end; a group inside the places takes them all', () => {
    expect(splitPlaces([[0, 1], [2], [3]], { erase: 2 })).toEqual({ best: [0, 1], worst: [], ties: [] });
    expect(splitPlaces([[0], [2], [1, 3]], { mark: 1 })).toEqual({ best: [], worst: [], ties: [{ players: [1, 3], decides: { mark: 1 }, end: 'worst' }] });
  });
  it('VP19: a tie across the boundary plays off for the places left (10/20/20/90 with two places)', () => {
    expect(splitPlaces([[0], [1, 2], [3]], { erase: 2 })).toEqual({ best: [0], worst: [], ties: [{ players: [1, 2], decides: { erase: 1 }, end: 'best' }] });
  });
  it('one group across both ends gives one combined playoff', () => {
    expect(splitPlaces([[0, 1, 2, 3]], { erase: 1, add: 1 }).ties).toEqual([{ players: [0, 1, 2, 3], decides: { erase: 1, add: 1 }, end: 'both' }]);
  });
  it('ties at both ends are separate, erase first by default (VP20)', () => {
    const split = splitPlaces([[0, 1], [2, 3]], { erase: 1, add: 1 });
    expect(orderTies(split.ties, R()).map((t) => t.end)).toEqual(['best', 'worst']);
    expect(orderTies(split.ties, R({ VP20: 'add-first' })).map((t) => t.end)).toEqual(['worst', 'best']);
  });
});

describe('playoff seating (VP08, spec 9.3)', () => {
  const cases: [Seat, Seat[], Rules['VP08'], Seat, Seat][] = [
    [0, [2, 3], 'A', 2, 3],
    [0, [2, 3], 'B', 3, 2],
    [0, [1, 3], 'A', 1, 3],
    [0, [0, 1, 2], 'A', 1, 2],
    [0, [0, 1, 2], 'B', 0, 1],
    [2, [3, 0, 1], 'B', 1, 3],
    [0, [0, 2], 'A', 2, 0],
  ];
  for (const [dealer, tied, option, pDealer, pLeader] of cases) {
    it(`dealer P${dealer}, tied ${tied.join(',')}, option ${option}`, () => {
      expect(playoffSeating(dealer, tied, R({ VP08: option }))).toMatchObject({ ok: true, value: { dealer: pDealer, leader: pLeader } });
    });
  }
  it('rejects bad input with codes', () => {
    expect(playoffSeating(0, [1], R())).toMatchObject({ ok: false, error: { code: 'playoff.too-few-players' } });
    expect(playoffSeating(0, [1, 1], R())).toMatchObject({ ok: false, error: { code: 'playoff.duplicate-player' } });
    expect(playoffSeating(0, [1, 7 as Seat], R())).toMatchObject({ ok: false, error: { code: 'playoff.bad-seat' } });
  });
  it('VP11: repeats are seated from the previous playoff (B) or the original deal (A)', () => {
    expect(repeatSeatingDealer(0, 1, R())).toBe(1);
    expect(repeatSeatingDealer(0, 1, R({ VP11: 'A' }))).toBe(0);
  });
});

describe('playoff result (VP10, spec 9.4)', () => {
  it('the marcher wins; with three players the other with more points loses', () => {
    const o = resolvePlayoff({ mark: 1 }, { players: [0, 1, 2], points: [3, 10, 97, 0], tricks: [1, 1, 7, 0] }, R());
    expect(o.ranking.march).toBeNull();
    expect(o.losers).toEqual([2]);
    const m = resolvePlayoff({ erase: 1, add: 1 }, { players: [0, 1, 2], points: [3, 5, 102, 0], tricks: [1, 1, 7, 0] }, R());
    expect(m).toMatchObject({ winners: [2], losers: [1], repeats: [] });
  });
  it('a tie across a place is replayed among just those players', () => {
    const o = resolvePlayoff({ mark: 1 }, { players: [0, 1, 2], points: [3, 3, 104, 0], tricks: [1, 1, 7, 0] }, R());
    expect(o.repeats).toEqual([{ players: [0, 1], decides: { mark: 1 }, end: 'worst' }]);
  });
  it('VP10-A orders by points alone: 100 points in a playoff is just the most', () => {
    const o = resolvePlayoff({ erase: 1 }, { players: [1, 3], points: [0, 100, 0, 10], tricks: [0, 7, 0, 2] }, R({ VP10: 'A' }));
    expect(o.winners).toEqual([3]);
    expect(playoffRanking({ players: [1, 3], points: [0, 100, 0, 10], tricks: [0, 7, 0, 2] }, R()).groups).toEqual([[1], [3]]);
  });
  it('a playoff that decides nothing (VP18-B) is never replayed', () => {
    expect(resolvePlayoff({}, { players: [1, 3], points: [0, 35, 0, 35], tricks: [0, 4, 0, 5] }, R()).repeats).toEqual([]);
  });
});

describe('where the deal resumes (VP09, VP02, VP23)', () => {
  it('VP09-B: right of the original dealer, skipping players who are out', () => {
    expect(nextDealerAfterDeal(0, [1], ALL, R())).toMatchObject({ seat: 1, cause: 'rotation' });
    expect(nextDealerAfterDeal(2, [], [1, 2], R())).toEqual({ seat: 1, cause: 'rotation', from: 2, skipped: [3, 0] });
  });
  it('VP09-A: left of the last playoff dealer, then on to the right if that player is out', () => {
    expect(nextDealerAfterDeal(0, [1], ALL, R({ VP09: 'A' }))).toMatchObject({ seat: 0, cause: 'left-of-playoff-dealer' });
    expect(nextDealerAfterDeal(0, [2, 1], [1, 2, 3], R({ VP09: 'A' }))).toMatchObject({ seat: 1, skipped: [0] });
    expect(nextDealerAfterDeal(0, [], ALL, R({ VP09: 'A' }))).toMatchObject({ seat: 1, cause: 'rotation' });
  });
  it('VP02-B: players who are out keep their turn to deal', () => {
    expect(nextDealerAfterDeal(2, [], [1, 2], R({ VP02: 'B' }))).toMatchObject({ seat: 3, skipped: [] });
  });
  it('VP23: the next game starts right of the last dealer, or with the loser', () => {
    expect(firstDealerOfNextGame(3, [], 1, R())).toMatchObject({ seat: 0 });
    // Garbage gives a coded error at once (it used to loop until Node aborted).
    const garbage = nextDealerAfterDeal('x' as never, [], [1, 2], { VP02: 'A', VP09: 'B' });
    expect(garbage).toEqual({ error: { code: 'dealer.bad-input', problem: 'dealer' } });
    expect(firstDealerOfNextGame('x' as never, [], 1, R())).toMatchObject({ error: { code: 'dealer.bad-input' } });
    expect(firstDealerOfNextGame(3, [], 9 as never, R({ VP23: 'loser-deals' }))).toMatchObject({ error: { problem: 'loser' } });
    expect(nextDealerAfterDeal(0, [7 as never], [1], R())).toMatchObject({ error: { problem: 'playoff-dealers' } });
    expect(firstDealerOfNextGame(3, [], 1, R({ VP23: 'loser-deals' }))).toMatchObject({ seat: 1, cause: 'loser-deals' });
  });
});
