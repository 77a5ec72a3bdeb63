/**
 * Hindersche's evaluator for the shared conformance runner (spec section 16): each case goes to the scoring
 * adapter (`./scoring`) or to the core adapter (`./core`: cards, dealing and play).
 */
import { runCases as runShared, type Evaluator } from '../../../../shared/conformance/runner';
import { evaluateCoreCase } from './core';
import { evaluateScoringCase, isScoringCase } from './scoring';

export { compare, deepEqual, parseCases, runCase, type CaseReport, type Evaluator, type RunReport } from '../../../../shared/conformance/runner';

/** Answers one case of any Hindersche topic. */
export const evaluateCase: Evaluator = (topic, input) =>
  isScoringCase(topic, input) ? evaluateScoringCase(topic, input) : evaluateCoreCase(topic, input);

/** Runs every case of a cases file (its text or its parsed JSON). */
export function runCases(contents: string | unknown): ReturnType<typeof runShared> {
  return runShared(contents, evaluateCase);
}
