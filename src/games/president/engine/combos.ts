/**
 * Combinations (spec §5.2, V2, V4) and what beats what (§5.3, V2, V4), with reason codes for every verdict, plus
 * the enumeration of legal plays and the per-card "why is this card greyed out" view the drills use.
 *
 * A set is 1-4 cards of one rank; with Jokers (Trouduc) a Joker may stand in for the rank, which makes the set
 * weaker than the same set of real cards (fewer Jokers is stronger; with two Jokers, the set holding the higher
 * Joker is stronger). A Joker alone is the highest single. A Joker-only set of two or more cards names its rank.
 * A run (sequences variant) is `runMinLength` or more cards (at most `runMaxLength`, 0 = no limit) of consecutive
 * ranks in the run order (`runOrder`: the active order or always the natural one), suits free, going round the
 * corner from the top rank to the lowest only with `runWrap`. A run is answered by a run of the same length with a
 * higher top card (a run that wraps has its top card after the corner, so K-A-2 is the lowest run of three); with
 * `runSetAnswers` 'same-size' a set and a run of the same size also answer each other by a higher top card (the
 * set's rank, the run's top, in the active order). Jokers stand in runs only with `jokersInRuns`.
 */
import { err, ok, type Result } from '../../../shared/result';
import { HIGH_JOKER_POWER, isHighJoker, isJoker, isPCard, isRankName, JOKER_POWER, rankAt, rankPower, singlePower, type Joker, type PCard, type Rank } from './cards';
import type { Rules } from './rules';
import { badInput, emptyList, guard } from './safe';

/** What a combination is, in the terms the drills explain. */
export interface Combo {
  type: 'set' | 'run';
  /** The cards as played. */
  cards: PCard[];
  count: number;
  /** Set: its rank ('JK' for a lone Joker single). Run: its top rank. */
  rank: Rank | 'JK';
  /** Run: its lowest rank (null for sets). */
  low: Rank | null;
  /** Power of `rank` (0..12 natural ranks in the active order, 13/14 lone Jokers). */
  power: number;
  /** Jokers used as wild cards (a lone Joker single counts 1). */
  jokers: number;
  /** Among combinations of the same type, size and power, the higher quality wins (real cards > wild). */
  quality: number;
}

/** The part of the rules combinations depend on. */
export type ComboRules = Pick<Rules, 'rankOrder' | 'highJoker' | 'sequences' | 'runMinLength' | 'jokersInRuns' | 'jokers'> &
  Partial<Pick<Rules, 'runWrap' | 'runMaxLength' | 'runSetAnswers' | 'runOrder' | 'variant'>>;

/**
 * Is there a Joker in the pack these rules play with (spec §1, §8 V4)? The base game has none, so every check
 * refuses a Joker outside Trouduc. A rule set that does not say how many Jokers it has (untrusted input) has them
 * only as Trouduc.
 */
export function packHasJokers(rules: Partial<Pick<Rules, 'jokers' | 'variant'>>): boolean {
  if (rules === null || typeof rules !== 'object') return false;
  if (rules.jokers === 1 || rules.jokers === 2) return true;
  if (rules.jokers === 0) return false;
  return rules.variant === 'trouduc';
}

/** The part of the rules that decides whether a set and a run answer each other (missing options: the defaults). */
export type AnswerRules = Pick<Rules, 'rankOrder'> & Partial<Pick<Rules, 'runSetAnswers'>>;

/** The order runs follow (OP11): the active order, or always the natural Ace-high one. */
export const runOrderOf = guard(
  (rules: Pick<Rules, 'rankOrder'> & Partial<Pick<Rules, 'runOrder'>>): Rules['rankOrder'] => (rules.runOrder === 'natural' || rules.rankOrder !== 'two-high' ? 'ace-high' : 'two-high'),
  () => 'ace-high' as const,
);

/** The longest run allowed (OP10): 13 ranks when there is no limit. */
const runMax = (rules: ComboRules): number => (rules.runMaxLength ? rules.runMaxLength : 13);

