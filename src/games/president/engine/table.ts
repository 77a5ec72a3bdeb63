/**
 * The play of one deal (spec §5): leads, answers, passes, re-entry, closing a round, going out and the end of the
 * deal. Works in place on a `Table` (callers copy first) and reports structured events. Players are ids
 * 0..n-1; `order` is the clockwise seating.
 */
import { err, ok, type Result } from '../../../shared/result';
import type { PCard, Rank } from './cards';
import { canBeat, classifyCombo, judgeBeat, type BeatReason, type Combo, type ComboError } from './combos';
import type { Rules } from './rules';
import { badInput, emptyList, guard } from './safe';

export interface LastPlay {
  player: number;
  combo: Combo;
}

export interface Table {
  /** Clockwise seating (player ids). */
  order: number[];
  /** Hands by player id. */
  hands: PCard[][];
  /** The play to beat in the current round; null when the next play is a lead. */
  last: LastPlay | null;
  /** Players who passed since the last play (spec §10 `passedSinceLastPlay`). */
  passed: number[];
  /** Who acts next; null once the deal is over. */
  turn: number | null;
  /** Players out of cards, first out first. */
  finishOrder: number[];
  /** The last player holding cards, once the deal is over. */
  bottom: number | null;
  /** Cards played in the current round. */
  roundCards: PCard[];
  /** Cards of closed rounds, removed from the game. */
  cleared: PCard[];
  /** 1-based number of the current round. */
  round: number;
}

export type PlayReason = { code: 'play.lead' } | BeatReason;

export type TableEvent =
  | { type: 'played'; seat: number; cards: PCard[]; declared: Rank | null; combo: Combo; round: number; reason: PlayReason }
  | { type: 'passed'; seat: number; round: number; couldBeat: boolean }
  | { type: 'went-out'; seat: number; place: number }
  | { type: 'round-cleared'; round: number; winner: number; leader: number; cards: PCard[] }
  | { type: 'deal-over'; finishOrder: number[]; bottom: number };

export type TableError =
  | { code: 'play.deal-over' }
  | { code: 'play.not-your-turn'; seat: number; expected: number | null }
  | { code: 'play.card-not-in-hand'; card: unknown }
  | { code: 'play.bad-combo'; error: ComboError }
  | { code: 'play.does-not-beat'; reason: BeatReason }
  | { code: 'play.must-lead' }
  | { code: 'play.must-play' };

/** Players still holding cards. */
function holders_(t: Table): number[] {
  return t.order.filter((p) => (t.hands[p]?.length ?? 0) > 0);
}

/** The next player clockwise after `from` who still holds cards (null if none). */
function nextHolder_(t: Table, from: number): number | null {
  const n = t.order.length;
  const i = t.order.indexOf(from);
  for (let k = 1; k <= n; k++) {
    const p = t.order[(i + k) % n] as number;
    if ((t.hands[p]?.length ?? 0) > 0) return p;
  }
  return null;
}

/** A fresh table: `hands` by player, `leader` leads. */
function newTable_(order: number[], hands: PCard[][], leader: number): Table {
  return { order: [...order], hands: hands.map((h) => [...h]), last: null, passed: [], turn: leader, finishOrder: [], bottom: null, roundCards: [], cleared: [], round: 1 };
}

function copyTable_(t: Table): Table {
  return { ...t, order: [...t.order], hands: t.hands.map((h) => [...h]), passed: [...t.passed], finishOrder: [...t.finishOrder], roundCards: [...t.roundCards], cleared: [...t.cleared] };
}

export type TableRules = Pick<Rules, 'rankOrder' | 'highJoker' | 'sequences' | 'runMinLength' | 'jokersInRuns' | 'passWhenAble' | 'jokers'> &
  Partial<Pick<Rules, 'runWrap' | 'runMaxLength' | 'runSetAnswers' | 'runOrder' | 'variant'>>;

/** Checks a play without changing anything: the combination it makes and why it is allowed. */
function checkPlay_(t: Table, seat: number, cards: unknown, declared: unknown, rules: TableRules): Result<{ combo: Combo; reason: PlayReason }, TableError> {
  if (t.turn === null) return err({ code: 'play.deal-over' });
  if (seat !== t.turn) return err({ code: 'play.not-your-turn', seat, expected: t.turn });
  const hand = t.hands[seat] ?? [];
  if (Array.isArray(cards)) for (const c of cards as unknown[]) if (!hand.includes(c as PCard)) return err({ code: 'play.card-not-in-hand', card: c });
  const c = classifyCombo(cards, rules, declared);
  if (!c.ok) return err({ code: 'play.bad-combo', error: c.error });
  if (!t.last) return ok({ combo: c.value, reason: { code: 'play.lead' } });
  const v = judgeBeat(t.last.combo, c.value, rules);
  if (!v.beats) return err({ code: 'play.does-not-beat', reason: v.reason });
  return ok({ combo: c.value, reason: v.reason });
}

