/**
 * Shared steps for Norrlandsknack's browser tests: open a drill on a known question, work out its right answer (and
 * a wrong one) with the same drill code the page runs, and give an answer through the widget's controls.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { Drill } from '../../../src/shared/quiz/quizMachine';
import { RULE_SPEC } from '../../../src/games/norrlandsknack/ruleSpec';
import { dealDrill } from '../../../src/games/norrlandsknack/machines/drills/deal';
import { biddingDrill } from '../../../src/games/norrlandsknack/machines/drills/bidding';
import { buyingDrill } from '../../../src/games/norrlandsknack/machines/drills/buying';
import { leadDrill } from '../../../src/games/norrlandsknack/machines/drills/lead';
import { followDrill } from '../../../src/games/norrlandsknack/machines/drills/follow';
import { scoreDrill } from '../../../src/games/norrlandsknack/machines/drills/score';
import { trumfmantDrill } from '../../../src/games/norrlandsknack/machines/drills/trumfmant';
import { decisionDrill } from '../../../src/games/norrlandsknack/machines/drills/decision';

export { expectNoAxeViolations } from '../widgets/helpers';

export const LANGS = ['en', 'de', 'sv'] as const;
export type Lang = (typeof LANGS)[number];

export const DRILLS: Record<string, Drill<unknown, unknown>> = {
  deal: dealDrill as never,
  'who-plays': biddingDrill as never,
  decision: decisionDrill as never,
  buying: buyingDrill as never,
  'opening-lead': leadDrill as never,
  'follow-or-trump': followDrill as never,
  'score-sheet': scoreDrill as never,
  trumfmant: trumfmantDrill as never,
};

export const RULES = RULE_SPEC.defaults;

/** Collects page errors and failed console messages. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

/** Open a drill page on a given question and wait until its island is interactive. */
export async function openDrill(page: Page, lang: Lang, drill: string, seed: number, level = 1): Promise<Locator> {
  await page.goto(`/${lang}/norrlandsknack/drills/${drill}/?seed=${seed}&level=${level}`);
  const widget = page.locator(`[data-widget="${drill}"]`);
  await expect(widget).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`seed=${seed}&level=${level}`));
  await expect(widget.locator('.quiz')).toHaveAttribute('data-ready', 'true');
  await expect(widget.locator('.quiz')).toHaveAttribute('data-state', 'asking');
  return widget;
}

/** The right answer for a question, and one the engine judges wrong. */
export function answersFor(drill: string, seed: number, level: number): { right: unknown; wrong: unknown } {
  const d = DRILLS[drill]!;
  const q = d.generate(seed, level, RULES);
  const right = d.solve(q, RULES) as never;
  let wrong: unknown;
  switch (drill) {
    case 'deal':
      wrong = 'talon' in right ? { talon: (right as { talon: number }).talon + 1 } : { owner: (right as { owner: unknown }).owner === 'turn-up' ? 0 : 'turn-up' };
      break;
    case 'who-plays':
      wrong = 'redeal' in right ? { players: [0] } : { redeal: true };
      break;
    case 'buying':
      wrong = right === 'refused' ? 0 : 'refused';
      break;
    case 'opening-lead':
      wrong = right === 'any' ? 'ace-only' : 'any';
      break;
    case 'follow-or-trump': {
      const hand = (q as { hand: string[] }).hand;
      const legal = right as string[];
      const illegal = hand.find((c) => !legal.includes(c));
      wrong = illegal ? [...legal, illegal] : legal.slice(1);
      break;
    }
    case 'score-sheet':
      wrong = { ...(right as object), limpa: !(right as { limpa: boolean }).limpa };
      break;
    case 'decision': {
      // The other legal call when the scene is clear, else a call the rules refuse here.
      const v = d.judge(q, right, RULES) as unknown as { advice: { accepted: string[]; values: { call: string }[] } };
      const other = v.advice.values.map((x) => x.call).find((c) => !v.advice.accepted.includes(c));
      wrong = other ?? (['knock', 'lurk'].includes(right as string) ? 'fold' : 'knock');
      break;
    }
    default:
      wrong = !right;
  }
  expect(d.judge(q, wrong, RULES).correct).toBe(false);
  return { right, wrong };
}

/** Gives an answer through the widget's own controls. */
export async function giveAnswer(widget: Locator, drill: string, answer: unknown) {
  const q = widget.locator('[data-question]');
  const submit = q.locator('button[type="submit"]');
  switch (drill) {
    case 'deal': {
      const a = answer as { talon?: number; owner?: unknown };
      await q.locator(`[data-answer="${String(a.talon ?? a.owner)}"]`).click();
      return;
    }
    case 'who-plays': {
      const a = answer as { redeal?: true; players?: number[] };
      if (a.redeal) await q.locator('[data-answer="redeal"]').click();
      else for (const s of a.players ?? []) await q.locator(`[data-answer="${s}"]`).click();
      await submit.click();
      return;
    }
    case 'follow-or-trump':
      for (const c of answer as string[]) await q.locator(`button[data-card="${c}"]`).click();
      await submit.click();
      return;
    case 'score-sheet': {
      const a = answer as { score: number; limpa: boolean };
      await q.locator(`input[data-answer="${a.score}"]`).check();
      await q.locator(`input[data-limpa="${a.limpa}"]`).check();
      await submit.click();
      return;
    }
    default:
      await q.locator(`[data-answer="${String(answer)}"]`).click();
  }
}
