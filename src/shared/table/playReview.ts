/**
 * The review of the learner's own play after a deal, for every game's table: which of the learner's decisions in the
 * deal left the coach's line, and what each cost in the game's own units, as the coach's search estimates it.
 *
 * The table keeps every decision the learner makes (the game state before it and the action taken), stepping the
 * engine from one state it shows to the next, so a decision's state is the very state the learner saw (and the
 * coach's answer asked ahead for it is reused). When the deal ends, each decision with a real choice is judged by
 * the game: the coach's hint for that state rates the learner's action against its own best (`judge`). The one or
 * two costliest are the deal's key decisions; a deal without a choice, or played as the coach would, says so.
 *
 * A game supplies its engine's plain functions (`ReviewRules`, most of them from its table's engine contract through
 * `reviewRules`) and a `judge` (usually `candidateJudge`: where its hint's candidates put the two actions); the
 * platform knows no game.
 */
import type { Result } from '../result';

export interface ReviewRules<S, A> {
  /** Every action taken in the game so far, in order. */
  actions(state: S): readonly A[];
  /** The state after `action`, or null when the engine refuses it. */
  apply(state: S, action: A): S | null;
  /** The seat that took `action` in `state` (null for the table's own actions: dealing, moving on). */
  seatOf(action: A, state: S): number | null;
  /** Which deal of the game the state belongs to (a decision belongs to the deal of the state before it). */
  deal(state: S): number;
  /** How many different actions `seat` may take in `state` (1: the decision is forced). */
  choices(state: S, seat: number): number;
}

export interface Decision<S, A> {
  /** Index of the action in the game's actions. */
  at: number;
  /** The game before the decision. */
  state: S;
  /** What the learner did. */
  action: A;
  choices: number;
}

export interface Verdict<A> {
  /** What the coach would have done. */
  best: A;
  /** What the learner's action cost against the coach's, in the game's units (0 when it was the coach's choice). */
  loss: number;
}

export interface Judged<S, A, H> extends Decision<S, A> {
  verdict: Verdict<A> | null;
  /** The coach's answer for the decision's state (for its reason). */
  hint: H | null;
}

export type ReviewSummary<S, A, H> =
  /** The learner took no decision in the deal (sat out, or others ended it first). */
  | { kind: 'none' }
  /** Every decision was forced: one legal action each time. */
  | { kind: 'forced'; count: number }
  /** Every decision the coach rated matched it, or cost less than the game's noise level. */
  | { kind: 'well'; count: number }
  /** There were choices, but the coach could rate none of them (no answer from the search). */
  | { kind: 'unrated'; count: number }
  /** The costliest decisions (at most `max`), costliest first. */
  | { kind: 'key'; count: number; items: Judged<S, A, H>[]; total: number };

const sameAction = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * The decisions of `seat` taken between two states of one game, with the state before each: `next` must continue
 * `prev` (same earlier actions, more of them); null otherwise (a new game, a replayed or resumed one).
 */
export function decisionsBetween<S, A>(rules: ReviewRules<S, A>, prev: S, next: S, seat: number): Decision<S, A>[] | null {
  const before = rules.actions(prev);
  const after = rules.actions(next);
  if (after.length < before.length) return null;
  if (before.length > 0 && !sameAction(before[before.length - 1], after[before.length - 1])) return null;
  const out: Decision<S, A>[] = [];
  let s: S | null = prev;
  for (let i = before.length; i < after.length && s; i++) {
    const action = after[i] as A;
    if (rules.seatOf(action, s) === seat) out.push({ at: i, state: s, action, choices: rules.choices(s, seat) });
    s = i === after.length - 1 ? next : rules.apply(s, action);
  }
  return out;
}

/** Keeps a game's learner decisions as the table moves from state to state. */
export class DecisionLog<S, A> {
  private last: S | null = null;
  private list: Decision<S, A>[] = [];
  constructor(
    private readonly rules: ReviewRules<S, A>,
    private readonly seat: number,
  ) {}

