/**
 * Pile positions, cut from real deals (see playout.ts): a card has just gone on the pile; every hand is shown. What
 * happens now: who must beat, or (when everyone else says Stopp) who turns the pile away and leads next, or does the
 * deal end? The answer is the engine's `pileOutcome`. Level 1: three players. Level 2: four to six players. Level 3 (three or four players),
 * the rare cases on demand: the card was its player's last, or he is the only one still holding cards.
 * Going-out positions (the card is its player's last) are cut the same way; `goingOut` answers them.
 */
import { nextSeed } from '../../../shared/quiz/seeds';
import { goingOut, pileOutcome, type GoingOutVerdict, type PileOutcome } from '../engine/drills';
import type { Rules } from '../engine/rules';
import type { Card, Seat } from '../engine/types';
import { playFirstDeal, type PlayMoment } from './playout';
import { between, genFromSeed, pick } from './random';

export interface PileQuestion {
  level: number;
  /** The deal the position comes from (seeded game, its first deal). */
  dealSeed: number;
  players: number;
  /** The pile after the card, first card first, with who played each. */
  pile: { seat: Seat; card: Card }[];
  top: Card;
  topPlayer: Seat;
  /** The hands after the card, by seat (sorted for display). */
  hands: Card[][];
  /** The piles turned away before in this deal, by size (context for the picture). */
  turnedBefore: number;
}

const positionOf = (m: PlayMoment, dealSeed: number, level: number): PileQuestion => {
  const hands = m.deal.hands.map((h, i) => (i === m.seat ? h.filter((c) => c !== m.card) : [...h]));
  const pile = [...m.deal.pile.map((card, i) => ({ seat: m.deal.pileBy[i] as Seat, card })), { seat: m.seat, card: m.card }];
  return { level, dealSeed, players: hands.length, pile, top: m.card, topPlayer: m.seat, hands, turnedBefore: m.deal.turned.length };
};

/** The engine's answer for a pile position. */
export function pileAnswer(q: PileQuestion, rules: Rules): PileOutcome {
  const r = pileOutcome({ hands: q.hands, top: q.top, topPlayer: q.topPlayer, rules, pileSize: q.pile.length });
  if (!r.ok) throw new Error(`bad pile position: ${r.error.code}`);
  return r.value;
}

function fits(q: PileQuestion, level: number, rules: Rules, want: string): boolean {
  const o = pileAnswer(q, rules);
  if (level >= 3) {
    const alone = (q.hands[q.topPlayer] as Card[]).length > 0 && q.hands.every((h, i) => i === q.topPlayer || h.length === 0);
    return want === 'sole' ? alone : o.code === 'deal.last-card-stands';
  }
  return want === 'turn' ? o.code === 'pile.turned' : o.code === 'pile.must-beat' && (want === 'beat' || o.stopps.length > 0);
}

/** The pile position for a seed and level: the same seed, level and rules always give the same position. */
export function pileQuestion(seed: number, level: number, rules: Rules): PileQuestion {
  const gen = genFromSeed(seed);
  // Levels 1-2: a ring of Stopps half the time, otherwise someone must beat (often after some Stopps).
  // Level 3: the player alone with cards half the time, otherwise a last card that stands.
  const want = level >= 3 ? pick(gen, ['sole', 'last']) : pick(gen, ['turn', 'beat', 'turn', 'beat-after-stopps']);
  let dealSeed = seed;
  for (let i = 0; i < 1000; i++) {
    const players = level === 1 ? 3 : level === 2 ? between(gen, 4, 6) : between(gen, 3, 4);
    const { moments } = playFirstDeal(dealSeed, players, rules);
    const fitting = moments.map((m) => positionOf(m, dealSeed, level)).filter((q) => fits(q, level, rules, want));
    if (fitting.length > 0) return pick(gen, fitting);
    dealSeed = nextSeed(dealSeed);
  }
  throw new Error(`no pile position for seed ${seed}, level ${level}`);
}

export interface OutQuestion extends PileQuestion {
  /** The card about to be played is the player's last: `top` above is that card. */
  before: Card | null;
}

/** The engine's answer for a going-out position. */
export function outAnswer(q: OutQuestion, rules: Rules): GoingOutVerdict {
  const r = goingOut({ hands: q.hands, seat: q.topPlayer, card: q.top, rules });
  if (!r.ok) throw new Error(`bad going-out position: ${r.error.code}`);
  return r.value;
}

/**
 * Going-out positions: a player plays his last card. Level 1: three players; level 2: four to six; level 3: the
 * endgame, when just one other player still holds cards. About half the last cards stand (the deal ends).
 */
export function outQuestion(seed: number, level: number, rules: Rules): OutQuestion {
  const gen = genFromSeed(seed);
  const wantEnd = pick(gen, [true, false]);
  let dealSeed = seed;
  for (let i = 0; i < 400; i++) {
    const players = level === 1 ? 3 : level === 2 ? between(gen, 4, 6) : between(gen, 3, 6);
    const { moments } = playFirstDeal(dealSeed, players, rules);
    const fitting = moments
      .filter((m) => (m.deal.hands[m.seat] ?? []).length === 1)
      .map((m) => ({ ...positionOf(m, dealSeed, level), before: m.deal.top }))
      .filter((q) => {
        const holders = q.hands.filter((h) => h.length > 0).length;
        if (level >= 3 && holders !== 1) return false;
        if (level < 3 && holders < 2) return false;
        return outAnswer(q, rules).endsDeal === wantEnd;
      });
    if (fitting.length > 0) return pick(gen, fitting);
    dealSeed = nextSeed(dealSeed);
  }
  throw new Error(`no going-out position for seed ${seed}, level ${level}`);
}
