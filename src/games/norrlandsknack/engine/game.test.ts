import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../shared/cards/model';
import { apply, legalActions, newGame, nextDecision, step, whoseTurn, type GameAction, type GameState } from './game';
import { cardsInDeal, must, run, stackPack } from './testkit';

function fresh(x: object = {}): GameState {
  const g = newGame({ seed: 1, players: 4, ...x });
  if (!g.ok) throw new Error(JSON.stringify(g.error));
  return g.value;
}

// Forehand P0 holds the trump ace (hearts are trumps).
const HANDS: Card[][] = [
  ['AH', 'KS', '2C', '3C', '4C'],
  ['KH', 'AS', '2D', '3D', '4D'],
  ['QH', 'QS', '5C', '6C', '7C'],
  ['JH', 'JS', '5D', '6D', '7D'],
];
const PACK = stackPack(HANDS, '2H', ['AC', 'AD', 'KC', 'KD', 'QC', 'QD']);

describe('a whole deal, step by step', () => {
  it('deal 1: knock, everybody buys (the dealer one extra), trump ace leads, countdown', () => {
    let s = fresh();
    expect(nextDecision(s)).toMatchObject({ kind: 'deal', dealer: 3, dealNo: 1 });
    s = must(apply(s, { type: 'deal', pack: PACK }));
    expect(s.deal?.hands[3]).toHaveLength(6);
    expect(whoseTurn(s)).toBe(0);
    s = run(s, [{ type: 'lurk', seat: 0 }, { type: 'knock', seat: 1 }]);
    expect(s.stage).toBe('buying');
    expect(s.deal?.participants).toEqual([0, 1, 2, 3]);
    expect(nextDecision(s)).toMatchObject({ kind: 'buy', seat: 0, minDiscard: 0, maxDiscard: 5 });
    s = run(s, [
      { type: 'buy', seat: 0, discard: ['2C', '3C'] },
      { type: 'buy', seat: 1, discard: [] },
      { type: 'buy', seat: 2, discard: ['5C'] },
    ]);
    expect(s.deal?.hands[0]).toEqual(['AH', 'KS', '4C', 'AC', 'AD']);
    expect(nextDecision(s)).toMatchObject({ kind: 'buy', seat: 3, isDealer: true, minDiscard: 1 });
    expect(apply(s, { type: 'buy', seat: 3, discard: [] })).toMatchObject({ ok: false, error: { code: 'game.bad-buy' } });
    s = must(apply(s, { type: 'buy', seat: 3, discard: ['5D', '6D', '2H'] }));
    expect(s.deal?.hands[3]).toHaveLength(5);
    expect(s.deal?.hands[3]).toEqual(['JH', 'JS', '7D', 'KD', 'QC']);
    expect(nextDecision(s)).toMatchObject({ kind: 'play', seat: 0, openingLead: true, legal: ['AH'] });
    expect(apply(s, { type: 'play', seat: 0, card: 'KS' })).toMatchObject({ ok: false, error: { code: 'game.illegal-card', reason: { code: 'play.must-lead-trump-ace' } } });
    const r = step(s, { type: 'play', seat: 0, card: 'AH' });
    expect(r.ok && r.value.events[0]).toMatchObject({ type: 'card-played', reason: { code: 'play.trump-ace-lead' } });
    s = run(must(apply(s, { type: 'play', seat: 0, card: 'AH' })), [
      { type: 'play', seat: 1, card: 'KH' },
      { type: 'play', seat: 2, card: 'QH' },
      { type: 'play', seat: 3, card: 'JH' },
    ]);
    expect(s.deal?.live[0]).toBe(9);
    // Play the rest with the first legal card.
    while (s.stage === 'playing') s = must(apply(s, legalActions(s)[0] as GameAction));
    expect(s.stage).toBe('scored');
    expect(s.lastDeal?.tricks.reduce((a, b) => a + b, 0)).toBe(5);
    const sum = s.scores.reduce((a, b) => a + b, 0);
    expect(sum).toBe(40 - 5);
    expect(s.dealer).toBe(0);
  });

  it('all lurk: redeal by the same dealer, no new stakes, same deal number', () => {
    let s = must(apply(fresh(), { type: 'deal' }));
    s = run(s, [0, 1, 2, 3].map((seat) => ({ type: 'lurk', seat }) as GameAction));
    expect(s.stage).toBe('awaiting-deal');
    expect(s.dealer).toBe(3);
    expect(nextDecision(s)).toMatchObject({ kind: 'deal', dealNo: 1, redeal: 1 });
    expect(s.sheet.pot).toBe(4);
  });

  it('deal 2: go along or fold; folders sit out; the knocker alone takes five when all fold', () => {
    let s = fresh({ start: { scores: [8, 8, 8, 8], dealsPlayed: 1 } });
    s = must(apply(s, { type: 'deal', pack: PACK }));
    s = run(s, [{ type: 'knock', seat: 0 }]);
    expect(nextDecision(s)).toMatchObject({ kind: 'respond', seat: 1, knocker: 0 });
    s = run(s, [1, 2, 3].map((seat) => ({ type: 'fold', seat }) as GameAction));
    expect(s.scores).toEqual([3, 8, 8, 8]);
    expect(s.stage).toBe('scored');
  });

  it('deal 2: a trickless participant gets a limpa (+5 capped at 10, a stake)', () => {
    let s = fresh({ start: { scores: [7, 8, 8, 8], dealsPlayed: 1 } });
    s = must(apply(s, { type: 'deal', pack: PACK }));
    s = run(s, [{ type: 'lurk', seat: 0 }, { type: 'knock', seat: 1 }, { type: 'go-along', seat: 2 }, { type: 'fold', seat: 3 }, { type: 'go-along', seat: 0 }]);
    expect(s.deal?.participants).toEqual([0, 1, 2]);
    s = run(s, [0, 1, 2].map((seat) => ({ type: 'buy', seat, discard: [] }) as GameAction));
    while (s.stage === 'playing') s = must(apply(s, legalActions(s)[0] as GameAction));
    const last = s.lastDeal;
    if (!last) throw new Error();
    for (const p of [0, 1, 2]) {
      if (last.tricks[p] === 0) expect(s.scores[p]).toBe(Math.min(10, (last.before[p] as number) + 5));
      else expect(s.scores[p]).toBe((last.before[p] as number) - (last.tricks[p] as number));
    }
    expect(s.scores[3]).toBe(8);
    expect(s.sheet.pot).toBe(4 + last.limpa.length);
  });

  it('Trumfmant: someone on 1 switches it on for the deal', () => {
    let s = fresh({ start: { scores: [1, 8, 8, 8], dealsPlayed: 3 } });
    s = must(apply(s, { type: 'deal', pack: PACK }));
    expect(s.deal?.trumfmant).toBe(true);
    expect(s.log.some((e) => e.type === 'trumfmant' && e.on)).toBe(true);
  });

  it('refuses out-of-turn and malformed actions with codes, never mutating the input', () => {
    const s = must(apply(fresh(), { type: 'deal' }));
    const before = JSON.stringify(s);
    expect(apply(s, { type: 'knock', seat: 2 })).toMatchObject({ ok: false, error: { code: 'game.not-your-turn' } });
    expect(apply(s, { type: 'play', seat: 0, card: 'AS' })).toMatchObject({ ok: false, error: { code: 'game.wrong-stage' } });
    expect(apply(s, { type: 'knock', seat: 9 })).toMatchObject({ ok: false, error: { code: 'game.bad-action' } });
    expect(apply(s, null)).toMatchObject({ ok: false });
    expect(apply({ v: 2 }, { type: 'deal' })).toMatchObject({ ok: false, error: { code: 'game.bad-state' } });
    expect(JSON.stringify(s)).toBe(before);
  });
});