export type ComboError =
  | { code: 'combo.not-a-list' }
  | { code: 'combo.empty' }
  | { code: 'combo.not-a-card'; index: number; value: unknown }
  | { code: 'combo.duplicate-card'; card: PCard }
  /** A Joker outside Trouduc: the base game's pack has none (spec §1, §8 V4). */
  | { code: 'combo.no-jokers'; card: PCard }
  /** A lone Joker is always the highest single card and stands for no rank (our decision on OP12). */
  | { code: 'combo.single-joker-rank'; declared: Rank }
  | { code: 'combo.too-many-cards'; count: number; max: 4 }
  | { code: 'combo.mixed-ranks'; ranks: Rank[] }
  | { code: 'combo.bad-declared-rank'; value: unknown }
  | { code: 'combo.joker-needs-rank' }
  | { code: 'combo.declared-rank-mismatch'; declared: Rank; rank: Rank }
  | { code: 'combo.run-repeated-rank'; rank: Rank }
  | { code: 'combo.run-too-short'; count: number; min: number }
  | { code: 'combo.run-too-long'; count: number; max: number }
  /** The ranks would be a run only going round the corner (K-A-2), which the rules do not allow. */
  | { code: 'combo.run-wraps' }
  | { code: 'combo.run-gap'; missing: Rank[] }
  | { code: 'combo.run-off-the-top' }
  | { code: 'combo.joker-in-run' };

/** Quality of a combination with `jokers` wild Jokers, `high` telling whether the higher of two Jokers is among them. */
function qualityOf_(jokers: number, high: boolean): number {
  return jokers === 0 ? 1000 : 100 - 10 * jokers + (high ? 1 : 0);
}

function parseDeclared(declared: unknown): Result<Rank | null, ComboError> {
  if (declared === undefined || declared === null || declared === '') return ok(null);
  if (typeof declared === 'string') {
    const s = declared.trim().toUpperCase().replace(/^10$/, 'T');
    if (isRankName(s)) return ok(s);
  }
  return err({ code: 'combo.bad-declared-rank', value: declared });
}

/**
 * What combination `cards` make under `rules`, or why they make none. `declared` names the rank a wild Joker
 * stands for (a set's rank, or a run's top rank); it is needed only for a Joker-only set of two or more cards, and
 * for a run whose Jokers could sit at either end (without it the run is read with the highest top possible).
 */
function classifyCombo_(cards: unknown, rules: ComboRules, declared?: unknown): Result<Combo, ComboError> {
  if (!Array.isArray(cards)) return err({ code: 'combo.not-a-list' });
  if (cards.length === 0) return err({ code: 'combo.empty' });
  const seen = new Set<string>();
  for (let i = 0; i < cards.length; i++) {
    const c: unknown = cards[i];
    if (!isPCard(c)) return err({ code: 'combo.not-a-card', index: i, value: c });
    if (seen.has(c)) return err({ code: 'combo.duplicate-card', card: c });
    seen.add(c);
  }
  const noJokers = !packHasJokers(rules);
  if (noJokers) for (const c of cards as PCard[]) if (isJoker(c)) return err({ code: 'combo.no-jokers', card: c });
  const list = cards as PCard[];
  const d = parseDeclared(declared);
  if (!d.ok) return d;
  const decl = d.value;
  const jokers = list.filter(isJoker) as Joker[];
  const naturals = list.filter((c) => !isJoker(c));
  const high = jokers.some((j) => isHighJoker(j, rules.highJoker));
  const ranks = [...new Set(naturals.map((c) => c[0] as Rank))];
  // A lone Joker: the highest single card (spec V4). It names no rank: a single Joker played "as a Nine" would only
  // be a weaker card, and the source gives it one role, so a declared rank is refused (our decision on OP12).
  if (list.length === 1 && jokers.length === 1) {
    const j = jokers[0] as Joker;
    if (decl !== null) return err({ code: 'combo.single-joker-rank', declared: decl });
    return ok({ type: 'set', cards: [...list], count: 1, rank: 'JK', low: null, power: singlePower(j, rules.rankOrder, rules.highJoker), jokers: 1, quality: qualityOf(1, high) });
  }
  const setErr = (): ComboError | null => {
    if (ranks.length > 1) return { code: 'combo.mixed-ranks', ranks: ranks.sort((a, b) => rankPower(a, rules.rankOrder) - rankPower(b, rules.rankOrder)) };
    if (list.length > 4) return { code: 'combo.too-many-cards', count: list.length, max: 4 };
    if (ranks.length === 0 && decl === null) return { code: 'combo.joker-needs-rank' };
    if (ranks.length === 1 && decl !== null && decl !== ranks[0]) return { code: 'combo.declared-rank-mismatch', declared: decl, rank: ranks[0] as Rank };
    return null;
  };
  const se = setErr();
  if (se === null) {
    const rank = (ranks[0] ?? decl) as Rank;
    return ok({ type: 'set', cards: [...list], count: list.length, rank, low: null, power: rankPower(rank, rules.rankOrder), jokers: jokers.length, quality: qualityOf(jokers.length, high) });
  }
  if (!rules.sequences || (ranks.length <= 1 && !(rules.jokersInRuns && jokers.length > 0 && se.code === 'combo.declared-rank-mismatch'))) return err(se);
  return classifyRun(list, naturals, jokers, high, rules, decl);
}

