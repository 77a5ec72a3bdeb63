/**
 * A game's drills as it writes them: each game binds its rule options once (`drillsOf(RULE_SPEC)`, in its
 * `machines/drills/drill.ts`), and each drill then names only what is its own. A drill has three levels unless it
 * says otherwise.
 */
import type { RuleSpec } from '../game';
import type { RuleSet } from '../settings/rulesSetting';
import type { Drill, Verdict } from './quizMachine';

/** A drill without what the game supplies: its rule options, and the levels when they are three. */
export type DrillSpec<Q, A, V extends Verdict, R extends RuleSet> = Omit<Drill<Q, A, V, R>, 'ruleSpec' | 'levels'> & { levels?: number };

/** The levels of a drill that does not name them. */
export const DRILL_LEVELS = 3;

/** The game's drill maker: a drill from its spec, following the game's rule options (`ruleSpec`). */
export function drillsOf(ruleSpec: RuleSpec) {
  return <Q, A, V extends Verdict, R extends RuleSet = RuleSet>(spec: DrillSpec<Q, A, V, R>): Drill<Q, A, V, R> => ({ ruleSpec, levels: DRILL_LEVELS, ...spec });
}
