/**
 * Judging functions for the drills (spec 10): each answers with reason codes plus data, so every right and wrong
 * answer can be explained. None of them throws; bad input gives `{ ok: false, error: { code } }`.
 *
 * - `cardVerdicts` / `judgePress`: the beat-or-Stopp drill (why each card is greyed out, why a press is wrong).
 * - `pileOutcome`: the pile tracker and the "who leads next?" quiz (who beats, who stops, who closes the pile).
 * - `goingOut`: the going-out simulator (can anybody beat that last card?).
 * - settlement and capital board: `settle`, `gameStatus`, `nextDeal` in settle.ts.
 */
import { asCardList, beatersOf, isCard } from './cards';
import { cardReason, type CardReason } from './deal';
import { DEFAULT_RULES, makeRules, type Rules } from './rules';
import { err, isObj, ok, type Card, type Result, type Seat } from './types';

export type DrillError = { code: 'drill.bad-input'; field: string; detail?: unknown };

function rulesOf(x: unknown): Result<Rules, DrillError> {
  if (x === undefined) return ok({ ...DEFAULT_RULES });
  const r = makeRules(x);
  return r.ok ? r : err({ code: 'drill.bad-input', field: 'rules', detail: r.error });
}

export type StoppReason =
  /** Correct: no card of the suit higher than the top card. */
  | { code: 'stopp.no-higher-card'; top: Card }
  /** Wrong: beating is compulsory and these cards beat. */
  | { code: 'stopp.must-beat'; top: Card; beaters: Card[] }
  /** Wrong: the pile is empty, the player leads any card. */
  | { code: 'stopp.cannot-on-lead' };

export interface CardVerdict {
  card: Card;
  legal: boolean;
  reason: CardReason;
}

export interface Verdicts {
  cards: CardVerdict[];
  stopp: { legal: boolean; reason: StoppReason };
  /** The legal answers: cards, or ['STOPP']. */
  legal: (Card | 'STOPP')[];
}

/** Every card of the hand and the Stopp button, judged against `top` (null: leading). */
export function cardVerdicts(top: unknown, hand: unknown, rules?: unknown): Result<Verdicts, DrillError> {
  if (top !== null && !isCard(top)) return err({ code: 'drill.bad-input', field: 'top' });
  const h = asCardList(hand);
  if (!h) return err({ code: 'drill.bad-input', field: 'hand' });
  if (top !== null && h.includes(top)) return err({ code: 'drill.bad-input', field: 'hand', detail: 'top-in-hand' });
  const r = rulesOf(rules);
  if (!r.ok) return r;
  const cards = h.map((card) => ({ card, ...cardReason(card, top, h, r.value) }));
  let stopp: Verdicts['stopp'];
  if (top === null) stopp = { legal: false, reason: { code: 'stopp.cannot-on-lead' } };
  else {
    const b = beatersOf(h, top, r.value.ranking);
    stopp = b.length > 0 ? { legal: false, reason: { code: 'stopp.must-beat', top, beaters: b } } : { legal: true, reason: { code: 'stopp.no-higher-card', top } };
  }
  const legalCards = cards.filter((c) => c.legal).map((c) => c.card);
  return ok({ cards, stopp, legal: stopp.legal ? ['STOPP'] : legalCards });
}

export interface PressJudgement {
  correct: boolean;
  reason: CardReason | StoppReason | { code: 'press.not-in-hand'; card: Card };
  legal: (Card | 'STOPP')[];
}

/** The beat-or-Stopp drill: is pressing `press` (a card or 'STOPP') right, and why. */
export function judgePress(top: unknown, hand: unknown, press: unknown, rules?: unknown): Result<PressJudgement, DrillError> {
  const v = cardVerdicts(top, hand, rules);
  if (!v.ok) return v;
  if (press === 'STOPP') return ok({ correct: v.value.stopp.legal, reason: v.value.stopp.reason, legal: v.value.legal });
  if (!isCard(press)) return err({ code: 'drill.bad-input', field: 'press' });
  const c = v.value.cards.find((x) => x.card === press);
  if (!c) return ok({ correct: false, reason: { code: 'press.not-in-hand', card: press }, legal: v.value.legal });
  return ok({ correct: c.legal, reason: c.reason, legal: v.value.legal });
}

export interface PilePosition {
  /** Hands by seat, clockwise; the order of the array is the seating order. */
  hands: Card[][];
  /** The top card and who played it. */
  top: Card;
  topPlayer: Seat;
  /** Seats that already said Stopp since the top card (they come right after the top player, in order). */
  stoppedSince?: Seat[];
  rules?: unknown;
}

export type PileOutcome =
  /** `seat` holds beaters and must beat; `stopps` said Stopp before him. */
  | { code: 'pile.must-beat'; seat: Seat; beaters: Card[]; stopps: Seat[] }
  /** Everyone else stopped: `seat` turns `cards` cards away and leads the next pile. */
  | { code: 'pile.turned'; seat: Seat; cards: number; stopps: Seat[]; nextLeader: Seat }
  /** The top card was its player's last and it stands: the deal ends. */
  | { code: 'deal.last-card-stands'; seat: Seat; stopps: Seat[] }
  /** Everyone else stopped and nobody else holds cards (OP6 default): the deal ends, he pays for what he holds. */
  | { code: 'deal.sole-holder'; seat: Seat; cardsHeld: number; stopps: Seat[] };

