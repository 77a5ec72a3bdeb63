/**
 * Each game's part of the review of the learner's play (src/games/<game>/table/review.ts): at a real decision of a
 * seeded game, the coach's own choice costs nothing, and the coach's worst-rated candidate costs what the coach's
 * figures say, in the game's units. The hint runs on a fixed number of samples, so the figures do not depend on the
 * machine's speed. (Hindersche has its own analysis of the learner's plays: src/games/hindersche/bots/analysis.ts.)
 */
import { describe, expect, it } from 'vitest';
import type { PlayReviewGame } from '../../src/shared/table/PlayReview';
import * as stoppEngine from '../../src/games/stopp/engine/game';
import * as stoppBot from '../../src/games/stopp/bots/bot';
import * as stoppHint from '../../src/games/stopp/bots/hint';
import { REVIEW as stoppReview } from '../../src/games/stopp/table/review';
import * as hjEngine from '../../src/games/handjass/engine/game';
import * as hjBot from '../../src/games/handjass/bots/bot';
import * as hjHint from '../../src/games/handjass/bots/hint';
import { REVIEW as hjReview } from '../../src/games/handjass/table/review';
import * as bgEngine from '../../src/games/bugami/engine/game';
import * as bgBot from '../../src/games/bugami/bots/bot';
import * as bgHint from '../../src/games/bugami/bots/hint';
import { REVIEW as bgReview } from '../../src/games/bugami/table/review';
import * as nkEngine from '../../src/games/norrlandsknack/engine/game';
import * as nkBot from '../../src/games/norrlandsknack/bots/bot';
import * as nkHint from '../../src/games/norrlandsknack/bots/hint';
import { REVIEW as nkReview } from '../../src/games/norrlandsknack/table/review';
import * as prEngine from '../../src/games/president/engine/game';
import * as prBot from '../../src/games/president/bots/bot';
import * as prHint from '../../src/games/president/bots/hint';
import { REVIEW as prReview } from '../../src/games/president/table/review';

interface Case {
  game: string;
  newGame(seed: number): any;
  apply(s: any, a: any): { ok: boolean; value?: any };
  legalActions(s: any): any[];
  whoseTurn(s: any): number | null;
  bot(s: any, seat: number): any;
  hint(s: any): any;
  review: PlayReviewGame<any, any, any>;
  /** A candidate of the hint as the learner's action, and its rating in the game's units (higher is better). */
  action(c: any, seat: number): any;
  rating(c: any): number;
}

const SAMPLES = { budgetMs: 60_000, maxSamples: 120, seed: 5 };
const CASES: Case[] = [
  {
    game: 'stopp',
    newGame: (seed) => stoppEngine.newGame({ seed, players: 4 }),
    apply: stoppEngine.apply as any,
    legalActions: stoppEngine.legalActions as any,
    whoseTurn: stoppEngine.whoseTurn as any,
    bot: (s, seat) => stoppBot.chooseAction(s, seat, { level: 'steady' }),
    hint: (s) => stoppHint.hint(s, 0, SAMPLES),
    review: stoppReview,
    action: (c, seat) => ({ type: 'play', seat, card: c.card }),
    rating: (c) => -c.expectedPaid,
  },
  {
    game: 'handjass',
    newGame: (seed) => hjEngine.newGame({ seed, players: 4 }),
    apply: hjEngine.apply as any,
    legalActions: hjEngine.legalActions as any,
    whoseTurn: hjEngine.whoseTurn as any,
    bot: (s, seat) => hjBot.chooseAction(s, seat, { level: 'steady' }),
    hint: (s) => hjHint.hint(s, 0, SAMPLES),
    review: hjReview,
    action: (c, seat) => ({ type: 'play', seat, card: c.card }),
    rating: (c) => c.value,
  },
  {
    game: 'bugami',
    newGame: (seed) => bgEngine.newGame({ seed, players: 4 }),
    apply: bgEngine.apply as any,
    legalActions: bgEngine.legalActions as any,
    whoseTurn: bgEngine.whoseTurn as any,
    bot: (s, seat) => bgBot.chooseAction(s, seat, { level: 'steady' }),
    hint: (s) => bgHint.hint(s, 0, { ...SAMPLES, bidSamples: 60 }),
    review: bgReview,
    action: (c, seat) => (typeof c.choice === 'string' && ['S', 'H', 'D', 'C', 'NULL'].includes(c.choice) ? { type: 'bid', seat, bid: c.choice } : { type: 'play', seat, card: c.choice }),
    rating: (c) => c.value,
  },
  {
    game: 'norrlandsknack',
    newGame: (seed) => nkEngine.newGame({ seed, players: 4 }),
    apply: nkEngine.apply as any,
    legalActions: nkEngine.legalActions as any,
    whoseTurn: nkEngine.whoseTurn as any,
    bot: (s, seat) => nkBot.chooseAction(s, seat, { level: 'steady' }),
    hint: (s) => nkHint.hint(s, 0, SAMPLES),
    review: nkReview,
    action: (c) => c.action,
    rating: (c) => c.value,
  },
  {
    game: 'president',
    newGame: (seed) => prEngine.newGame({ seed, players: 4 }),
    apply: prEngine.apply as any,
    legalActions: prEngine.legalActions as any,
    whoseTurn: prEngine.whoseTurn as any,
    bot: (s, seat) => prBot.chooseAction(s, seat, { level: 'steady' }),
    hint: (s) => prHint.hint(s, 0, SAMPLES),
    review: prReview,
    action: (c) => c.action,
    rating: (c) => c.expectedPoints,
  },
];

/** The first decision of seat 0 where the coach rates at least two different choices (other seats play Steady). */
function firstRatedDecision(c: Case, seed: number): { state: any; hint: any } | null {
  const g = c.newGame(seed);
  if (!g.ok) throw new Error(JSON.stringify(g));
  let s = g.value;
  for (let i = 0; i < 400; i++) {
    const seat = c.whoseTurn(s);
    let a: any;
    if (seat === null) a = c.legalActions(s)[0];
    else if (seat === 0 && c.review.rules.choices(s, 0) > 1) {
      const h = c.hint(s);
      if (h && h.candidates.length >= 2 && new Set(h.candidates.map(c.rating)).size > 1) return { state: s, hint: h };
      a = h?.action ?? c.bot(s, seat);
    } else a = c.bot(s, seat);
    if (!a) return null;
    const r = c.apply(s, a);
    if (!r.ok) throw new Error(`${c.game}: refused ${JSON.stringify(a)}`);
    s = r.value;
  }
  return null;
}

describe('each game rates the learner’s decision against the coach’s', () => {
  for (const c of CASES) {
    it(c.game, () => {
      const found = firstRatedDecision(c, 11);
      expect(found, 'a decision with a choice').not.toBeNull();
      const { state, hint } = found!;
      expect(c.review.judge(hint, hint.action, state)).toEqual({ best: hint.action, loss: 0 });
      const coach = hint.candidates.find((x: any) => JSON.stringify(c.review.judge(hint, c.action(x, 0), state)?.loss) === '0');
      expect(coach, 'the coach’s own candidate is among the rated ones').toBeDefined();
      const worst = [...hint.candidates].sort((a: any, b: any) => c.rating(a) - c.rating(b))[0];
      const v = c.review.judge(hint, c.action(worst, 0), state);
      expect(v).not.toBeNull();
      expect(v!.loss).toBeGreaterThan(0);
      expect(v!.loss).toBeCloseTo(c.rating(coach) - c.rating(worst), 1);
    });
  }
});
