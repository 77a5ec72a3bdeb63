/**
 * Building a Weis by hand (spec §7.1-7.3): a player picks cards from the hand and groups them into combinations;
 * the engine values each group on its own (`buildCombo`: a run, a four-of-a-kind, or why it is neither), then
 * judges the whole set against the hand's declaration (`judgeWeisBuild`): every declared combination built, nothing
 * else, no card twice. Every group gets a reason code, and every declared combination that was not built is named.
 */
import type { Card, Suit } from '../../../shared/cards/model';
import { err, ok, type Result } from '../../../shared/result';
import { cardAt, cardIndex, HJ_RANKS, HJ_SUITS, isHjCard, isHjSuit, R_TEN, TRUMP_STRENGTH } from './cards';
import { compareCombos, declarationUnchecked, type Combo, type Declaration } from './weis';

/** Why a group of cards is not a combination (judged on the group alone). */
export type ShapeProblem =
  | { code: 'build.empty' }
  | { code: 'build.not-in-hand'; card: Card }
  /** One suit, but fewer than three cards. */
  | { code: 'build.too-short'; count: number }
  /** One suit, but a card is missing in the middle: `missing` lies between `below` and `above`. */
  | { code: 'build.gap'; below: Card; above: Card; missing: Card }
  /** Trumps in a row in the trump order (such as Under-Nell-Ace), which is not a run: runs use the natural order. */
  | { code: 'build.trump-order' }
  /** Two or three cards of one rank: a four-of-a-kind needs all four. */
  | { code: 'build.short-quartet'; rank: string; count: number }
  /** Four Nines, Eights, Sevens or Sixes: worth nothing. */
  | { code: 'build.worthless-quartet'; rank: string }
  /** Cards of different suits and different ranks. */
  | { code: 'build.mixed' };

/** A group judged on its own: a combination with its value, or the problem. */
export type BuiltShape = { ok: true; combo: Combo } | { ok: false; problem: ShapeProblem };

/** A group judged within the whole answer. */
export type GroupReason =
  /** One of the combinations the hand declares. */
  | { code: 'build.counts'; combo: Combo }
  /** A real run, but part of a longer run, which counts whole (runs are never cut). */
  | { code: 'build.run-cut'; combo: Combo; full: Combo }
  /** A real combination, but its cards are better used in the declared combinations it shares them with. */
  | { code: 'build.clash'; combo: Combo; with: Combo[] }
  | ShapeProblem;

export interface GroupCheck {
  cards: Card[];
  reason: GroupReason;
  /** A card this group shares with an earlier group (`index`, 0-based): a card counts in one combination only. */
  shared: { card: Card; index: number } | null;
}

export type BuildVerdictCode =
  /** Exactly the declared combinations. */
  | 'build.right'
  /** Nothing built, and the hand has nothing to declare. */
  | 'build.right-none'
  /** Real combinations, no card twice, all declared, but some declared ones are missing. */
  | 'build.incomplete'
  /** Another complete way of using the cards, worth less (or weaker): the better split was missed. */
  | 'build.better-split'
  | 'build.wrong';

export interface BuildJudgement {
  correct: boolean;
  code: BuildVerdictCode;
  groups: GroupCheck[];
  /** Declared combinations no group matches. */
  missed: Combo[];
  /** What the built groups are worth: the real combinations among them, each card counted once. */
  total: number;
  declaration: Declaration;
}

export type BuildError = { code: 'build.bad-trump'; trump: unknown } | { code: 'build.bad-hand'; detail: unknown } | { code: 'build.bad-groups'; detail: unknown };

const key = (cards: readonly Card[]): string => [...cards].sort().join('.');

/** The natural order's neighbours: the run a card set makes, or why it makes none. */
function shapeOf(cards: readonly Card[], hand: readonly Card[], trump: Suit): BuiltShape {
  if (cards.length === 0) return { ok: false, problem: { code: 'build.empty' } };
  const outside = cards.find((c) => !hand.includes(c));
  if (outside) return { ok: false, problem: { code: 'build.not-in-hand', card: outside } };
  const idx = cards.map(cardIndex);
  const suits = new Set(idx.map((i) => (i / 9) | 0));
  const ranks = new Set(idx.map((i) => i % 9));
  if (ranks.size === 1 && cards.length > 1) {
    const r = idx[0]! % 9;
    const rank = HJ_RANKS[r] as string;
    if (cards.length < 4) return { ok: false, problem: { code: 'build.short-quartet', rank, count: cards.length } };
    if (r < R_TEN) return { ok: false, problem: { code: 'build.worthless-quartet', rank } };
    const d = declarationUnchecked(cards, trump);
    return { ok: true, combo: d.combos[0] as Combo };
  }
  if (suits.size > 1) return { ok: false, problem: { code: 'build.mixed' } };
  if (cards.length < 3) return { ok: false, problem: { code: 'build.too-short', count: cards.length } };
  const s = [...suits][0] as number;
  const rs = [...ranks].sort((a, b) => a - b);
  for (let k = 1; k < rs.length; k++) {
    if ((rs[k] as number) !== (rs[k - 1] as number) + 1) {
      // In trumps, a row in the trump order (Under, Nell, Ace, ...) is the tempting mistake.
      if (HJ_SUITS[s] === trump) {
        const st = rs.map((r) => TRUMP_STRENGTH[r] as number).sort((a, b) => a - b);
        if (st.every((x, i) => i === 0 || x === (st[i - 1] as number) + 1)) return { ok: false, problem: { code: 'build.trump-order' } };
      }
      return { ok: false, problem: { code: 'build.gap', below: cardAt(s * 9 + (rs[k - 1] as number)), above: cardAt(s * 9 + (rs[k] as number)), missing: cardAt(s * 9 + (rs[k - 1] as number) + 1) } };
    }
  }
  const d = declarationUnchecked(cards, trump);
  return { ok: true, combo: d.combos[0] as Combo };
}

