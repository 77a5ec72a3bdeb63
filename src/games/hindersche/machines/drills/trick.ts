/**
 * The trick-winner drill: who wins a finished trick (levels 1-2), and in schleipfen scenes (level 3) whether
 * anyone should object to a haul and who owns the trick if nobody does. Every verdict comes from the engine:
 * `trickWinner` (reason and beaten cards), `mayHaul` and `resolveHaul` under the learner's VP06, and VP07 for the
 * ninth trick.
 */
import type { Suit } from '../../../../shared/cards/model';
import { partnerSuit } from '../../../../shared/cards/model';
import type { Verdict } from '../../../../shared/quiz/quizMachine';
import { isLittleMan, isOldMan } from '../../engine/cards';
import { mayHaul, resolveHaul, trickWinner, type HaulOutcome, type HaulReason, type TrickResult } from '../../engine/play';
import type { Rules } from '../../engine/rules';
import type { Card, Seat } from '../../engine/types';
import { trickScene, type TrickScene } from '../../positions/trick';
import { drill } from './drill';

export type TrickAnswer = { winner: Seat } | { object: boolean; owner: Seat };

export type TrickNote =
  | { code: 'trick.note.old-man'; seat: Seat; card: Card }
  | { code: 'trick.note.little-man'; seat: Seat; card: Card; printed: Suit };

/**
 * Why someone should object or not (level 3):
 * - 'own-trick': the player picked up their own trick;
 * - 'not-allowed': VP06-B does not allow this haul, so it does not count even unchallenged;
 * - 'open': the haul stands unless someone objects (before the next lead; for the ninth trick, until scoring);
 * - 'closed': the ninth trick under VP07 'closed': the haul stands, objections are over.
 */
export type ObjectionCase = 'own-trick' | 'not-allowed' | 'open' | 'closed';

export interface HaulExplanation {
  claimant: Seat;
  rightfulWinner: Seat;
  /** The engine's `mayHaul` under the learner's VP06. */
  may: { allowed: boolean; reason: HaulReason };
  /** The engine's `resolveHaul` when nobody objects. */
  unchallenged: HaulOutcome;
  /** The engine's `resolveHaul` when someone objects. */
  challenged: HaulOutcome;
  lastTrick: boolean;
  vp06: Rules['VP06'];
  vp07: Rules['VP07'];
  objection: ObjectionCase;
  shouldObject: boolean;
}

export interface TrickVerdict extends Verdict {
  result: TrickResult;
  notes: TrickNote[];
  expected: TrickAnswer;
  haul: HaulExplanation | null;
  /** Level 3: which half of the answer was right. */
  parts: { object: boolean; owner: boolean } | null;
}

function explainHaul(q: TrickScene, claimant: Seat, rules: Rules): HaulExplanation {
  const may = mayHaul(q.plays, q.trump, claimant, rules);
  const unchallenged = resolveHaul(q.plays, q.trump, claimant, false, rules);
  const challenged = resolveHaul(q.plays, q.trump, claimant, true, rules);
  if (!may.ok || !unchallenged.ok || !challenged.ok) throw new Error('invalid schleipfen scene');
  const lastTrick = q.number === 9;
  // VP07 (as the game engine's objection check): with 'closed' nobody may object to a haul of the ninth trick.
  const closed = lastTrick && rules.VP07 === 'closed';
  const objection: ObjectionCase =
    may.value.reason.code === 'haul.own-trick' ? 'own-trick' : !may.value.allowed ? 'not-allowed' : closed ? 'closed' : 'open';
  return {
    claimant,
    rightfulWinner: unchallenged.value.rightfulWinner,
    may: may.value,
    unchallenged: unchallenged.value,
    challenged: challenged.value,
    lastTrick,
    vp06: rules.VP06,
    vp07: rules.VP07,
    objection,
    // Worth objecting exactly when the haul would otherwise stand and an objection can still undo it.
    shouldObject: objection === 'open' && unchallenged.value.trickOwner !== unchallenged.value.rightfulWinner,
  };
}

function explain(q: TrickScene, rules: Rules): Omit<TrickVerdict, 'correct' | 'parts'> {
  const r = trickWinner(q.plays, q.trump);
  if (!r.ok) throw new Error(`invalid trick: ${r.error.code}`);
  const notes: TrickNote[] = [];
  for (const p of q.plays) {
    if (isOldMan(p.card, q.trump)) notes.push({ code: 'trick.note.old-man', seat: p.seat, card: p.card });
    if (isLittleMan(p.card, q.trump)) notes.push({ code: 'trick.note.little-man', seat: p.seat, card: p.card, printed: partnerSuit(q.trump) });
  }
  if (q.claimant === undefined) return { result: r.value, notes, expected: { winner: r.value.winner }, haul: null };
  const haul = explainHaul(q, q.claimant, rules);
  return { result: r.value, notes, expected: { object: haul.shouldObject, owner: haul.unchallenged.trickOwner }, haul };
}

/** The skill a scene trains: schleipfen scenes train `schleipfen`, the rest `tricks`. */
export const sceneSkill = (q: TrickScene): 'tricks' | 'schleipfen' => (q.claimant === undefined ? 'tricks' : 'schleipfen');

/** The trick-winner drill; schleipfen scenes are recorded under their own skill. */
export const trickDrill = drill<TrickScene, TrickAnswer, TrickVerdict, Rules>({
  id: 'trick-winner',
  skill: 'tricks',
  skillOf: sceneSkill,
  generate: (seed, level, rules) => trickScene(seed, level, rules),
  judge(q, answer, rules) {
    const v = explain(q, rules);
    if ('winner' in v.expected) {
      return { ...v, parts: null, correct: 'winner' in answer && answer.winner === v.expected.winner };
    }
    const e = v.expected;
    const parts = 'object' in answer ? { object: answer.object === e.object, owner: answer.owner === e.owner } : { object: false, owner: false };
    return { ...v, parts, correct: parts.object && parts.owner };
  },
  solve: (q, rules) => explain(q, rules).expected,
});
