/**
 * What every registered game with a play page must supply for the platform's table pieces (README, "Adding a game"
 * and "Play pages"): the engine contract (`table/engine.ts`: `TABLE_ENGINE`), the saved game (`table/save.ts`:
 * `TABLE_STORE`), its computer players behind the shared protocol (`bots/protocol.ts`: `handleRequest`; `bots/worker.ts`,
 * `bots/client.ts`; `table/bots.ts`: `browserBots`), its table machine (`machines/table.ts`) and its table island
 * (`widgets/GameTable.tsx`), and
 * the rules for the log of the learner's decisions (`table/review.ts`: `REVIEW` with a `judge`, or Hindersche's
 * `REVIEW_RULES` beside its own analysis), so that "Your play" after a deal and its replay button work. A game
 * registered without them fails here.
 */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games';

const reviews = import.meta.glob('../../src/games/*/table/review.ts', { eager: true }) as Record<string, Record<string, unknown>>;
const engines = import.meta.glob('../../src/games/*/table/engine.ts', { eager: true }) as Record<string, Record<string, unknown>>;
const stores = import.meta.glob('../../src/games/*/table/save.ts', { eager: true }) as Record<string, Record<string, unknown>>;
const protocols = import.meta.glob('../../src/games/*/bots/protocol.ts', { eager: true }) as Record<string, Record<string, unknown>>;
const tableBots = import.meta.glob('../../src/games/*/table/bots.ts', { eager: true }) as Record<string, Record<string, unknown>>;
// Files that are only checked to exist (a worker, a client creating workers, islands and machines needing a page).
const present = new Set(
  Object.keys(import.meta.glob(['../../src/games/*/bots/worker.ts', '../../src/games/*/bots/client.ts', '../../src/games/*/machines/table.ts', '../../src/games/*/widgets/GameTable.tsx'])),
);

const ENGINE_FUNCTIONS = ['newGame', 'legalActions', 'apply', 'toAct', 'seatOf', 'tableStep', 'result', 'progress', 'seed'] as const;

describe('every game with a play page supplies the platform table its parts', () => {
  for (const g of GAMES.filter((x) => x.pages.play)) {
    it(g.id, () => {
      const at = (f: string) => `../../src/games/${g.id}/${f}`;
      const engine = engines[at('table/engine.ts')]?.TABLE_ENGINE as Record<string, unknown> | undefined;
      expect(engine, 'table/engine.ts exports TABLE_ENGINE').toBeDefined();
      for (const f of ENGINE_FUNCTIONS) expect(typeof engine![f], `TABLE_ENGINE.${f}`).toBe('function');
      const store = stores[at('table/save.ts')]?.TABLE_STORE as Record<string, unknown> | undefined;
      expect(store, 'table/save.ts exports TABLE_STORE').toBeDefined();
      expect(store!.key).toBe(`${g.id}.table`);
      for (const f of ['load', 'parse', 'save']) expect(typeof store![f], `TABLE_STORE.${f}`).toBe('function');
      expect(typeof protocols[at('bots/protocol.ts')]?.handleRequest, 'bots/protocol.ts exports handleRequest').toBe('function');
      expect(typeof tableBots[at('table/bots.ts')]?.browserBots, 'table/bots.ts exports browserBots').toBe('function');
      for (const f of ['bots/worker.ts', 'bots/client.ts', 'machines/table.ts', 'widgets/GameTable.tsx']) expect(present.has(at(f)), f).toBe(true);
    });
  }
});

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