function classifyRun(list: PCard[], naturals: PCard[], jokers: Joker[], high: boolean, rules: ComboRules, decl: Rank | null): Result<Combo, ComboError> {
  if (jokers.length > 0 && !rules.jokersInRuns) return err({ code: 'combo.joker-in-run' });
  const order = runOrderOf(rules);
  const powers: number[] = [];
  for (const c of naturals) {
    const p = rankPower(c[0] as Rank, order);
    if (powers.includes(p)) return err({ code: 'combo.run-repeated-rank', rank: c[0] as Rank });
    powers.push(p);
  }
  const len = list.length;
  if (len < rules.runMinLength) return err({ code: 'combo.run-too-short', count: len, min: rules.runMinLength });
  if (len > runMax(rules)) return err({ code: 'combo.run-too-long', count: len, max: runMax(rules) });
  powers.sort((a, b) => a - b);
  const lo = powers[0] as number;
  const hi = powers[powers.length - 1] as number;
  const span = hi - lo + 1;
  const make = (top: number): Result<Combo, ComboError> =>
    ok({
      type: 'run',
      cards: [...list],
      count: len,
      rank: rankAt(top, order),
      low: rankAt((top - len + 1 + 13) % 13, order),
      power: top,
      jokers: jokers.length,
      quality: qualityOf(jokers.length, high),
    });
  if (span - powers.length > jokers.length || span > len) {
    // Not a run in a straight line: maybe round the corner (K-A-2), when the rules allow it and the run fits.
    const wraps = len <= 13 ? wrapTops(powers, len) : [];
    if (wraps.length > 0) {
      if (rules.runWrap !== 'allowed') return err({ code: 'combo.run-wraps' });
      if (decl === null) return make(Math.max(...wraps));
      const t = rankPower(decl, order);
      if (wraps.includes(t)) return make(t);
      return err({ code: 'combo.declared-rank-mismatch', declared: decl, rank: rankAt(hi, order) });
    }
    const missing: Rank[] = [];
    for (let p = lo; p <= hi; p++) if (!powers.includes(p)) missing.push(rankAt(p, order));
    return err({ code: 'combo.run-gap', missing });
  }
  // Jokers beyond the gaps extend the run: upwards as far as possible unless a top rank is declared.
  let top: number;
  if (decl !== null) {
    top = rankPower(decl, order);
    if (top < hi || top - len + 1 > lo) {
      // A declared top below the cards' lowest rank: the Jokers go round the corner (A-2 + Joker as K-A-2).
      if (rules.runWrap === 'allowed' && len <= 13 && wrapTops(powers, len).includes(top)) return make(top);
      return err({ code: 'combo.declared-rank-mismatch', declared: decl, rank: rankAt(hi, order) });
    }
  } else top = Math.min(12, lo + len - 1);
  if (top > 12 || top - len + 1 < 0) {
    if (rules.runWrap === 'allowed' && len <= 13) {
      const w = wrapTops(powers, len);
      if (decl !== null && w.includes(top)) return make(top);
      if (decl === null && w.length > 0) return make(Math.max(...w));
    }
    return err({ code: 'combo.run-off-the-top' });
  }
  return make(top);
}

/** The tops of the runs of `len` ranks round the corner (low rank above the top rank) that hold every power given. */
function wrapTops(powers: readonly number[], len: number): number[] {
  const tops: number[] = [];
  for (let top = 0; top < len - 1 && len < 13; top++) {
    const low = top - len + 1 + 13;
    if (powers.every((p) => p <= top || p >= low)) tops.push(top);
  }
  return tops;
}