  /** The table now shows `state`. A state that does not continue the last one (a resumed or replayed game) keeps the decisions it still contains. */
  see(state: S): void {
    const prev = this.last;
    this.last = state;
    if (!prev || prev === state) return;
    const found = decisionsBetween(this.rules, prev, state, this.seat);
    if (found) {
      this.list.push(...found);
      return;
    }
    const n = this.rules.actions(state).length;
    const actions = this.rules.actions(state);
    this.list = this.list.filter((d) => d.at < n && sameAction(actions[d.at], d.action));
  }

  /** The learner's decisions in `deal`, in order. */
  inDeal(deal: number): Decision<S, A>[] {
    return this.list.filter((d) => this.rules.deal(d.state) === deal);
  }
}

/** The review of one deal's decisions once each has been judged. `minLoss`: smaller losses count as the coach's line. */
export function summarise<S, A, H>(judged: readonly Judged<S, A, H>[], opts: { minLoss: number; max?: number }): ReviewSummary<S, A, H> {
  if (judged.length === 0) return { kind: 'none' };
  const free = judged.filter((d) => d.choices > 1);
  if (free.length === 0) return { kind: 'forced', count: judged.length };
  const rated = free.filter((d) => d.verdict);
  if (rated.length === 0) return { kind: 'unrated', count: free.length };
  const costly = free.filter((d) => d.verdict && d.verdict.loss >= opts.minLoss).sort((a, b) => (b.verdict?.loss ?? 0) - (a.verdict?.loss ?? 0) || a.at - b.at);
  if (costly.length === 0) return { kind: 'well', count: rated.length };
  const total = costly.reduce((sum, d) => sum + (d.verdict?.loss ?? 0), 0);
  return { kind: 'key', count: free.length, items: costly.slice(0, opts.max ?? 2), total };
}

/** Judges the decisions one after another (a decision with no choice is not asked about). */
export async function judgeAll<S, A, H>(decisions: readonly Decision<S, A>[], ask: (state: S) => Promise<H | null>, judge: (hint: H, action: A, state: S) => Verdict<A> | null): Promise<Judged<S, A, H>[]> {
  const out: Judged<S, A, H>[] = [];
  for (const d of decisions) {
    if (d.choices <= 1) {
      out.push({ ...d, verdict: null, hint: null });
      continue;
    }
    let hint: H | null = null;
    try {
      hint = await ask(d.state);
    } catch {
      hint = null;
    }
    out.push({ ...d, hint, verdict: hint ? judge(hint, d.action, d.state) : null });
  }
  return out;
}

/**
 * The review's rules from a game's table engine (apply, seatOf, legalActions, as `GameEngine` names them) and the two
 * things only the game knows: the actions taken so far and which deal a state belongs to.
 */
export function reviewRules<S, A>(
  engine: { apply(s: S, a: A): Result<S, { code: string }>; seatOf(a: A): number | null; legalActions(s: S): A[] },
  own: { actions(s: S): readonly A[]; deal(s: S): number },
): ReviewRules<S, A> {
  return {
    actions: own.actions,
    apply: (s, a) => {
      const r = engine.apply(s, a);
      return r.ok ? r.value : null;
    },
    seatOf: (a) => engine.seatOf(a),
    deal: own.deal,
    choices: (s, seat) => engine.legalActions(s).filter((a) => engine.seatOf(a) === seat).length,
  };
}

/**
 * A judge that rates the learner's action by the coach's candidates: `find` gives the candidate an action stands for
 * (null: the hint does not rate it), `worth` its value to the learner (higher is better; a cost is negated). The loss
 * is the coach's best candidate's worth less the learner's, rounded to hundredths; a hint with fewer than two
 * candidates rates nothing.
 */
export function candidateJudge<A, H extends { action: A; candidates: readonly C[] }, C>(opts: {
  rated?(action: A, hint: H): boolean;
  find(hint: H, action: A): C | undefined;
  worth(candidate: C): number;
}): (hint: H, action: A) => Verdict<A> | null {
  return (hint, action) => {
    if ((opts.rated && !opts.rated(action, hint)) || hint.candidates.length < 2) return null;
    const best = opts.find(hint, hint.action);
    const mine = opts.find(hint, action);
    if (!best || !mine) return null;
    return { best: hint.action, loss: Math.max(0, Math.round((opts.worth(best) - opts.worth(mine)) * 100) / 100) };
  };
}
