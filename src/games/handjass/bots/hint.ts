/**
 * Hints for the learner: the Strong player's action for the learner's seat with a reason as a code plus data
 * (never English; the UI translates the code). Card reasons describe what the card does in the trick.
 */
import type { Card } from '../../../shared/cards/model';
import { cardAt, cardIndex, R_JACK, suitIndex } from '../engine/cards';
import { FULL_SUIT, PTS, TSTR } from '../engine/fast';
import { nextDecision, type GameAction, type GameState } from '../engine/game';
import { decisionSeed, chooseAction, steadySwapsSix } from './bot';
import { handEstimate } from './steady';
import { strongChoice, strongEvaluate } from './strong';
import { viewOf, type View } from './view';
import { STRONG_BUDGET_MS, type BotHint, type HintOptions } from '../../../shared/worker/bots';

export type HintReason =
  | { code: 'hint.only-card'; card: Card }
  /** Leading a card nobody left can beat in its suit (cash it before someone is void). */
  | { code: 'hint.cash-winner'; card: Card }
  /** Leading a top trump to draw the others' trumps. */
  | { code: 'hint.pull-trumps'; card: Card }
  /** Leading the lowest card of a suit while keeping better cards of that suit (better by the suit's real order). */
  | { code: 'hint.lead-low'; card: Card }
  /** Leading a high card (Ober, King, Ace) of a plain suit that is not yet sure. */
  | { code: 'hint.lead-high'; card: Card }
  /** Leading the only card of a plain suit, to be free of that suit. */
  | { code: 'hint.lead-short'; card: Card }
  /** Leading a lower card of a plain suit that is neither the lowest held nor a high one: it draws out higher cards. */
  | { code: 'hint.lead-probe'; card: Card }
  /** Winning the trick with the cheapest card that wins. */
  | { code: 'hint.win-cheaply'; card: Card; trickPoints: number }
  /** Trumping a plain-suit trick (void in the led suit). */
  | { code: 'hint.ruff'; card: Card; trickPoints: number }
  /** Overtrumping the trump that is winning. */
  | { code: 'hint.overtrump'; card: Card; over: Card }
  /** Not winning: the lowest card under the winning one, keeping better cards. */
  | { code: 'hint.duck-under'; card: Card; under: Card }
  /** Void and not trumping: throwing a card that costs nothing. */
  | { code: 'hint.discard-low'; card: Card }
  /** Keeping the Buur for the last trick (20 + 5 for sure). */
  | { code: 'hint.keep-buur'; card: Card }
  /** The Buur now: a rich trick or the last one. */
  | { code: 'hint.play-buur'; card: Card; trickPoints: number }
  | { code: 'hint.play-hand'; expected: number }
  | { code: 'hint.pass-weak-hand'; expected: number }
  | { code: 'hint.take-blind'; expected: number; own: number }
  | { code: 'hint.swap-six'; six: Card; turned: Card }
  | { code: 'hint.keep-six'; six: Card }
  | { code: 'hint.exchange-weak-cards'; cards: Card[] }
  | { code: 'hint.keep-hand'; estimate: number }
  | { code: 'hint.accept-claim'; estimate: number }
  | { code: 'hint.refuse-claim'; estimate: number };

export interface HintCandidate {
  card: Card;
  same: Card[];
  /** Expected net strokes of the deal after this card. */
  value: number;
  /** Expected deal total (points, Weis, Stöck). */
  expectedPoints: number;
}

/**
 * Whether to say Stöck with the card that completes it, given when that card is the one to play. Saying it
 * always pays: the 20 only raise the player's deal total, and a higher total never costs a stroke or brings a
 * potato. The reason says what the 20 do: lift the total over the potato line, or simply add to it.
 */
export type StoeckAdvice =
  | { code: 'hint.stoeck-over-line'; card: Card; total: number; threshold: number }
  | { code: 'hint.stoeck-more'; card: Card; points: number };

export interface Hint extends BotHint<GameAction, HintReason, HintCandidate> {
  /** Present when the card to play is the one that completes the learner's Stöck. */
  stoeck?: StoeckAdvice;
}

