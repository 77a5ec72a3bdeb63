/**
 * The phase-1 scoring drill (spec 6, 7; VP12, VP18): a phase-1 deal's points with the slate before it. The learner
 * says who is chalked a mark (or who has to play off for it), whether phase 1 goes on, ends with Butzen or ends with
 * a shut-out, and who drops out. Every part of the right answer comes from the engine's `scoreDeal`, and its reason
 * codes are the explanation.
 */
import type { Verdict } from '../../../../shared/quiz/quizMachine';
import type { Rules } from '../../engine/rules';
import { scoreDeal, type DealScore } from '../../engine/scoring';
import { SEATS, type Seat } from '../../engine/types';
import { targetFor, type Phase1Target, type ScoringPosition, type ScoringTarget } from '../../positions/scoringCore';
import { phase1Position } from '../../positions/scoringPhase1';
import { drill } from './drill';

/** What happens to one player this deal: nothing, a mark, or a playoff for the mark. */
export type MarkChoice = 'none' | 'mark' | 'playoff';
export type Phase1Outcome = 'continues' | 'butzen' | 'shut-out';

export interface Phase1Answer {
  /** Per seat, length 4. */
  marks: MarkChoice[];
  /** Null when a playoff has to be played first (then the rest waits for it). */
  outcome: Phase1Outcome | null;
  /** Players who drop out when Butzen starts. */
  dropouts: Seat[];
}

export interface Phase1Question {
  target: ScoringTarget;
  position: ScoringPosition;
}

export interface Phase1Verdict extends Verdict {
  expected: Phase1Answer;
  parts: { marks: boolean; outcome: boolean; dropouts: boolean };
  /** The engine's scoring of the deal, with its reasons (null only if the engine refused the position). */
  score: DealScore | null;
  slateBefore: number[];
  /** The slate after the deal (before it is wiped at a game's end); unchanged while a playoff is pending. */
  slateAfter: number[];
  frameAdded: number[];
}

/** Targets per level: the plain rule first, then the march and all on 35, the end of phase 1, and ties. */
export const PHASE1_LEVELS: readonly (readonly Phase1Target[])[] = [
  ['phase1-most'],
  ['phase1-march', 'phase1-all-35', 'phase1-most'],
  ['phase1-end-with-dropouts', 'phase1-shut-out', 'phase1-march', 'phase1-all-35'],
  ['phase1-tie-most', 'phase1-tie-most', 'phase1-most', 'phase1-march', 'phase1-all-35', 'phase1-end-with-dropouts', 'phase1-shut-out'],
];

const sameSet = (a: readonly Seat[], b: readonly Seat[]) => a.length === b.length && a.every((s) => b.includes(s));

/** The right answer, read off the engine's scoring. */
export function phase1Expected(score: DealScore): Phase1Answer {
  if (score.status === 'playoff-needed') {
    const playing = new Set(score.playoffs.flatMap((p) => p.players));
    return {
      marks: SEATS.map((s) => (playing.has(s) ? 'playoff' : (score.settled.added[s] ?? 0) > 0 ? 'mark' : 'none')),
      outcome: null,
      dropouts: [],
    };
  }
  const outcome: Phase1Outcome = score.phaseAfter === 1 ? 'continues' : score.phaseAfter === 2 ? 'butzen' : 'shut-out';
  return {
    marks: SEATS.map((s) => ((score.added[s] ?? 0) > 0 ? 'mark' : 'none')),
    outcome,
    dropouts: outcome === 'butzen' ? [...score.droppedOut] : [],
  };
}

function scored(q: Phase1Question, rules: Rules): DealScore | null {
  const r = scoreDeal({ ...q.position.deal, playoffs: [] }, rules);
  return r.ok ? r.value : null;
}

export function judgePhase1(q: Phase1Question, answer: Phase1Answer, rules: Rules): Phase1Verdict {
  const score = scored(q, rules);
  const before = q.position.deal.slate;
  if (!score) {
    return { correct: false, expected: { marks: ['none', 'none', 'none', 'none'], outcome: null, dropouts: [] }, parts: { marks: false, outcome: false, dropouts: false }, score, slateBefore: before, slateAfter: before, frameAdded: [0, 0, 0, 0] };
  }
  const expected = phase1Expected(score);
  const marks = SEATS.every((s) => (answer.marks[s] ?? 'none') === expected.marks[s]);
  // Once a playoff is due the rest is not asked; otherwise the outcome, and the drop-outs when Butzen starts.
  const outcome = expected.outcome === null || answer.outcome === expected.outcome;
  const dropouts = expected.outcome !== 'butzen' || (answer.outcome === 'butzen' && sameSet(answer.dropouts, expected.dropouts));
  return {
    correct: marks && outcome && dropouts,
    expected,
    parts: { marks, outcome, dropouts },
    score,
    slateBefore: before,
    slateAfter: score.status === 'resolved' ? score.slateAfter : SEATS.map((s) => (before[s] ?? 0) + (score.settled.added[s] ?? 0) - (score.settled.erased[s] ?? 0)),
    frameAdded: score.status === 'resolved' ? score.frameMarksAdded : [0, 0, 0, 0],
  };
}

export const phase1Drill = drill<Phase1Question, Phase1Answer, Phase1Verdict, Rules>({
  id: 'phase1-scoring',
  skill: 'phase1',
  levels: PHASE1_LEVELS.length,
  generate(seed, level, rules) {
    const target = targetFor(PHASE1_LEVELS, seed, level);
    const position = phase1Position(target, seed, rules);
    return { target: position.target, position };
  },
  judge: judgePhase1,
  solve(q, rules) {
    const score = scored(q, rules);
    return score ? phase1Expected(score) : { marks: ['none', 'none', 'none', 'none'], outcome: null, dropouts: [] };
  },
});
