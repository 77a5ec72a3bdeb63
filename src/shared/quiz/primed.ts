/**
 * Questions made on the server, handed to the browser with the page: a drill whose question takes a search to make
 * (`Drill.costly`) would otherwise make its first question twice, once when the page is built and again, on the
 * learner's phone, when the island starts, which holds up the page for as long as the search runs. The server writes
 * the question it made into the island's markup (`PrimedQuestion`, as JSON), and the island reads it back instead of
 * searching again (`readPrimed`, then `questionFor`). While the learner reads the feedback on a question, the next one
 * is made in the browser's idle time (`prepare`). Keyed by drill, seed, level and rules, so a question is reused
 * only where the drill would have made exactly it; anything unreadable is ignored and the question made as before.
 */
import type { Drill, Verdict } from './quizMachine';
import type { RuleSet } from '../settings/rulesSetting';

const primed = new Map<string, unknown>();

export const primeKey = (drill: string, seed: number, level: number, rules: RuleSet): string => `${drill}|${seed}|${level}|${JSON.stringify(rules)}`;

/** The drill's question for these inputs: the one the server made when it is at hand, else a new one. */
export function questionFor<Q, R extends RuleSet>(drill: Pick<Drill<Q, unknown, Verdict, R>, 'id' | 'generate'>, seed: number, level: number, rules: R): Q {
  const key = primeKey(drill.id, seed, level, rules);
  if (primed.has(key)) return primed.get(key) as Q;
  return drill.generate(seed, level, rules);
}

/**
 * Makes a question ahead and keeps it (the next one, while the learner reads the feedback on this one), so that
 * "Next" shows it at once. Does nothing when it is already kept; a drill that throws is left to fail as it would.
 */
export function prepare<Q, R extends RuleSet>(drill: Pick<Drill<Q, unknown, Verdict, R>, 'id' | 'generate'>, seed: number, level: number, rules: R): void {
  const key = primeKey(drill.id, seed, level, rules);
  if (primed.has(key)) return;
  try {
    primed.set(key, drill.generate(seed, level, rules));
  } catch {
    // Made again (and failing the same way) when it is asked for.
  }
}

/** The attribute that carries a primed question in the page. */
export const PRIMED_ATTR = 'data-quiz-primed';

/** JSON that may stand inside a script element (no "</script>" or "<!--" can end or open anything). */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** In the browser, before the quiz starts: takes the question the server wrote for this key, if it is there and readable. */
export function readPrimed(key: string): void {
  if (primed.has(key) || typeof document === 'undefined') return;
  for (const el of document.querySelectorAll(`script[${PRIMED_ATTR}]`)) {
    if (el.getAttribute(PRIMED_ATTR) !== key) continue;
    try {
      primed.set(key, JSON.parse(el.textContent ?? ''));
    } catch {
      // A question that cannot be read is made again.
    }
    return;
  }
}
