/**
 * Scenes for the knock/lurk/go-along/fold trainer: a real deal of the engine (from a seed), the learner in one seat
 * with the hand dealt there (the dealer with the turned-up card as a sixth), the numbers in the protokoll, and the
 * calls of the players before (Steady players; in deal 1 they all lurk, or the learner would not be asked). The
 * advice (bots/advice.ts) is worked out here, so the scene can be picked for a clear lesson.
 * Level 1: the first deal, hands with a clear answer. Level 2: later deals, knock/lurk or go along/fold, clear.
 * Level 3: the rare cases on demand: Trumfmant (someone on 1), the last to answer a knock everyone else folded
 * against, the dealer after everyone lurked, and a player on 10 (a limpa costs no points).
 */
import { ADVICE_SAMPLES, callAdvice, type CallAdvice } from '../bots/advice';
import { chooseAction } from '../bots/bot';
import { mixSeed } from '../../../shared/random/mix';
import { START_SCORE, apply, newGame, nextDecision, responseOrder, type Card, type GameAction, type GameState, type Rules, type Seat, type Suit } from '../engine';
import { below, chance, genFromSeed, pick, type Gen } from './random';

export type DecisionKind = 'plain' | 'trumfmant' | 'alone' | 'last-bidder' | 'on-ten';
export const RARE_KINDS: readonly DecisionKind[] = ['trumfmant', 'alone', 'last-bidder', 'on-ten'];

export interface DecisionScene {
  level: number;
  kind: DecisionKind;
  players: 3 | 4 | 5;
  dealer: Seat;
  /** The learner's seat. */
  seat: Seat;
  dealNo: number;
  /** The protokoll before this deal, by seat. */
  scores: number[];
  trump: Suit;
  upcard: Card;
  /** The learner's hand (six cards for the dealer). */
  hand: Card[];
  /** Seats from forehand to the dealer. */
  order: Seat[];
  /** Calls made before the learner's turn, in order. */
  bids: { seat: Seat; bid: 'knock' | 'lurk' }[];
  responses: { seat: Seat; response: 'go_along' | 'fold' }[];
  knocker: Seat | null;
  trumfmant: boolean;
  onOne: Seat[];
  advice: CallAdvice;
}

/** Level 1-2: how clear a scene must be (deal 1: distance from Steady's threshold; later: the value gap). */
const CLEAR_KNOCK_FIRST = 0.2;
const CLEAR_LATER = 0.5;
const ATTEMPTS = 40;
/** Deal 1 needs the search only for the chance of a blank deal: fewer samples. */
const FIRST_SAMPLES = 100;

function step(s: GameState, a: GameAction): GameState | null {
  const r = apply(s, a);
  return r.ok ? r.value : null;
}

/**
 * A deal-1 scene is judged by Steady's count alone (the search only adds the chance of a blank deal), so while the
 * scenes are screened its advice is made on a token sample (`screen`) and the chosen scene's advice is made in full by
 * `finish`: the same scene and the same advice as a full search of every candidate, at a fraction of the work (this
 * runs in the page when a drill question is made).
 */
const SCREEN_SAMPLES = 2;

interface Built {
  q: DecisionScene;
  /** The scene with its full advice. */
  finish(): DecisionScene;
}