function checkCards(x: unknown, max: number): Card[] | null {
  if (!Array.isArray(x) || x.length > max) return null;
  const seen = new Set<string>();
  for (const c of x) {
    if (!isHjCard(c) || seen.has(c)) return null;
    seen.add(c);
  }
  return x as Card[];
}

/** One group of cards valued on its own: the combination it makes in `hand` (with its value), or why it makes none. */
export function buildCombo(cards: unknown, hand: unknown, trump: unknown): Result<BuiltShape, BuildError> {
  if (!isHjSuit(trump)) return err({ code: 'build.bad-trump', trump });
  const h = checkCards(hand, 12);
  if (!h) return err({ code: 'build.bad-hand', detail: hand });
  const g = checkCards(cards, 12);
  if (!g) return err({ code: 'build.bad-groups', detail: cards });
  return ok(shapeOf(g, h, trump));
}

/**
 * Judges the combinations a player would announce from `hand`: right when they are exactly the declared ones (or,
 * in a full tie, another way just as good). Every group is explained, and every declared combination not built.
 */
export function judgeWeisBuild(hand: unknown, trump: unknown, groups: unknown): Result<BuildJudgement, BuildError> {
  if (!isHjSuit(trump)) return err({ code: 'build.bad-trump', trump });
  const h = checkCards(hand, 12);
  if (!h) return err({ code: 'build.bad-hand', detail: hand });
  if (!Array.isArray(groups) || groups.length > 12) return err({ code: 'build.bad-groups', detail: 'not-a-list' });
  const gs: Card[][] = [];
  for (const g of groups) {
    const cards = checkCards(g, 12);
    if (!cards) return err({ code: 'build.bad-groups', detail: g });
    gs.push(cards);
  }
  const declaration = declarationUnchecked(h, trump);
  // The declared way, and any other way exactly as good (equal total and an equally strong best combination).
  const ways: Combo[][] = [declaration.combos];
  const r = declaration.reason;
  if ((r.code === 'weis.highest-total' || r.code === 'weis.stronger-best-combo') && declaration.best)
    for (const o of r.rejected) {
      const best = o.combos.reduce<Combo | null>((b, c) => (b === null || compareCombos(c, b).sign > 0 ? c : b), null);
      if (o.total === declaration.total && best && compareCombos(best, declaration.best).sign === 0) ways.push(o.combos);
    }
  const builtKeys = gs.map(key);
  const way = ways.find((w) => w.length === gs.length && w.every((c) => builtKeys.includes(key(c.cards)))) ?? declaration.combos;
  const declared = new Map(way.map((c) => [key(c.cards), c]));

  const used = new Map<Card, number>();
  let total = 0;
  const checks: GroupCheck[] = gs.map((cards, index) => {
    let shared: GroupCheck['shared'] = null;
    for (const c of cards) {
      const at = used.get(c);
      if (at !== undefined && shared === null) shared = { card: c, index: at };
    }
    for (const c of cards) if (!used.has(c)) used.set(c, index);
    const shape = shapeOf(cards, h, trump);
    if (!shape.ok) return { cards, reason: shape.problem, shared };
    const combo = shape.combo;
    if (shared === null) total += combo.value;
    const d = declared.get(key(cards));
    if (d) return { cards, reason: { code: 'build.counts', combo: d }, shared };
    const full = way.find((w) => w.kind === 'run' && combo.kind === 'run' && w.suit === combo.suit && combo.cards.every((c) => w.cards.includes(c)));
    if (full) return { cards, reason: { code: 'build.run-cut', combo, full }, shared };
    return { cards, reason: { code: 'build.clash', combo, with: way.filter((w) => w.cards.some((c) => combo.cards.includes(c))) }, shared };
  });
  const missed = way.filter((c) => !builtKeys.includes(key(c.cards)));
  const allCount = checks.every((c) => c.reason.code === 'build.counts' && c.shared === null);
  const allReal = checks.every((c) => (c.reason.code === 'build.counts' || c.reason.code === 'build.run-cut' || c.reason.code === 'build.clash') && c.shared === null);
  let code: BuildVerdictCode;
  if (allCount && missed.length === 0) code = declaration.combos.length === 0 ? 'build.right-none' : 'build.right';
  else if (allCount) code = 'build.incomplete';
  else if (allReal && r.code !== 'weis.none' && r.code !== 'weis.single-option' && r.rejected.some((o) => o.combos.length === gs.length && o.combos.every((c) => builtKeys.includes(key(c.cards))))) code = 'build.better-split';
  else code = 'build.wrong';
  return ok({ correct: code === 'build.right' || code === 'build.right-none', code, groups: checks, missed, total, declaration });
}