export type BeatReason =
  /** Same type and size, higher rank (or higher top card). */
  | { code: 'beat.higher-rank'; rank: Rank | 'JK'; over: Rank | 'JK' }
  /** Same rank: real cards beat a set with a Joker in it. */
  | { code: 'beat.natural-over-wild'; rank: Rank | 'JK' }
  /** Same rank: fewer Jokers beat more Jokers. */
  | { code: 'beat.fewer-jokers'; jokers: number; over: number }
  /** Same rank and number of Jokers: the higher Joker wins. */
  | { code: 'beat.higher-joker'; rank: Rank | 'JK' }
  | { code: 'beat.wrong-count'; need: number; got: number }
  | { code: 'beat.set-on-run'; need: number }
  | { code: 'beat.run-on-set'; need: number }
  | { code: 'beat.equal-rank'; rank: Rank | 'JK' }
  | { code: 'beat.lower-rank'; rank: Rank | 'JK'; under: Rank | 'JK' }
  /** Same rank, but the new set is the weaker wild set. */
  | { code: 'beat.weaker-wild'; rank: Rank | 'JK' };

export interface BeatVerdict {
  beats: boolean;
  reason: BeatReason;
}

/** Does `next` beat `prev` (spec §5.3, V2, V4)? Always answers with the reason. */
function judgeBeat_(prev: Combo, next: Combo, rules?: AnswerRules): BeatVerdict {
  if (next.type !== prev.type && rules?.runSetAnswers === 'same-size' && next.count === prev.count && prev.rank !== 'JK' && next.rank !== 'JK') {
    // A set and a run of the same size (OP10 'same-size'): the higher top card in the active order wins.
    const a = rankPower(next.rank, rules.rankOrder);
    const b = rankPower(prev.rank, rules.rankOrder);
    if (a > b) return { beats: true, reason: { code: 'beat.higher-rank', rank: next.rank, over: prev.rank } };
    if (a < b) return { beats: false, reason: { code: 'beat.lower-rank', rank: next.rank, under: prev.rank } };
    return { beats: false, reason: { code: 'beat.equal-rank', rank: next.rank } };
  }
  if (next.type !== prev.type && rules?.runSetAnswers !== 'same-size') return { beats: false, reason: prev.type === 'run' ? { code: 'beat.set-on-run', need: prev.count } : { code: 'beat.run-on-set', need: prev.count } };
  if (next.count !== prev.count) return { beats: false, reason: { code: 'beat.wrong-count', need: prev.count, got: next.count } };
  if (next.type !== prev.type) return { beats: false, reason: prev.type === 'run' ? { code: 'beat.set-on-run', need: prev.count } : { code: 'beat.run-on-set', need: prev.count } };
  if (next.power > prev.power) return { beats: true, reason: { code: 'beat.higher-rank', rank: next.rank, over: prev.rank } };
  if (next.power < prev.power) return { beats: false, reason: { code: 'beat.lower-rank', rank: next.rank, under: prev.rank } };
  if (next.quality > prev.quality) {
    if (next.jokers === 0) return { beats: true, reason: { code: 'beat.natural-over-wild', rank: next.rank } };
    if (next.jokers < prev.jokers) return { beats: true, reason: { code: 'beat.fewer-jokers', jokers: next.jokers, over: prev.jokers } };
    return { beats: true, reason: { code: 'beat.higher-joker', rank: next.rank } };
  }
  if (next.quality === prev.quality) return { beats: false, reason: { code: 'beat.equal-rank', rank: next.rank } };
  return { beats: false, reason: { code: 'beat.weaker-wild', rank: next.rank } };
}

export type BeatsError = { code: 'beats.bad-previous'; error: ComboError } | { code: 'beats.bad-new'; error: ComboError };

/**
 * Does the play `next` beat `previous` (card lists, with optional declared ranks for wild Jokers)? An invalid new
 * combination is an error, not a "no", so a drill can say what is wrong with it.
 */
function beats_(
  previous: unknown,
  next: unknown,
  rules: ComboRules,
  declared: { previous?: unknown; next?: unknown } = {},
): Result<BeatVerdict & { previous: Combo; next: Combo }, BeatsError> {
  const d = declared !== null && typeof declared === 'object' ? declared : {};
  const p = classifyCombo(previous, rules, d.previous);
  if (!p.ok) return err({ code: 'beats.bad-previous', error: p.error });
  const n = classifyCombo(next, rules, d.next);
  if (!n.ok) return err({ code: 'beats.bad-new', error: n.error });
  return ok({ ...judgeBeat(p.value, n.value, rules), previous: p.value, next: n.value });
}

// ---------------------------------------------------------------------------------------------
// Enumeration

/** One legal play: the cards and, when Jokers stand in for a rank, the rank they declare. */
export interface PlayOption {
  cards: PCard[];
  declared: Rank | null;
  combo: Combo;
}