function build(gen: Gen, level: number, rules: Rules, kind: DecisionKind, lurkBefore: boolean): Built | null {
  const players = pick(gen, [3, 4, 5] as const);
  const dealer = below(gen, players);
  const first = level === 1 || (kind === 'last-bidder' && chance(gen, 1, 3));
  const dealNo = first ? 1 : 2 + below(gen, 6);
  const dealSeed = below(gen, 2 ** 30);
  // The learner's seat by position in the order from forehand (the dealer is last).
  const order0 = Array.from({ length: players }, (_, i) => (dealer + 1 + i) % players);
  let seat: Seat = kind === 'last-bidder' ? dealer : (pick(gen, order0) as Seat);
  const scores = Array.from({ length: players }, () => (first ? START_SCORE : 2 + below(gen, 9)));
  let knockAt = -1;
  if (kind === 'trumfmant') scores[chance(gen, 1, 3) ? seat : pick(gen, order0.filter((s) => s !== seat))] = 1;
  if (kind === 'on-ten') scores[seat] = START_SCORE;
  if (kind === 'alone') {
    knockAt = below(gen, players);
    const knocker = order0[knockAt] as Seat;
    const ro = responseOrder(order0, knocker, rules.response_order);
    seat = ro[ro.length - 1] as Seat;
    scores[knocker] = chance(gen, 1, 2) ? 1 + below(gen, 5) : 6 + below(gen, 5);
  }
  const g = newGame({ seed: dealSeed, players, firstDealer: dealer, rules, ...(first ? {} : { start: { scores, dealsPlayed: dealNo - 1 } }) });
  if (!g.ok) return null;
  let s = step(g.value, { type: 'deal' });
  if (!s || !s.deal) return null;
  const forced = first || lurkBefore || kind === 'last-bidder' || kind === 'alone';
  for (let guard = 0; guard < 20; guard++) {
    const d = nextDecision(s);
    if (d.kind !== 'bid' && d.kind !== 'respond') return null;
    // The last to answer a knock may have lurked before it: he is asked again after the knock.
    if (d.seat === seat && (kind !== 'alone' || d.kind === 'respond')) break;
    let a: GameAction | null;
    if (kind === 'alone') {
      if (d.kind === 'bid') a = { type: s.deal!.bids.length === knockAt ? 'knock' : 'lurk', seat: d.seat };
      else a = { type: 'fold', seat: d.seat };
    } else if (forced && d.kind === 'bid') a = { type: 'lurk', seat: d.seat };
    else a = chooseAction(s, d.seat, { level: 'steady', seed: dealSeed });
    if (!a) return null;
    s = step(s, a);
    if (!s) return null;
  }
  const d = s.deal;
  const at = nextDecision(s);
  if (!d || (at.kind !== 'bid' && at.kind !== 'respond') || at.seat !== seat) return null;
  const at0 = s;
  const adviseFull = () => callAdvice(at0, seat, mixSeed(dealSeed, 7), first ? FIRST_SAMPLES : ADVICE_SAMPLES);
  const advice = first ? callAdvice(s, seat, mixSeed(dealSeed, 7), SCREEN_SAMPLES) : adviseFull();
  if (!advice) return null;
  const q: DecisionScene = {
    level,
    kind,
    players,
    dealer,
    seat,
    dealNo,
    scores: [...s.scores],
    trump: d.trump,
    upcard: d.upcard,
    hand: [...(d.hands[seat] as Card[])],
    order: [...d.order],
    bids: d.bids.map((b) => ({ ...b })),
    responses: d.responses.map((r) => ({ ...r })),
    knocker: d.knocker,
    trumfmant: d.trumfmant,
    onOne: [...d.onOne],
    advice,
  };
  return {
    q,
    finish: () => {
      if (!first) return q;
      const full = adviseFull();
      return full ? { ...q, advice: full } : q;
    },
  };
}

// Deal 1: Steady counts almost every hand worth a knock once the buy is counted (0.6 is about the least), so a lurk
// just under the bar is as clear as deal 1 gets.
const clear = (q: DecisionScene) => q.advice.accepted.length === 1 && q.advice.margin >= (q.dealNo !== 1 ? CLEAR_LATER : q.advice.best === 'knock' ? CLEAR_KNOCK_FIRST : 0);
const plays = (q: DecisionScene) => q.advice.best === 'knock' || q.advice.best === 'go_along';

/**
 * Levels 1-2 aim, seed by seed, at a call to play (knock, go along) or to stay out (lurk, fold), and at level 2 at
 * a knock/lurk or a go-along/fold decision, so that the right answer is not always the same; the first clear scene
 * of the wanted kind is taken (else the first clear one, else the first one).
 */
export function decisionScene(seed: number, level: number, rules: Rules): DecisionScene {
  const gen = genFromSeed(seed);
  const kind: DecisionKind = level >= 3 ? pick(gen, RARE_KINDS) : 'plain';
  const wantPlay = chance(gen, 1, 2);
  const wantBid = level === 2 && chance(gen, 1, 2);
  let fallback: Built | null = null;
  let clearOne: Built | null = null;
  for (let i = 0; i < ATTEMPTS; i++) {
    const b = build(gen, level, rules, kind, wantBid);
    if (!b) continue;
    const q = b.q;
    if (level >= 3) return b.finish();
    if (clear(q)) {
      if (plays(q) === wantPlay && (level !== 2 || (q.advice.decision === 'bid') === wantBid)) return b.finish();
      clearOne ??= b;
    }
    fallback ??= b;
  }
  if (clearOne) return clearOne.finish();
  if (fallback) return fallback.finish();
  // Never reached in practice: a plain first-deal scene always exists.
  for (;;) {
    const b = build(gen, 1, rules, 'plain', true);
    if (b) return b.finish();
  }
}
