/**
 * The Butzen scoring drill (spec 8, 9.1; VP13, VP14, VP16, VP17, VP18): a phase-2 deal's points with the slate before
 * it. The learner says for each player still in how many marks he erases or adds (or that he has to play off), who
 * drops out and whether the game is over (and who lost it). The engine's `scoreDeal` gives the right answer, the row
 * of the decision table and the reasons.
 */
import type { Verdict } from '../../../../shared/quiz/quizMachine';
import type { Rules } from '../../engine/rules';
import { scoreDeal, type ButzenRow, type DealScore } from '../../engine/scoring';
import { SEATS, type Seat } from '../../engine/types';
import { targetFor, type ButzenTarget, type ScoringPosition, type ScoringTarget } from '../../positions/scoringCore';
import { butzenPosition } from '../../positions/scoringButzen';
import { drill } from './drill';

/** A player's change this deal: marks erased (negative) or added (positive), or a playoff first. */
export type MarkChange = -2 | -1 | 0 | 1 | 'playoff';
/** How the deal ends the game: it goes on, or the seat that lost it. */
export type ButzenEnding = 'continues' | Seat;

export interface ButzenAnswer {
  /** Per seat, length 4 (0 for players who are out). */
  changes: MarkChange[];
  /** Null while a playoff is due (then the rest waits for it). */
  dropouts: Seat[] | null;
  ending: ButzenEnding | null;
}

export interface ButzenQuestion {
  target: ScoringTarget;
  position: ScoringPosition;
}

export interface ButzenVerdict extends Verdict {
  expected: ButzenAnswer;
  parts: { changes: boolean; dropouts: boolean; ending: boolean };
  /** The row of the decision table (spec 8.2) the deal falls in. */
  row: ButzenRow | null;
  score: DealScore | null;
  slateBefore: number[];
  slateAfter: number[];
  frameAdded: number[];
}

/** Targets per level. Three marks (R4) only arise under VP14-B; the generator then swaps in four marks under A. */
export const BUTZEN_LEVELS: readonly (readonly ButzenTarget[])[] = [
  ['butzen-four-marks', 'butzen-two-players'],
  ['butzen-march', 'butzen-march-excess', 'butzen-two-players', 'butzen-four-marks'],
  ['butzen-excess-5', 'butzen-excess-6', 'butzen-seven-marks', 'butzen-tie-ignored', 'butzen-march-excess'],
  ['butzen-game-end', 'butzen-game-end', 'butzen-tie', 'butzen-all-equal', 'butzen-three-marks', 'butzen-seven-marks', 'butzen-march', 'butzen-excess-6'],
];

export function butzenExpected(score: DealScore, active: readonly Seat[]): ButzenAnswer {
  if (score.status === 'playoff-needed') {
    const playing = new Set(score.playoffs.flatMap((p) => p.players));
    return {
      changes: SEATS.map((s) => (playing.has(s) ? 'playoff' : (((score.settled.added[s] ?? 0) - (score.settled.erased[s] ?? 0)) as MarkChange))),
      dropouts: null,
      ending: null,
    };
  }
  return {
    changes: SEATS.map((s) => (active.includes(s) ? (((score.added[s] ?? 0) - (score.erased[s] ?? 0)) as MarkChange) : 0)),
    dropouts: [...score.droppedOut],
    ending: score.gameLoser ?? 'continues',
  };
}

const sameSet = (a: readonly Seat[], b: readonly Seat[]) => a.length === b.length && a.every((s) => b.includes(s));

function scored(q: ButzenQuestion, rules: Rules): DealScore | null {
  const r = scoreDeal({ ...q.position.deal, playoffs: [] }, rules);
  return r.ok ? r.value : null;
}

export function judgeButzen(q: ButzenQuestion, answer: ButzenAnswer, rules: Rules): ButzenVerdict {
  const score = scored(q, rules);
  const before = q.position.deal.slate;
  const active = q.position.deal.active;
  const rowReason = score?.reasons.find((r) => r.code === 'phase2.row');
  const row = rowReason?.code === 'phase2.row' ? rowReason.row : null;
  if (!score) {
    return { correct: false, expected: { changes: [0, 0, 0, 0], dropouts: null, ending: null }, parts: { changes: false, dropouts: false, ending: false }, row, score, slateBefore: before, slateAfter: before, frameAdded: [0, 0, 0, 0] };
  }
  const expected = butzenExpected(score, active);
  const changes = SEATS.every((s) => (answer.changes[s] ?? 0) === expected.changes[s]);
  const dropouts = expected.dropouts === null || (answer.dropouts !== null && sameSet(answer.dropouts, expected.dropouts));
  const ending = expected.ending === null || answer.ending === expected.ending;
  return {
    correct: changes && dropouts && ending,
    expected,
    parts: { changes, dropouts, ending },
    row,
    score,
    slateBefore: before,
    slateAfter: score.status === 'resolved' ? score.slateAfter : SEATS.map((s) => (before[s] ?? 0) + (score.settled.added[s] ?? 0) - (score.settled.erased[s] ?? 0)),
    frameAdded: score.status === 'resolved' ? score.frameMarksAdded : [0, 0, 0, 0],
  };
}

export const butzenDrill = drill<ButzenQuestion, ButzenAnswer, ButzenVerdict, Rules>({
  id: 'butzen-scoring',
  skill: 'phase2',
  // The last deal of a game trains the end of the game as well.
  skillOf: (q) => (q.target === 'butzen-game-end' ? 'gameEnd' : 'phase2'),
  levels: BUTZEN_LEVELS.length,
  generate(seed, level, rules) {
    const target = targetFor(BUTZEN_LEVELS, seed, level);
    const position = butzenPosition(target, seed, rules);
    return { target: position.target, position };
  },
  judge: judgeButzen,
  solve(q, rules) {
    const score = scored(q, rules);
    return score ? butzenExpected(score, q.position.deal.active) : { changes: [0, 0, 0, 0], dropouts: null, ending: null };
  },
});
