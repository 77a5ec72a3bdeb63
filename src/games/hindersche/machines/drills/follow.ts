/**
 * The follow-or-trump drill: positions from the positions layer, every card of the hand judged by the engine's
 * legalPlays (with the learner's VP05 choice), so the explanation can go card by card with the engine's reason codes.
 */
import type { Card } from '../../../../shared/cards/model';
import type { Verdict } from '../../../../shared/quiz/quizMachine';
import { effectiveSuit, isLittleMan, type EffectiveSuit } from '../../engine/cards';
import { legalPlays, type LegalPlay } from '../../engine/play';
import type { Rules } from '../../engine/rules';
import { followQuestion, type FollowQuestion } from '../../positions/follow';
import { drill } from './drill';

/** Level 1: the card played. Levels 2 and 3: every card marked as playable. */
export type FollowAnswer = { play: Card } | { legal: Card[] };

export interface FollowVerdict extends Verdict {
  /** The engine's verdict on every card of the hand, in hand order. */
  plays: LegalPlay[];
  /** The legal cards, in hand order. */
  expected: Card[];
  /** What was led: its effective suit, and whether it was the Little Man (a trump lead). */
  lead: { card: Card; led: EffectiveSuit; littleMan: boolean };
  /** The card played (level 1) or the cards marked (levels 2-3). */
  given: Card[];
}

function assess(q: FollowQuestion, rules: Pick<Rules, 'VP05'>): Omit<FollowVerdict, 'correct' | 'given'> {
  const lead = q.trick[0]?.card as Card;
  const r = legalPlays(
    q.hand,
    q.trick.map((p) => p.card),
    q.trump,
    { VP05: rules.VP05 },
  );
  const plays = r.ok ? r.value : [];
  return {
    plays,
    expected: plays.filter((p) => p.legal).map((p) => p.card),
    lead: { card: lead, led: effectiveSuit(lead, q.trump), littleMan: isLittleMan(lead, q.trump) },
  };
}

export const followDrill = drill<FollowQuestion, FollowAnswer, FollowVerdict, Rules>({
  id: 'follow-or-trump',
  skill: 'follow',
  generate: (seed, level, rules) => followQuestion(seed, level, rules),
  judge(q, answer, rules) {
    const a = assess(q, rules);
    if (answer && 'play' in answer) {
      const given = q.hand.includes(answer.play) ? [answer.play] : [];
      return { ...a, given, correct: given.length === 1 && a.expected.includes(answer.play) };
    }
    const marked = answer && 'legal' in answer && Array.isArray(answer.legal) ? answer.legal : [];
    const given = q.hand.filter((c) => marked.includes(c));
    const correct = given.length === a.expected.length && given.every((c) => a.expected.includes(c)) && marked.length === given.length;
    return { ...a, given, correct };
  },
  solve(q, rules) {
    const { expected } = assess(q, rules);
    return q.kind === 'play-one' ? { play: expected[0] as Card } : { legal: expected };
  },
});