function positionOf(p: unknown): Result<{ hands: Card[][]; top: Card; topPlayer: Seat; stopped: Seat[]; rules: Rules; pileSize: number }, DrillError> {
  if (!isObj(p)) return err({ code: 'drill.bad-input', field: '*' });
  const hands = p.hands;
  if (!Array.isArray(hands) || hands.length < 2 || hands.length > 6) return err({ code: 'drill.bad-input', field: 'hands' });
  const hs: Card[][] = [];
  const seen = new Set<string>();
  for (const h of hands) {
    const l = asCardList(h);
    if (!l) return err({ code: 'drill.bad-input', field: 'hands' });
    for (const c of l) {
      if (seen.has(c)) return err({ code: 'drill.bad-input', field: 'hands', detail: 'duplicate-card' });
      seen.add(c);
    }
    hs.push([...l]);
  }
  if (!isCard(p.top) || seen.has(p.top)) return err({ code: 'drill.bad-input', field: 'top' });
  const tp = p.topPlayer;
  if (typeof tp !== 'number' || !Number.isInteger(tp) || tp < 0 || tp >= hs.length) return err({ code: 'drill.bad-input', field: 'topPlayer' });
  const st = p.stoppedSince ?? [];
  if (!Array.isArray(st) || !st.every((s) => typeof s === 'number' && Number.isInteger(s) && s >= 0 && s < hs.length && s !== tp)) return err({ code: 'drill.bad-input', field: 'stoppedSince' });
  const r = rulesOf(p.rules);
  if (!r.ok) return r;
  const pileSize = typeof p.pileSize === 'number' && Number.isInteger(p.pileSize) && p.pileSize >= 1 && p.pileSize <= 52 ? p.pileSize : 1;
  return ok({ hands: hs, top: p.top, topPlayer: tp, stopped: st as Seat[], rules: r.value, pileSize });
}

/**
 * The pile tracker: from the top card, ask the holders clockwise. The first who can beat must beat; if all the
 * others stop, the top player closes the pile (turns it and leads next) or the deal ends (spec 3.4, 3.5, 6).
 * `pileSize` (optional) is the number of cards in the pile, reported when it is turned.
 */
export function pileOutcome(position: PilePosition & { pileSize?: number }): Result<PileOutcome, DrillError> {
  const p = positionOf(position);
  if (!p.ok) return p;
  const { hands, top, topPlayer, stopped, rules, pileSize } = p.value;
  const n = hands.length;
  const stopps: Seat[] = [...stopped];
  let last = stopped.length > 0 ? (stopped[stopped.length - 1] as Seat) : topPlayer;
  for (let k = 0; k < n; k++) {
    const q = (last + 1) % n;
    if (q === topPlayer) break;
    last = q;
    const h = hands[q] as Card[];
    if (h.length === 0 || stopped.includes(q)) continue;
    const b = beatersOf(h, top, rules.ranking);
    if (b.length > 0) return ok({ code: 'pile.must-beat', seat: q, beaters: rules.beat_choice === 'lowest-higher' ? [b[0] as Card] : b, stopps });
    stopps.push(q);
  }
  const held = (hands[topPlayer] as Card[]).length;
  if (held === 0) return ok({ code: 'deal.last-card-stands', seat: topPlayer, stopps });
  const others = hands.some((h, i) => i !== topPlayer && h.length > 0);
  if (!others && !rules.solo_continue) return ok({ code: 'deal.sole-holder', seat: topPlayer, cardsHeld: held, stopps });
  return ok({ code: 'pile.turned', seat: topPlayer, cards: pileSize, stopps, nextLeader: topPlayer });
}

export type GoingOutVerdict =
  /** Nobody can beat the last card: the deal ends now. */
  | { code: 'out.nobody-can-beat'; endsDeal: true; stopps: Seat[] }
  /** `seat` (the first clockwise who can) must beat it, and play goes on; `canBeat` lists every seat that could. */
  | { code: 'out.can-be-beaten'; endsDeal: false; seat: Seat; beaters: Card[]; canBeat: Seat[]; stopps: Seat[] };

/**
 * The going-out simulator: `seat` plays `card`, his last card (his hand in `hands` is empty or holds just that
 * card). Does anybody still holding cards beat it?
 */
export function goingOut(input: { hands: Card[][]; seat: Seat; card: Card; rules?: unknown }): Result<GoingOutVerdict, DrillError> {
  if (!isObj(input)) return err({ code: 'drill.bad-input', field: '*' });
  const hands = Array.isArray(input.hands) ? input.hands.map((h, i) => (i === input.seat && Array.isArray(h) ? h.filter((c) => c !== input.card) : h)) : input.hands;
  const p = positionOf({ hands, top: input.card, topPlayer: input.seat, rules: input.rules });
  if (!p.ok) return p;
  if ((p.value.hands[p.value.topPlayer] as Card[]).length > 0) return err({ code: 'drill.bad-input', field: 'hands', detail: 'not-the-last-card' });
  const { hands: hs, top, topPlayer, rules } = p.value;
  const n = hs.length;
  const stopps: Seat[] = [];
  const canBeat: Seat[] = [];
  let first: { seat: Seat; beaters: Card[] } | null = null;
  for (let k = 1; k < n; k++) {
    const q = (topPlayer + k) % n;
    const h = hs[q] as Card[];
    if (h.length === 0) continue;
    const b = beatersOf(h, top, rules.ranking);
    if (b.length > 0) {
      canBeat.push(q);
      if (!first) first = { seat: q, beaters: rules.beat_choice === 'lowest-higher' ? [b[0] as Card] : b };
    } else if (!first) stopps.push(q);
  }
  if (!first) return ok({ code: 'out.nobody-can-beat', endsDeal: true, stopps });
  return ok({ code: 'out.can-be-beaten', endsDeal: false, seat: first.seat, beaters: first.beaters, canBeat, stopps });
}