function randomGame(seed: number, players: 3 | 4 | 5, rules: object, pick: (n: number) => number, check: (s: GameState) => void): GameState {
  let s = fresh({ seed, players, rules });
  for (let i = 0; i < 5000 && s.stage !== 'game-over'; i++) {
    const acts = legalActions(s);
    if (acts.length === 0) throw new Error(`no legal action at stage ${s.stage}`);
    s = must(apply(s, acts[pick(acts.length)] as GameAction));
    check(s);
  }
  return s;
}

const RULESETS = [{}, { trumfmant_breach: 'penalty' }, { game_end: 'after-deal', ante_each_deal: true }, { response_order: 'from-forehand', unopposed_knock_tricks: 0, rotation: 'right' }, { ranking: 'ace-low', all_lurk_later: 'pass-deal', max_limpa_per_deal: 2, trumfmant_breach: 'penalty' }];

describe('properties of random legal play', () => {
  it('a legal action exists until the game ends; cards are conserved; the game ends with a winner at 0; the pot adds up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.constantFrom(3, 4, 5), fc.constantFrom(...RULESETS), fc.infiniteStream(fc.nat()), (seed, players, rules, stream) => {
        const it = stream[Symbol.iterator]();
        const s = randomGame(seed, players as 3 | 4 | 5, rules, (n) => (it.next().value as number) % n, (st) => {
          if (st.deal && st.stage !== 'awaiting-deal') {
            const all = cardsInDeal(st);
            if (all.length !== 52 || new Set(all).size !== 52) throw new Error('cards not conserved');
          }
          if (st.sheet.pot !== st.sheet.stakes.reduce((a, b) => a + b, 0)) throw new Error('pot');
          if (st.scores.some((v) => v > 10)) throw new Error('score above 10');
        });
        expect(s.stage).toBe('game-over');
        expect(s.winners.length).toBeGreaterThan(0);
        for (const w of s.winners) expect(s.scores[w]).toBeLessThanOrEqual(0);
        if ((rules as { game_end?: string }).game_end !== 'after-deal') expect(s.winners).toHaveLength(1);
      }),
      { numRuns: 60 },
    );
  });
});

describe('stakes when everyone lurks (OP2 with OP5)', () => {
  it('a deal passed on after everyone lurked brings no new stakes, even with a stake every deal', () => {
    // Found by the whole-game property against the spec model (scoring-model.test.ts): with ante_each_deal and
    // all_lurk_later 'pass-deal' the next dealer's dealing used to charge everyone again.
    let s = fresh({ rules: { ante_each_deal: true, all_lurk_later: 'pass-deal' }, start: { scores: [6, 7, 8, 9], dealsPlayed: 1 } });
    expect(s.sheet.pot).toBe(4);
    s = must(apply(s, { type: 'deal' }));
    expect(s.sheet.pot).toBe(8);
    const dealer = s.dealer;
    s = run(s, [0, 1, 2, 3].map((k) => ({ type: 'lurk', seat: (dealer + 1 + k) % 4 }) as GameAction));
    expect(s.stage).toBe('awaiting-deal');
    expect(s.dealer).not.toBe(dealer);
    const r = step(s, { type: 'deal' });
    expect(r.ok && r.value.events.some((e) => e.type === 'stakes-paid')).toBe(false);
    expect(r.ok && r.value.state.sheet.pot).toBe(8);
    expect(r.ok && r.value.state.deal?.redeal).toBe(1);
  });
});