function choose<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const cur: T[] = [];
  const rec = (start: number): void => {
    if (cur.length === k) {
      out.push([...cur]);
      return;
    }
    for (let i = start; i <= items.length - (k - cur.length); i++) {
      cur.push(items[i] as T);
      rec(i + 1);
      cur.pop();
    }
  };
  rec(0);
  return out;
}

function byRank(hand: readonly PCard[], rules: ComboRules): { naturals: PCard[][]; jokers: Joker[] } {
  const naturals: PCard[][] = Array.from({ length: 13 }, () => []);
  const jokers: Joker[] = [];
  for (const c of hand) {
    if (isJoker(c)) jokers.push(c);
    else (naturals[rankPower(c[0] as Rank, rules.rankOrder)] as PCard[]).push(c);
  }
  return { naturals, jokers };
}

export interface EnumerateOptions {
  /** One option per distinct play (same type, size, rank, Jokers used): suits never matter. Default false. */
  distinct?: boolean;
  /** Stop after this many options (default 20000). */
  limit?: number;
}

/**
 * Every play from `hand` that may follow `last` (any combination when `last` is null: a lead), from low to high.
 * Passing is not listed. With `distinct`, one play per distinct shape (the first suits in hand order).
 */
function enumeratePlays_(hand: readonly PCard[], last: Combo | null, rules: ComboRules, opts: EnumerateOptions = {}): PlayOption[] {
  const out: PlayOption[] = [];
  const limit = opts.limit ?? 20000;
  const distinct = opts.distinct === true;
  const { naturals, jokers } = byRank(hand, rules);
  const J = jokers.length;
  const jokerChoices = (k: number): Joker[][] => (k === 0 ? [[]] : distinct ? dedupeJokerChoices(choose(jokers, k), rules) : choose(jokers, k));
  const push = (cards: PCard[], declared: Rank | null): void => {
    if (out.length >= limit) return;
    const c = classifyCombo(cards, rules, declared);
    if (!c.ok) return;
    if (last && !judgeBeat(last, c.value, rules).beats) return;
    out.push({ cards, declared, combo: c.value });
  };
  // A set and a run of the same size answer each other only with runSetAnswers 'same-size' (OP10).
  const cross = rules.runSetAnswers === 'same-size';
  const setSizes = last ? (last.type === 'set' || (cross && last.count <= 4) ? [last.count] : []) : [1, 2, 3, 4];
  for (const size of setSizes) {
    for (let p = 0; p < 13; p++) {
      if (last && last.type === 'set' && p < last.power) continue;
      const nat = naturals[p] as PCard[];
      const rank = rankAt(p, rules.rankOrder);
      for (let m = Math.min(size, nat.length); m >= 0; m--) {
        const k = size - m;
        if (k > J) break;
        if (m === 0 && size === 1) continue;
        const natChoices = distinct ? [nat.slice(0, m)] : choose(nat, m);
        for (const nc of natChoices) for (const jc of jokerChoices(k)) push([...nc, ...jc], k > 0 ? rank : null);
      }
    }
    if (size === 1) for (const j of distinct ? dedupeJokerChoices(jokers.map((x) => [x]), rules).map((x) => x[0] as Joker) : jokers) push([j], null);
  }
  if (rules.sequences && (!last || last.type === 'run' || cross)) {
    const order = runOrderOf(rules);
    const runNaturals = order === rules.rankOrder ? naturals : byRank(hand, { ...rules, rankOrder: order }).naturals;
    const wrap = rules.runWrap === 'allowed';
    const lengths: number[] = [];
    if (last) lengths.push(last.count);
    else for (let L = rules.runMinLength; L <= runMax(rules); L++) lengths.push(L);
    for (const L of lengths) {
      if (L < rules.runMinLength || L > runMax(rules)) continue;
      // Tops from L-1 up to 12 run in a straight line; with wrap-around, tops below L-1 go round the corner.
      for (let top = wrap && L < 13 ? 0 : L - 1; top <= 12; top++) {
        if (last && last.type === 'run' && top < last.power) continue;
        const present: PCard[][] = [];
        let missing = 0;
        for (let i = 0; i < L; i++) {
          const nat = runNaturals[(top - i + 13) % 13] as PCard[];
          if (nat.length === 0) missing++;
          else present.push(distinct ? nat.slice(0, 1) : nat);
        }
        if (missing > (rules.jokersInRuns ? J : 0)) continue;
        if (present.length === 0) continue;
        const declared = missing > 0 ? rankAt(top, order) : null;
        for (const jc of jokerChoices(missing)) {
          for (const combo of product(present, limit - out.length)) push([...combo, ...jc], declared);
          if (out.length >= limit) break;
        }
      }
    }
  }
  return out;
}