export type { HintOptions };

/** Why card index `c` is the play, in the view's position. */
export function classify(view: View, c: number): HintReason {
  const sim = view.sim;
  const t = sim.t;
  const card = cardAt(c);
  const s = (c / 9) | 0;
  const r = c % 9;
  if (view.legal.length <= 1) return { code: 'hint.only-card', card };
  const me = view.mySlot;
  const unseen = (x: number): number => FULL_SUIT & ~(sim.played[x] as number) & ~(sim.hands[me * 4 + x] as number);
  const holdsBuur = ((sim.hands[me * 4 + t] as number) & (1 << R_JACK)) !== 0;
  const isBuur = s === t && r === R_JACK;
  const tricksLeft = sim.tricksTotal - sim.trickNo;
  if (sim.trickLen === 0) {
    // "Low" and "better" by the suit's real order: trumps by trump order (Buur, Nell, Ace, ...), a plain suit by rank.
    const strength = (x: number): number => (s === t ? (TSTR[x] as number) : x);
    const mine = (sim.hands[me * 4 + s] as number) & ~(1 << r);
    let higherHeld = false;
    let lowerHeld = false;
    for (let x = 0; x < 9; x++) {
      if (!(mine & (1 << x))) continue;
      if (strength(x) > strength(r)) higherHeld = true;
      else lowerHeld = true;
    }
    const lowest = higherHeld && !lowerHeld;
    if (s === t) {
      if (isBuur) return { code: 'hint.play-buur', card, trickPoints: 0 };
      let top = true;
      for (let x = 0; x < 9; x++) if (unseen(t) & (1 << x) && (TSTR[x] as number) > (TSTR[r] as number)) top = false;
      // The lowest trump held, better trumps kept; any other trump lead draws the others' trumps.
      return !top && lowest ? { code: 'hint.lead-low', card } : { code: 'hint.pull-trumps', card };
    }
    if (unseen(s) >>> (r + 1) === 0) return { code: 'hint.cash-winner', card };
    if (lowest) return { code: 'hint.lead-low', card };
    if (r >= 6) return { code: 'hint.lead-high', card };
    return mine === 0 ? { code: 'hint.lead-short', card } : { code: 'hint.lead-probe', card };
  }
  const pow = s === t ? 100 + (TSTR[r] as number) : s === sim.led ? r : -1;
  const winCard = cardAt(sim.trick[(sim.winSlot - sim.leader + sim.n) % sim.n] as number);
  if (pow > sim.winPow) {
    if (isBuur) return { code: 'hint.play-buur', card, trickPoints: sim.trickPts };
    if (s === t && sim.led !== t) return sim.winPow >= 100 ? { code: 'hint.overtrump', card, over: winCard } : { code: 'hint.ruff', card, trickPoints: sim.trickPts };
    return { code: 'hint.win-cheaply', card, trickPoints: sim.trickPts };
  }
  if (holdsBuur && tricksLeft > 1 && view.legal.includes(t * 9 + R_JACK)) {
    const buurWins = 100 + (TSTR[R_JACK] as number) > sim.winPow;
    if (buurWins) return { code: 'hint.keep-buur', card };
  }
  if (s === sim.led || s === t) return { code: 'hint.duck-under', card, under: winCard };
  void PTS;
  return { code: 'hint.discard-low', card };
}

/** The advice on saying Stöck when one of `cards` (completing the seat's Stöck) may be played now. */
export function stoeckAdvice(state: GameState, seat: number, cards: readonly Card[]): StoeckAdvice | undefined {
  const deal = state.deal;
  const card = cards[0];
  if (!deal || card === undefined) return undefined;
  const points = 20;
  const sofar = (deal.points[seat] ?? 0) + (deal.weis?.winner === seat ? deal.weis.points : 0) + (deal.stoeck[seat] ?? 0);
  const threshold = state.rules.threshold;
  if (sofar < threshold && sofar + points >= threshold) return { code: 'hint.stoeck-over-line', card, total: sofar + points, threshold };
  return { code: 'hint.stoeck-more', card, points };
}

