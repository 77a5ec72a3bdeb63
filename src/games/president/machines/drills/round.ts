/**
 * The round-closure drill (spec §12.3): a round replayed by the engine's table, action by action. Levels 1 and 3:
 * the round has closed; who leads the next one (the last player, or the next player with cards when he went out
 * with that play)? Level 2: the round is open; whose pass is still needed before the table is cleared?
 */
import type { Verdict } from '../../../../shared/quiz/quizMachine';
import type { RuleSet } from '../../../../shared/settings/rulesSetting';
import { replayRound, type RoundStep } from '../../engine/drills';
import { drillRules } from '../../positions/common';
import { hasReentry, roundQuestion, type RoundQuestion } from '../../positions/round';
import { drill } from './drill';

export type RoundAnswer = { leader: number } | { waiting: number[] };

export interface RoundVerdict extends Verdict {
  steps: RoundStep[];
  expected: RoundAnswer;
  /** Who made the last play of the round (the play everyone else passed on). */
  lastPlayer: number | null;
  /** Level 3: the last player went out with that play, so the lead moves on. */
  lastWentOut: boolean;
  passed: number[];
  reentry: boolean;
  /** Seats with cards when the question is asked. */
  holding: number[];
}

/** The engine's replay of the round (every generated round replays without a refusal). */
export function replay(q: RoundQuestion, set: RuleSet): RoundStep[] {
  const r = replayRound(q.hands, q.leader, q.actions, drillRules(set));
  return r.ok ? r.value.steps : [];
}

function explain(q: RoundQuestion, set: RuleSet): Omit<RoundVerdict, 'correct'> {
  const steps = replay(q, set);
  const lastStep = steps[steps.length - 1];
  const events = lastStep?.events ?? [];
  const cleared = events.find((e) => e.type === 'round-cleared');
  const played = [...steps].reverse().flatMap((s) => s.events).find((e) => e.type === 'played');
  const lastPlayer = cleared?.type === 'round-cleared' ? cleared.winner : played?.type === 'played' ? played.seat : null;
  const wentOut = steps.some((s) => s.events.some((e) => e.type === 'went-out' && e.seat === lastPlayer));
  const counts = q.hands.map((h) => h.length);
  for (const s of steps) for (const e of s.events) if (e.type === 'played') counts[e.seat] = (counts[e.seat] ?? 0) - e.cards.length;
  const holding = counts.flatMap((c, i) => (c > 0 ? [i] : []));
  const view = lastStep?.view;
  const expected: RoundAnswer = q.ask === 'leader' ? { leader: cleared?.type === 'round-cleared' ? cleared.leader : (view?.turn ?? q.leader) } : { waiting: [...(view?.waitingOn ?? [])].sort() };
  return {
    steps,
    expected,
    lastPlayer,
    lastWentOut: wentOut,
    passed: view?.passed ?? [],
    reentry: hasReentry({ hands: q.hands, leader: q.leader, actions: q.actions }, drillRules(set)),
    holding,
  };
}

export const roundDrill = drill<RoundQuestion, RoundAnswer, RoundVerdict>({
  id: 'round-closure',
  skill: 'rounds',
  generate: (seed, level, set) => roundQuestion(seed, level, drillRules(set)),
  judge(q, answer, set) {
    const v = explain(q, set);
    const e = v.expected;
    const correct =
      'leader' in e
        ? answer !== null && typeof answer === 'object' && 'leader' in answer && answer.leader === e.leader
        : answer !== null && typeof answer === 'object' && 'waiting' in answer && JSON.stringify([...answer.waiting].sort()) === JSON.stringify(e.waiting);
    return { ...v, correct };
  },
  solve: (q, set) => explain(q, set).expected,
});