function dedupeJokerChoices(choices: Joker[][], rules: ComboRules): Joker[][] {
  const seen = new Set<string>();
  return choices.filter((c) => {
    const key = `${c.length}:${c.some((j) => isHighJoker(j, rules.highJoker))}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function product(lists: PCard[][], max: number): PCard[][] {
  let acc: PCard[][] = [[]];
  for (const l of lists) {
    const next: PCard[][] = [];
    for (const a of acc) for (const c of l) if (next.length < Math.max(1, max)) next.push([...a, c]);
    acc = next;
  }
  return acc;
}

/** May `hand` answer `last` at all (with any play)? */
function canBeat_(hand: readonly PCard[], last: Combo, rules: ComboRules): boolean {
  return enumeratePlays(hand, last, rules, { distinct: true, limit: 1 }).length > 0;
}

export type CardStatusReason =
  /** Leading: every card can start some combination. */
  | { code: 'card.can-lead' }
  /** The card is part of at least one play that beats the last play. */
  | { code: 'card.can-beat' }
  /** Its rank is below the last play's rank. */
  | { code: 'card.too-low'; rank: Rank | 'JK'; under: Rank | 'JK' }
  /** Its rank equals the last play's rank (equal rank does not beat). */
  | { code: 'card.equal-rank'; rank: Rank | 'JK' }
  /** Higher, but not enough cards of its rank (with Jokers) to match the count of the last play. */
  | { code: 'card.not-enough-cards'; rank: Rank | 'JK'; have: number; need: number }
  /** The last play is a run and this card is in no higher run of that length. */
  | { code: 'card.no-run'; need: number }
  /** The last play is a set: a Joker cannot make a matching higher set here (or the lone Joker is already beaten). */
  | { code: 'card.no-set'; need: number };

export interface CardStatus {
  card: PCard;
  playable: boolean;
  reason: CardStatusReason;
}

/** For each card of `hand`: can it take part in a legal play now, and if not, why not (the greyed-out view). */
function cardStatuses_(hand: readonly PCard[], last: Combo | null, rules: ComboRules): CardStatus[] {
  if (!last) return hand.map((card) => ({ card, playable: true, reason: { code: 'card.can-lead' } }));
  const plays = enumeratePlays(hand, last, rules, { limit: 5000 });
  const usable = new Set<PCard>();
  for (const p of plays) for (const c of p.cards) usable.add(c);
  const { naturals, jokers } = byRank(hand, rules);
  return hand.map((card): CardStatus => {
    if (usable.has(card)) return { card, playable: true, reason: { code: 'card.can-beat' } };
    if (last.type === 'run') return { card, playable: false, reason: { code: 'card.no-run', need: last.count } };
    if (isJoker(card)) {
      if (last.count === 1) {
        const pw = singlePower(card, rules.rankOrder, rules.highJoker);
        if (pw === last.power) return { card, playable: false, reason: { code: 'card.equal-rank', rank: 'JK' } };
        return { card, playable: false, reason: { code: 'card.too-low', rank: 'JK', under: last.rank } };
      }
      return { card, playable: false, reason: { code: 'card.no-set', need: last.count } };
    }
    const rank = card[0] as Rank;
    const p = rankPower(rank, rules.rankOrder);
    if (p < last.power) return { card, playable: false, reason: { code: 'card.too-low', rank, under: last.rank } };
    if (p === last.power && last.power <= 12) {
      return { card, playable: false, reason: { code: 'card.equal-rank', rank } };
    }
    return { card, playable: false, reason: { code: 'card.not-enough-cards', rank, have: (naturals[p] as PCard[]).length + jokers.length, need: last.count } };
  });
}

/** Highest natural power, for callers that need to know whether a power is a Joker single. */
export const MAX_NATURAL_POWER = 12;
export { JOKER_POWER, HIGH_JOKER_POWER };

export const classifyCombo = guard(classifyCombo_, badInput);
export const judgeBeat = guard(judgeBeat_, () => ({ beats: false, reason: { code: 'beat.wrong-count', need: 0, got: 0 } }));
export const beats = guard(beats_, badInput);
export const enumeratePlays = guard(enumeratePlays_, emptyList);
export const canBeat = guard(canBeat_, () => false);
export const cardStatuses = guard(cardStatuses_, emptyList);
export const qualityOf = guard(qualityOf_, () => 0);