/** Plays `cards` for `seat` (in place). */
function tablePlay_(t: Table, seat: number, cards: unknown, declared: unknown, rules: TableRules, events: TableEvent[]): TableError | null {
  const chk = checkPlay(t, seat, cards, declared, rules);
  if (!chk.ok) return chk.error;
  const { combo, reason } = chk.value;
  const played = combo.cards;
  t.hands[seat] = (t.hands[seat] ?? []).filter((c) => !played.includes(c));
  t.roundCards.push(...played);
  t.last = { player: seat, combo };
  t.passed = [];
  const wild = combo.jokers > 0 && combo.rank !== 'JK';
  events.push({ type: 'played', seat, cards: [...played], declared: wild ? (combo.rank as Rank) : null, combo, round: t.round, reason });
  if ((t.hands[seat] as PCard[]).length === 0) {
    t.finishOrder.push(seat);
    events.push({ type: 'went-out', seat, place: t.finishOrder.length - 1 });
    const left = holders(t);
    if (left.length <= 1) {
      endDeal(t, left, events);
      return null;
    }
  }
  t.turn = nextHolder(t, seat);
  return null;
}

function endDeal(t: Table, left: number[], events: TableEvent[]): void {
  const bottom = left[0] ?? (t.finishOrder[t.finishOrder.length - 1] as number);
  t.bottom = bottom;
  t.turn = null;
  events.push({ type: 'deal-over', finishOrder: [...t.finishOrder, ...(left.length ? [bottom] : [])], bottom });
}

/** Passes for `seat` (in place); closes the round when every other player with cards has passed since the last play. */
function tablePass_(t: Table, seat: number, rules: TableRules, events: TableEvent[]): TableError | null {
  if (t.turn === null) return { code: 'play.deal-over' };
  if (seat !== t.turn) return { code: 'play.not-your-turn', seat, expected: t.turn };
  if (!t.last) return { code: 'play.must-lead' };
  const able = canBeat(t.hands[seat] ?? [], t.last.combo, rules);
  if (able && rules.passWhenAble === 'forbidden') return { code: 'play.must-play' };
  t.passed.push(seat);
  events.push({ type: 'passed', seat, round: t.round, couldBeat: able });
  const last = t.last;
  const waiting = holders(t).filter((p) => p !== last.player && !t.passed.includes(p));
  if (waiting.length === 0) {
    const leader = (t.hands[last.player]?.length ?? 0) > 0 ? last.player : (nextHolder(t, last.player) as number);
    events.push({ type: 'round-cleared', round: t.round, winner: last.player, leader, cards: [...t.roundCards] });
    t.cleared.push(...t.roundCards);
    t.roundCards = [];
    t.last = null;
    t.passed = [];
    t.round++;
    t.turn = leader;
    return null;
  }
  t.turn = nextHolder(t, seat);
  return null;
}

/** The round-closure view (spec §12.3): the play to beat, who passed since, who still has to answer. */
export interface RoundView {
  round: number;
  last: LastPlay | null;
  passed: number[];
  /** Players with cards who have neither made the last play nor passed since: the round closes once they all pass. */
  waitingOn: number[];
  turn: number | null;
  /** Would a pass by the player to act close the round? */
  passCloses: boolean;
  /** Who would lead next if the round closed now (the last player, or the next with cards if he is out). */
  leaderIfClosed: number | null;
}

function roundView_(t: Table): RoundView {
  const last = t.last;
  const waitingOn = last ? holders(t).filter((p) => p !== last.player && !t.passed.includes(p)) : [];
  const leaderIfClosed = last ? ((t.hands[last.player]?.length ?? 0) > 0 ? last.player : nextHolder(t, last.player)) : t.turn;
  return { round: t.round, last, passed: [...t.passed], waitingOn, turn: t.turn, passCloses: last !== null && waitingOn.length === 1 && waitingOn[0] === t.turn, leaderIfClosed };
}

export const holders = guard(holders_, emptyList);
export const nextHolder = guard(nextHolder_, () => null);
export const newTable = guard(newTable_, () => ({ order: [], hands: [], last: null, passed: [], turn: null, finishOrder: [], bottom: null, roundCards: [], cleared: [], round: 1 }));
export const copyTable = guard(copyTable_, () => ({ order: [], hands: [], last: null, passed: [], turn: null, finishOrder: [], bottom: null, roundCards: [], cleared: [], round: 1 }));
export const checkPlay = guard(checkPlay_, badInput);
export const tablePlay = guard(tablePlay_, () => ({ code: 'engine.bad-input' }));
export const tablePass = guard(tablePass_, () => ({ code: 'engine.bad-input' }));
export const roundView = guard(roundView_, () => ({ round: 0, last: null, passed: [], waitingOn: [], turn: null, passCloses: false, leaderIfClosed: null }));
