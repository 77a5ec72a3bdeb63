/**
 * Hints for the learner: the Strong player's action for the learner's seat with the reason as a code plus data
 * (never English; the UI translates the code). The reasons name the habits of good play (steady.ts).
 */
import type { PCard, Rank } from '../engine/cards';
import { nextDecision, type GameAction, type GameState } from '../engine/game';
import { decisionSeed, legalOr, steadyGive } from './bot';
import { actionFor, viewOf, type View } from './knowledge';
import { codeCount, codeJokers, codePower, codeRun, copySim, makeSim } from './sim';
import { isBoss } from './steady';
import { strongEvaluate } from './strong';
import { STRONG_BUDGET_MS, type BotHint, type HintOptions } from '../../../shared/worker/bots';

export type HintReason =
  /** Only one legal action. */
  | { code: 'hint.only-move' }
  /** The exchange: the rules say which cards (the giver only picks suits, which never matter). */
  | { code: 'hint.exchange-forced'; cards: PCard[] }
  /** Free-choice exchange: the lowest cards that are not part of a set. */
  | { code: 'hint.exchange-low-singles'; cards: PCard[] }
  /** The play empties the hand. */
  | { code: 'hint.go-out'; cards: PCard[] }
  /** Lead a play nobody can beat, keeping the lead for the last combination. */
  | { code: 'hint.lead-boss'; cards: PCard[] }
  /** Lead the lowest cards, as a whole set. */
  | { code: 'hint.lead-low'; cards: PCard[]; rank: Rank | 'JK' }
  /** Lead a run to shed several low cards at once. */
  | { code: 'hint.lead-run'; cards: PCard[] }
  /** Lead something else (a middle set, or a high one to take control late). */
  | { code: 'hint.lead-other'; cards: PCard[]; rank: Rank | 'JK' }
  /** Answer with the cheapest play that beats. */
  | { code: 'hint.beat-cheaply'; cards: PCard[]; rank: Rank | 'JK' }
  /** Answer with a play nobody can beat: the round will be yours and you lead next. */
  | { code: 'hint.take-control'; cards: PCard[]; rank: Rank | 'JK' }
  /** Answer higher than the cheapest play (keeps a set whole, or saves low cards for a later lead). */
  | { code: 'hint.beat-keep-sets'; cards: PCard[]; rank: Rank | 'JK' }
  /** Pass although a play would beat: keep strong cards for later (re-entry stays possible). */
  | { code: 'hint.pass-save-cards'; couldPlay: number }
  /** Pass: nothing beats the last play. */
  | { code: 'hint.pass-nothing-beats' };

export interface HintCandidate {
  action: GameAction;
  /** Expected points for the deal after this action. */
  expectedPoints: number;
  value: number;
}

export type Hint = BotHint<GameAction, HintReason, HintCandidate>;

export type { HintOptions };

const out = new Int32Array(512);

/** Why the simulator play `code` is a good choice for the view's seat. */
export function classify(view: View, code: number, candidates: readonly number[]): HintReason {
  const a = actionFor(view, code);
  const plays = candidates.filter((c) => c !== 0);
  if (code === 0) return plays.length === 0 ? { code: 'hint.pass-nothing-beats' } : { code: 'hint.pass-save-cards', couldPlay: plays.length };
  const cards = a.type === 'play' ? a.cards : [];
  const power = codePower(code);
  const rank = (a.type === 'play' && a.rank) || (power >= 13 ? 'JK' : ((cards.find((c) => c.length === 2)?.[0] ?? 'JK') as Rank | 'JK'));
  if (codeCount(code) === (view.sim.size[view.pos] as number)) return { code: 'hint.go-out', cards };
  const sim = makeSim(6);
  copySim(sim, view.sim);
  const boss = isBoss(sim, view.pos, code);
  if (view.sim.lastPos < 0) {
    if (boss) return { code: 'hint.lead-boss', cards };
    if (codeRun(code)) return { code: 'hint.lead-run', cards };
    let low = 99;
    for (let p = 0; p < 13; p++) if ((view.sim.cnt[view.pos * 13 + p] as number) > 0) {
      low = p;
      break;
    }
    if (power === low) return { code: 'hint.lead-low', cards, rank };
    return { code: 'hint.lead-other', cards, rank };
  }
  if (boss) return { code: 'hint.take-control', cards, rank };
  let cheapest = 99;
  for (const c of plays) if (codeJokers(c) === 0 || codeJokers(code) > 0) cheapest = Math.min(cheapest, codePower(c));
  if (power <= cheapest) return { code: 'hint.beat-cheaply', cards, rank };
  return { code: 'hint.beat-keep-sets', cards, rank };
}

/** The Strong action for `seat` with its reason, or null when `seat` has nothing to decide. */
export function hint(state: GameState, seat: number, opts: HintOptions = {}): Hint | null {
  const t0 = performance.now();
  const d = nextDecision(state);
  if ((d.kind !== 'give' && d.kind !== 'play') || d.seat !== seat) return null;
  if (d.kind === 'give') {
    const cards = steadyGive(d.requirement, state.table?.hands[seat] ?? [], state.rules.rankOrder);
    const action: GameAction = { type: 'give', seat, cards };
    return { action, reason: d.requirement.free ? { code: 'hint.exchange-low-singles', cards } : { code: 'hint.exchange-forced', cards }, candidates: [], samples: 0 };
  }
  const view = viewOf(state, seat);
  if (!view) return null;
  // The budget covers the whole hint, not only the search.
  const budgetMs = Math.max(5, (opts.budgetMs ?? STRONG_BUDGET_MS) - (performance.now() - t0));
  const r = strongEvaluate(view, { seed: opts.seed ?? decisionSeed(state, seat), budgetMs, maxSamples: opts.maxSamples });
  const all = r.candidates.map((c) => c.action);
  const code = r.action ?? 0;
  const reason: HintReason = all.length <= 1 ? { code: 'hint.only-move' } : classify(view, code, all);
  const candidates = r.candidates
    .map((c) => ({ action: actionFor(view, c.action), expectedPoints: Math.round(c.meanAux * 100) / 100, value: Math.round(c.mean * 1000) / 1000 }))
    .sort((a, b) => b.value - a.value);
  const action = actionFor(view, code);
  const legal = legalOr(state, action);
  if (legal !== action) return { action: legal, reason: { code: 'hint.only-move' }, candidates, samples: r.samples };
  return { action, reason, candidates, samples: r.samples };
}

void out;
