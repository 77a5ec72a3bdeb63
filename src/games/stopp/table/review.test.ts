import { describe, expect, it } from 'vitest';
import { DecisionLog, judgeAll, summarise } from '../../../shared/table/playReview';
import { apply, legalActions, newGame, whoseTurn, type GameAction, type GameState } from '../engine/game';
import { chooseAction } from '../bots/bot';
import { hint } from '../bots/hint';
import { REVIEW } from './review';

const must = <T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};
const ask = (s: GameState) => Promise.resolve(hint(s, 0, { budgetMs: 10_000, maxSamples: 200, seed: 7 }));

/** Plays deal 1 of a seeded game: seat 0 takes `pick` of its legal actions, the others play Steady. */
function playDeal(seed: number, pick: (s: GameState, legal: GameAction[]) => GameAction): { states: GameState[] } {
  let s = must(newGame({ seed, players: 4 }));
  s = must(apply(s, { type: 'deal' }));
  const states = [s];
  while (s.stage === 'playing' && !s.deal?.ended) {
    const seat = whoseTurn(s);
    if (seat === null) break;
    const a = seat === 0 ? pick(s, legalActions(s)) : (chooseAction(s, seat, { level: 'steady' }) as GameAction);
    s = must(apply(s, a));
    states.push(s);
  }
  return { states };
}

describe('Stopp: the review of the learner’s play', () => {
  it('finds the learner’s costly decision when it plays the coach’s worst card, and none when it follows the coach', async () => {
    const worst = (s: GameState, legal: GameAction[]): GameAction => {
      const h = hint(s, 0, { budgetMs: 10_000, maxSamples: 200, seed: 7 });
      if (!h || h.candidates.length < 2) return legal[0]!;
      const last = h.candidates[h.candidates.length - 1]!;
      return { type: 'play', seat: 0, card: last.card };
    };
    const bad = playDeal(31, worst);
    const log = new DecisionLog(REVIEW.rules, 0);
    for (const s of bad.states) log.see(s);
    const decisions = log.inDeal(bad.states[bad.states.length - 1]!.dealNo);
    expect(decisions.length).toBeGreaterThan(0);
    const summary = summarise(await judgeAll(decisions, ask, REVIEW.judge), { minLoss: REVIEW.minLoss });
    expect(summary.kind).toBe('key');
    if (summary.kind === 'key') {
      expect(summary.items[0]!.verdict!.loss).toBeGreaterThanOrEqual(REVIEW.minLoss);
      expect(summary.items[0]!.verdict!.best).not.toEqual(summary.items[0]!.action);
    }

    const coach = (s: GameState, legal: GameAction[]): GameAction => hint(s, 0, { budgetMs: 10_000, maxSamples: 200, seed: 7 })?.action ?? legal[0]!;
    const good = playDeal(31, coach);
    const log2 = new DecisionLog(REVIEW.rules, 0);
    for (const s of good.states) log2.see(s);
    const judged = await judgeAll(log2.inDeal(good.states[good.states.length - 1]!.dealNo), ask, REVIEW.judge);
    expect(judged.every((j) => !j.verdict || j.verdict.loss === 0)).toBe(true);
  });
});
