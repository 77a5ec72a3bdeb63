/**
 * The playoff drill (spec 9; VP08-VP11): a deal that ends in a tie that decides a mark. The learner says who plays
 * off and who deals and leads the playoff (VP08); then, shown each playoff deal's result, what it gives each player
 * (VP10: the marcher or fewest points wins, most points loses; a tie at the place is played again, VP11, seated from
 * the previous playoff); and finally who deals the next regular deal (VP09). The engine's `scoreDeal` with the
 * playoff results gives every part of the answer and the reasons.
 */
import type { Verdict } from '../../../../shared/quiz/quizMachine';
import type { Decides } from '../../engine/playoff';
import type { Rules } from '../../engine/rules';
import { scoreDeal, type DealScore, type ScoreReason } from '../../engine/scoring';
import { SEATS, type Seat } from '../../engine/types';
import { targetFor, type PlayoffTarget, type ScoringPosition, type ScoringTarget } from '../../positions/scoringCore';
import { playoffPosition } from '../../positions/scoringPlayoff';
import { drill } from './drill';

/** What a playoff deal gives a player: an erasing place, the mark (or the add), another playoff, or nothing. */
export type PlayoffRole = 'winner' | 'loser' | 'again' | 'none';

export interface PlayoffSeating {
  dealer: Seat | null;
  leader: Seat | null;
}

export interface PlayoffAnswer {
  /** Who plays the (first) playoff. */
  players: Seat[];
  /** Dealer and leader of each playoff deal, in order. */
  seatings: PlayoffSeating[];
  /** Per playoff deal, the role of each seat (length 4; 'none' for seats not playing). */
  results: PlayoffRole[][];
  /** Who deals the next regular deal. */
  nextDealer: Seat | null;
}

export interface PlayoffQuestion {
  target: ScoringTarget;
  position: ScoringPosition;
}

export interface PlayoffStep {
  players: Seat[];
  decides: Decides;
  dealer: Seat;
  leader: Seat;
  cause: 'tie' | 'all-equal' | 'repeat' | 'pointless';
}

export interface PlayoffVerdict extends Verdict {
  expected: PlayoffAnswer;
  parts: { players: boolean; seatings: boolean[]; results: boolean[]; nextDealer: boolean };
  /** Each playoff as the engine called it: who, for what, dealer and leader. */
  steps: PlayoffStep[];
  score: DealScore | null;
  slateBefore: number[];
  slateAfter: number[];
}

export const PLAYOFF_LEVELS: readonly (readonly PlayoffTarget[])[] = [
  ['playoff-two'],
  ['playoff-two', 'playoff-three', 'playoff-three'],
  ['playoff-repeat', 'playoff-repeat', 'playoff-three', 'playoff-two'],
];

/** The playoffs the engine calls for this position, in the order they are played. */
export function playoffSteps(score: DealScore): PlayoffStep[] {
  return score.reasons.flatMap((r: ScoreReason) =>
    r.code === 'playoff.called' ? [{ players: r.players, decides: r.decides, dealer: r.dealer, leader: r.leader, cause: r.cause }] : [],
  );
}

export function playoffExpected(score: DealScore): PlayoffAnswer {
  const steps = playoffSteps(score);
  const results = score.reasons.flatMap((r) => {
    if (r.code !== 'playoff.result') return [];
    const again = r.repeats.flat();
    return [SEATS.map((s): PlayoffRole => (r.winners.includes(s) ? 'winner' : r.losers.includes(s) ? 'loser' : again.includes(s) ? 'again' : 'none'))];
  });
  return {
    players: steps[0]?.players ?? [],
    seatings: steps.map((p) => ({ dealer: p.dealer, leader: p.leader })),
    results,
    nextDealer: score.status === 'resolved' ? score.nextDealer : null,
  };
}

function scored(q: PlayoffQuestion, rules: Rules): DealScore | null {
  const r = scoreDeal(q.position.deal, rules);
  return r.ok ? r.value : null;
}

const sameSet = (a: readonly Seat[], b: readonly Seat[]) => a.length === b.length && a.every((s) => b.includes(s));

export function judgePlayoff(q: PlayoffQuestion, answer: PlayoffAnswer, rules: Rules): PlayoffVerdict {
  const score = scored(q, rules);
  const before = q.position.deal.slate;
  const expected: PlayoffAnswer = score ? playoffExpected(score) : { players: [], seatings: [], results: [], nextDealer: null };
  const players = sameSet(answer.players, expected.players);
  const seatings = expected.seatings.map((e, i) => answer.seatings[i]?.dealer === e.dealer && answer.seatings[i]?.leader === e.leader);
  const results = expected.results.map((e, i) => SEATS.every((s) => (answer.results[i]?.[s] ?? 'none') === e[s]));
  const nextDealer = answer.nextDealer === expected.nextDealer;
  return {
    correct: score !== null && players && seatings.every(Boolean) && results.every(Boolean) && nextDealer,
    expected,
    parts: { players, seatings, results, nextDealer },
    steps: score ? playoffSteps(score) : [],
    score,
    slateBefore: before,
    slateAfter: score?.status === 'resolved' ? score.slateAfter : before,
  };
}

export const playoffDrill = drill<PlayoffQuestion, PlayoffAnswer, PlayoffVerdict, Rules>({
  id: 'playoff',
  skill: 'playoff',
  levels: PLAYOFF_LEVELS.length,
  generate(seed, level, rules) {
    const target = targetFor(PLAYOFF_LEVELS, seed, level);
    const position = playoffPosition(target, seed, rules);
    return { target: position.target, position };
  },
  judge: judgePlayoff,
  solve(q, rules) {
    const score = scored(q, rules);
    return score ? playoffExpected(score) : { players: [], seatings: [], results: [], nextDealer: null };
  },
});