/** The Strong action for `seat` with its reason, or null when `seat` has nothing to decide. */
export function hint(state: GameState, seat: number, opts: HintOptions = {}): Hint | null {
  const d = nextDecision(state);
  if (!('seat' in d) || d.seat !== seat || !state.deal) return null;
  const seed = opts.seed ?? decisionSeed(state, seat, 0);
  const deal = state.deal;
  const t = suitIndex(deal.trump);
  const masks = (cards: readonly Card[]): number[] => {
    const m = [0, 0, 0, 0];
    for (const c of cards) m[(cardIndex(c) / 9) | 0] = (m[(cardIndex(c) / 9) | 0] as number) | (1 << cardIndex(c) % 9);
    return m;
  };
  const est = Math.round(handEstimate(masks(deal.hands[seat] as Card[]), t, deal.order.length));
  switch (d.kind) {
    case 'play': {
      const v = viewOf(state, seat);
      if (!v) return null;
      const r = strongEvaluate(v, { seed, budgetMs: opts.budgetMs ?? STRONG_BUDGET_MS, maxSamples: opts.maxSamples });
      const c = r.action ?? (v.legal[0] as number);
      const a: GameAction = { type: 'play', seat, card: cardAt(c) };
      if (d.mayAnnounce.length > 0) a.announce = d.mayAnnounce[0] as number;
      if (d.stoeckCards.includes(a.card)) a.stoeck = true;
      // The Stöck advice belongs to the card that completes Stöck: given only when that is the card to play, so the
      // hint (and the review's coach line) never pairs one card's advice with another card's.
      const stoeck = a.stoeck ? stoeckAdvice(state, seat, [a.card]) : undefined;
      const candidates = r.candidates
        .map((x) => ({ card: cardAt(x.action), same: x.same.map(cardAt), value: Math.round(x.mean * 1000) / 1000, expectedPoints: Math.round(x.meanAux * 10) / 10 }))
        .sort((x, y) => y.value - x.value);
      const reason: HintReason = r.candidates.length <= 1 ? { code: 'hint.only-card', card: cardAt(c) } : classify(v, c);
      return stoeck ? { action: a, reason, stoeck, candidates, samples: r.samples } : { action: a, reason, candidates, samples: r.samples };
    }
    case 'choose': {
      const r = strongChoice(state, seat, seed, opts.maxSamples ?? 128);
      if (!r) return null;
      const expected = Math.round((r.values[r.choice] ?? 0) * 1000) / 1000;
      const reason: HintReason =
        r.choice === 'blind'
          ? { code: 'hint.take-blind', expected, own: Math.round((r.values.play ?? 0) * 1000) / 1000 }
          : r.choice === 'play'
            ? { code: 'hint.play-hand', expected }
            : { code: 'hint.pass-weak-hand', expected: Math.round((r.values.play ?? 0) * 1000) / 1000 };
      return { action: { type: 'choose', seat, choice: r.choice }, reason, candidates: [], samples: r.samples };
    }
    case 'six-exchange': {
      const swap = steadySwapsSix(deal.hands[seat] as Card[], d.six, d.turned);
      return { action: { type: 'six', seat, swap }, reason: swap ? { code: 'hint.swap-six', six: d.six, turned: d.turned } : { code: 'hint.keep-six', six: d.six }, candidates: [], samples: 0 };
    }
    default: {
      const a = chooseAction(state, seat, { level: 'steady', seed });
      if (!a) return null;
      let reason: HintReason;
      if (a.type === 'bessern') reason = a.discard.length ? { code: 'hint.exchange-weak-cards', cards: a.discard } : { code: 'hint.keep-hand', estimate: est };
      else if (a.type === 'claim') reason = a.agree ? { code: 'hint.accept-claim', estimate: est } : { code: 'hint.refuse-claim', estimate: est };
      else return null;
      return { action: a, reason, candidates: [], samples: 0 };
    }
  }
}
