import { describe, expect, it } from 'vitest';
import { FULL_PACK } from '../../../shared/cards/model';
import { apply, legalActions, newGame, nextDecision, type GameState } from '../engine/game';
import type { Card } from '../engine/types';
import { autoplay, chooseAction } from './bot';
import { hint } from './hint';
import { STOPP_SEARCH } from './strong';
import { viewOf } from './view';

function must(r: ReturnType<typeof apply>): GameState {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

/** A 4-player game with the hands stacked (P0 leads; dealer P3). */
function stacked(hands: Card[][], rules: object = {}): GameState {
  const used = new Set(hands.flat());
  const rest = FULL_PACK.filter((c) => !used.has(c));
  const pack: Card[] = [];
  for (let i = 0; i < 6; i++) for (let p = 0; p < 4; p++) pack.push((hands[p]?.[i] ?? rest.shift()) as Card);
  pack.push(...rest);
  return must(apply(must(newGame({ seed: 1, players: 4, firstDealer: 3, rules }) as ReturnType<typeof apply>), { type: 'deal', pack }));
}

const HANDS: Card[][] = [
  ['AH', '3H', '2C', '4D', '9S', '5C'],
  ['KH', 'QH', '8C', '7D', '2S', 'TC'],
  ['JH', '4H', '6C', '8D', '3S', 'JC'],
  ['TH', '5H', '7C', 'QD', '4S', 'KS'],
];

describe('Steady', () => {
  it('leads low under its own sure winner (3H under AH)', () => {
    const s = stacked(HANDS);
    expect(chooseAction(s, 0, { level: 'steady' })).toEqual({ type: 'play', seat: 0, card: '3H' });
  });
  it('runs out when all but one card are sure winners', () => {
    const s = stacked([['AH', 'AS', 'AC', 'AD', 'KD', '2C'], HANDS[1] as Card[], HANDS[2] as Card[], HANDS[3] as Card[]]);
    const a = chooseAction(s, 0, { level: 'steady' });
    expect(a?.type).toBe('play');
    expect(['AH', 'AS', 'AC', 'AD', 'KD']).toContain((a as { card: Card }).card);
  });
  it('beats as low as it can', () => {
    let s = stacked(HANDS);
    s = must(apply(s, { type: 'play', seat: 0, card: '3H' }));
    // P1 holds KH and QH: Steady beats with QH.
    expect(chooseAction(s, 1, { level: 'steady' })).toEqual({ type: 'play', seat: 1, card: 'QH' });
  });
});

describe('every level plays whole games, deterministically', () => {
  it('random, Steady and Strong finish a game; the same seed gives the same game', () => {
    const g = newGame({ seed: 9, players: 3 });
    if (!g.ok) throw new Error('newGame');
    const players = [{ level: 'random' as const, seed: 1 }, { level: 'steady' as const }, { level: 'strong' as const, budgetMs: Infinity, maxSamples: 24, seed: 3 }];
    const a = autoplay(g.value, { players, stopAtDealEnd: true });
    const b = autoplay(g.value, { players, stopAtDealEnd: true });
    expect(a.stage).toBe('deal-over');
    expect(a.actions).toEqual(b.actions);
    const end = autoplay(g.value, { players: [{ level: 'steady' }, { level: 'steady' }, { level: 'random', seed: 4 }] });
    expect(end.stage).toBe('game-over');
  });
  it('answers the announced Stopp (OP9) and returns null when it is not the seat\'s turn', () => {
    let s = stacked(HANDS, { stopp_call: 'announced' });
    s = must(apply(s, { type: 'play', seat: 0, card: 'AH' }));
    expect(nextDecision(s)).toMatchObject({ kind: 'stopp', seat: 1 });
    expect(chooseAction(s, 1, { level: 'strong', maxSamples: 10 })).toEqual({ type: 'stopp', seat: 1 });
    expect(chooseAction(s, 2, { level: 'steady' })).toBeNull();
    expect(legalActions(s)).toEqual([{ type: 'stopp', seat: 1 }]);
  });
  it('Strong picks a legal card and merges cards that play the same', () => {
    const s = stacked(HANDS);
    const v = viewOf(s, 0);
    expect(v).not.toBeNull();
    if (!v) return;
    // AH and KH... P0 holds AH 3H: 3H and AH differ; 9S alone; 2C and 5C differ (3C, 4C are out).
    const groups = STOPP_SEARCH.candidates(v);
    expect(groups.flat().length).toBe(6);
    const a = chooseAction(s, 0, { level: 'strong', budgetMs: Infinity, maxSamples: 40, seed: 5 });
    const b = chooseAction(s, 0, { level: 'strong', budgetMs: Infinity, maxSamples: 40, seed: 5 });
    expect(a).toEqual(b);
    expect(legalActions(s)).toContainEqual(a);
  });
});

describe('hints', () => {
  it('give the Strong card with a reason code and every candidate', () => {
    const s = stacked(HANDS);
    const h = hint(s, 0, { budgetMs: Infinity, maxSamples: 60, seed: 1 });
    expect(h).not.toBeNull();
    if (!h) return;
    expect(h.action.type).toBe('play');
    expect(h.reason.code).toMatch(/^hint\./);
    expect(h.candidates.length).toBeGreaterThan(1);
    expect(hint(s, 1)).toBeNull();
  });
  it('name a forced beat as the only card', () => {
    let s = stacked(HANDS);
    s = must(apply(s, { type: 'play', seat: 0, card: '3H' }));
    s = must(apply(s, { type: 'play', seat: 1, card: 'QH' }));
    // P2 holds JH 4H: cannot beat QH; P3 holds TH 5H: cannot; P0 holds AH: a sure winner.
    const h = hint(s, 0, { budgetMs: Infinity, maxSamples: 30, seed: 2 });
    expect(h?.action).toEqual({ type: 'play', seat: 0, card: 'AH' });
    expect(h?.reason.code).toBe('hint.only-card');
  });
  it('never throw on garbage', () => {
    expect(hint({} as GameState, 0)).toBeNull();
    expect(chooseAction(null as unknown as GameState, 0)).toBeNull();
  });
});
