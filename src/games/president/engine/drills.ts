/**
 * One entry point per teaching widget (spec §12), each answering with reason codes and data:
 *
 * - `buildCombination`   combination builder (12.1): what the selected cards make, or why they make nothing;
 * - `judgeResponse`      beat-or-pass (12.2): is the selection (or a pass) a legal answer, with every card's status;
 * - `replayRound`        round-closure animator (12.3): a round replayed action by action with the closure view;
 * - `finishingOrder`     finishing order, points and roles (12.4): see `finishingBoard`;
 * - `exchangeDrill`      exchange drill (12.6): the required gives in 3-, 2- and 1-card modes and a check of a
 *                        learner's choice.
 *
 * `rules` may be a partial rule set (missing options take their defaults).
 */
import { err, ok, type Result } from '../../../shared/result';
import { isPCard, type PCard } from './cards';
import { canBeat, cardStatuses, classifyCombo, enumeratePlays, judgeBeat, type BeatReason, type CardStatus, type Combo, type ComboError } from './combos';
import { checkGive, giveRequirement, type ExchangeRole, type GiveError, type GiveRequirement } from './deal';
import { makeRules, type Rules, type RulesError } from './rules';
import { guard, badInput } from './safe';
import { finishingBoard, type BoardEntry, type BoardError } from './scoring';
import { newTable, roundView, tablePass, tablePlay, type RoundView, type TableError, type TableEvent } from './table';

type DrillError = RulesError | { code: 'drill.bad-hand' } | { code: 'drill.bad-last'; error: ComboError };

function rulesOf(x: unknown): Result<Rules, RulesError> {
  return makeRules(x ?? {});
}

function handOf(x: unknown): PCard[] | null {
  return Array.isArray(x) && (x as unknown[]).every(isPCard) && new Set(x).size === x.length ? [...(x as PCard[])] : null;
}

function buildCombination_(selected: unknown, rules: unknown, declared?: unknown): Result<{ valid: boolean; combo: Combo | null; reason: ComboError | null }, RulesError> {
  const r = rulesOf(rules);
  if (!r.ok) return r;
  const c = classifyCombo(selected, r.value, declared);
  return ok(c.ok ? { valid: true, combo: c.value, reason: null } : { valid: false, combo: null, reason: c.error });
}

export type ResponseVerdict =
  | { code: 'response.lead'; combo: Combo }
  | { code: 'response.beats'; combo: Combo; reason: BeatReason }
  | { code: 'response.does-not-beat'; combo: Combo; reason: BeatReason }
  | { code: 'response.not-a-combination'; reason: ComboError }
  | { code: 'response.not-in-hand'; card: unknown }
  | { code: 'response.pass' }
  | { code: 'response.pass-on-lead' }
  | { code: 'response.must-play' };

export interface ResponseJudgement {
  legal: boolean;
  verdict: ResponseVerdict;
  /** Every card of the hand: usable now or greyed out, and why. */
  statuses: CardStatus[];
  /** Whether any play beats the last play (passing is allowed anyway unless OP3 says otherwise). */
  canBeat: boolean;
  /** Distinct legal answers (one per shape). */
  options: Combo[];
}

/**
 * Beat-or-pass: `selection` is a list of cards or 'PASS'; `last` the play to beat ({ cards, declared? }) or null
 * for a lead.
 */
function judgeResponse_(hand: unknown, last: unknown, selection: unknown, rules: unknown, declared?: unknown): Result<ResponseJudgement, DrillError> {
  const r = rulesOf(rules);
  if (!r.ok) return r;
  const h = handOf(hand);
  if (!h) return err({ code: 'drill.bad-hand' });
  let lastCombo: Combo | null = null;
  if (last !== null && last !== undefined) {
    const l = last as { cards?: unknown; declared?: unknown };
    const c = classifyCombo(Array.isArray(last) ? last : l.cards, r.value, Array.isArray(last) ? undefined : l.declared);
    if (!c.ok) return err({ code: 'drill.bad-last', error: c.error });
    lastCombo = c.value;
  }
  const statuses = cardStatuses(h, lastCombo, r.value);
  const able = lastCombo ? canBeat(h, lastCombo, r.value) : true;
  const options = enumeratePlays(h, lastCombo, r.value, { distinct: true }).map((p) => p.combo);
  const out = (legal: boolean, verdict: ResponseVerdict): Result<ResponseJudgement, DrillError> => ok({ legal, verdict, statuses, canBeat: able, options });
  if (selection === 'PASS') {
    if (!lastCombo) return out(false, { code: 'response.pass-on-lead' });
    if (able && r.value.passWhenAble === 'forbidden') return out(false, { code: 'response.must-play' });
    return out(true, { code: 'response.pass' });
  }
  if (Array.isArray(selection)) for (const c of selection as unknown[]) if (!h.includes(c as PCard)) return out(false, { code: 'response.not-in-hand', card: c });
  const c = classifyCombo(selection, r.value, declared);
  if (!c.ok) return out(false, { code: 'response.not-a-combination', reason: c.error });
  if (!lastCombo) return out(true, { code: 'response.lead', combo: c.value });
  const v = judgeBeat(lastCombo, c.value, r.value);
  return out(v.beats, v.beats ? { code: 'response.beats', combo: c.value, reason: v.reason } : { code: 'response.does-not-beat', combo: c.value, reason: v.reason });
}

