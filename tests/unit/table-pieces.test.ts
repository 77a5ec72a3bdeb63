/**
 * What every registered game with a play page must supply for the platform's table pieces (README, "Play pages"):
 * the rules for the log of the learner's decisions (`table/review.ts`: `REVIEW` with a `judge`, or Hindersche's
 * `REVIEW_RULES` beside its own analysis), so that "Your play" after a deal and its replay button work. A game
 * registered without them fails here.
 */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games';

const reviews = import.meta.glob('../../src/games/*/table/review.ts', { eager: true }) as Record<string, Record<string, unknown>>;

describe('every game with a play page supplies its table pieces', () => {
  for (const g of GAMES.filter((x) => x.pages.play)) {
    it(g.id, () => {
      const mod = reviews[`../../src/games/${g.id}/table/review.ts`];
      expect(mod, `src/games/${g.id}/table/review.ts`).toBeDefined();
      const review = mod!.REVIEW as { rules?: Record<string, unknown>; judge?: unknown; minLoss?: unknown } | undefined;
      const rules = (review?.rules ?? mod!.REVIEW_RULES) as Record<string, unknown> | undefined;
      expect(rules, 'REVIEW.rules or REVIEW_RULES').toBeDefined();
      for (const f of ['actions', 'apply', 'seatOf', 'deal', 'choices']) expect(typeof rules![f], f).toBe('function');
      if (review) {
        expect(typeof review.judge).toBe('function');
        expect(typeof review.minLoss).toBe('number');
      }
    });
  }
});