export interface RoundStep {
  /** Index of the action in the input. */
  index: number;
  seat: number;
  events: TableEvent[];
  view: RoundView;
}

/**
 * Replays a round (or a whole deal) from hands by seat (clockwise order 0..n-1) and a list of actions (card lists
 * or 'PASS'), with the closure view after each: who passed since the last play, who the round still waits on.
 * Stops at the first refused action and reports it.
 */
function replayRound_(hands: unknown, leader: unknown, actions: unknown, rules: unknown): Result<{ steps: RoundStep[]; refused: { index: number; error: TableError } | null }, DrillError> {
  const r = rulesOf(rules);
  if (!r.ok) return r;
  if (!Array.isArray(hands) || hands.length < 2 || hands.length > 8) return err({ code: 'drill.bad-hand' });
  const hs: PCard[][] = [];
  for (const h of hands as unknown[]) {
    const x = handOf(h);
    if (!x) return err({ code: 'drill.bad-hand' });
    hs.push(x);
  }
  const n = hs.length;
  const lead = typeof leader === 'number' && Number.isInteger(leader) && leader >= 0 && leader < n ? leader : 0;
  const t = newTable(Array.from({ length: n }, (_, i) => i), hs, lead);
  const steps: RoundStep[] = [];
  const list = Array.isArray(actions) ? (actions as unknown[]) : [];
  for (let i = 0; i < list.length; i++) {
    const seat = t.turn;
    if (seat === null) return ok({ steps, refused: { index: i, error: { code: 'play.deal-over' } } });
    const events: TableEvent[] = [];
    const a = list[i];
    const e = a === 'PASS' ? tablePass(t, seat, r.value, events) : tablePlay(t, seat, a, undefined, r.value, events);
    if (e) return ok({ steps, refused: { index: i, error: e } });
    steps.push({ index: i, seat, events, view: roundView(t) });
  }
  return ok({ steps, refused: null });
}

function finishingOrder_<P>(finishOrder: readonly P[], rules: unknown): Result<BoardEntry<P>[], BoardError | RulesError> {
  const r = rulesOf(rules);
  if (!r.ok) return r;
  return finishingBoard(finishOrder, r.value);
}

export interface ExchangeDrill {
  requirement: GiveRequirement;
  /** The learner's choice, when given: accepted, or why not. */
  check: { ok: true } | { ok: false; error: GiveError } | null;
}

/** Exchange drill: what `role` must give from `hand` (`count` cards: 3, 2 or 1), and a check of `choice` if given. */
function exchangeDrill_(hand: unknown, role: unknown, count: unknown, rules: unknown, choice?: unknown): Result<ExchangeDrill, DrillError | { code: 'drill.bad-role' } | { code: 'drill.bad-count' }> {
  const r = rulesOf(rules);
  if (!r.ok) return r;
  const h = handOf(hand);
  if (!h) return err({ code: 'drill.bad-hand' });
  if (role !== 'bottom' && role !== 'president') return err({ code: 'drill.bad-role' });
  const k = count === undefined ? r.value.exchangeCards : count;
  if (typeof k !== 'number' || !Number.isInteger(k) || k < 0 || k > 13) return err({ code: 'drill.bad-count' });
  const requirement = giveRequirement(h, k, role as ExchangeRole, r.value);
  if (choice === undefined) return ok({ requirement, check: null });
  const c = checkGive(h, choice, k, role as ExchangeRole, r.value);
  return ok({ requirement, check: c.ok ? { ok: true } : { ok: false, error: c.error } });
}

export const buildCombination = guard(buildCombination_, badInput);
export const judgeResponse = guard(judgeResponse_, badInput);
export const replayRound = guard(replayRound_, badInput);
export const finishingOrder = guard(finishingOrder_, badInput);
export const exchangeDrill = guard(exchangeDrill_, badInput);
