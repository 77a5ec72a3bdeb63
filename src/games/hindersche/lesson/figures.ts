/**
 * The numbers Hindersche's lessons state, asked of the engine: lessons write `<EngineValue of="..." />` instead of
 * typing a figure, so a text can never drift from the rules (issue 17 found "as few as 58 points" where the engine
 * says 4). Each figure is computed from the engine's own deal, card points and suit sizes.
 */
import type { Card, Suit } from '../../../shared/cards/model';
import { PACK, cardPoints, effectiveSuit, pilePoints, pointsInPlay, suitSizes } from '../engine/cards';
import { dealFromPack } from '../engine/deal';
import { MARCH_POINTS } from '../engine/playoff';
import { rubberComplete, settle } from '../engine/settlement';
import { DEFAULT_RULES } from '../engine/rules';
import { scoreDeal, type DealScore } from '../engine/scoring';
import type { Seat } from '../engine/types';
import { partnerSuit, SUITS } from '../../../shared/cards/model';

export type FigureName =
  | 'pack-cards'
  | 'pack-points'
  | 'hand'
  | 'dealt'
  | 'out-of-play'
  | 'fewest-in-play'
  | 'most-out-of-play'
  | 'points'
  | 'in-play'
  | 'card-points'
  | 'rank-points'
  | 'trumps'
  | 'partner-suit-cards'
  | 'plain-suit-cards'
  | 'suit-points'
  | 'march-points'
  | 'two-marches'
  | 'march-out-of-reach'
  | 'all-equal'
  | 'settlement'
  | 'deal-packet'
  | 'deal-rounds'
  | 'phase1-end-marks'
  | 'phase1-adds'
  | 'phase1-after'
  | 'excess-erasers'
  | 'excess-march'
  | 'excess-march-most'
  | 'final-march-erases'
  | 'frame-marks'
  | 'shut-out-frame-marks'
  | 'rubber-games'
  | 'settlement-payees'
  | 'settlement-factor';

export interface FigureQuery {
  of: FigureName;
  /** Players at the table (2 to 4) for the deal figures. */
  players?: number;
  /** Cards, space-separated ("7S AC KD"), for points and in-play. */
  cards?: string;
  /** The trump suit for point figures (default spades: every trump gives the same totals). */
  trump?: Suit;
  /** Frame marks per seat, space-separated ("0 2 1 1"), the stake and the seat, for settlement. */
  marks?: string;
  stake?: number;
  seat?: number;
  /** An effective suit for suit-points: 'trump' or a suit letter. */
  suit?: string;
  /** A rank for rank-points ("A", "T", "K", "Q", "J" for a plain jack, "TJ" for the two trump jacks together). */
  rank?: string;
  /** What happens in a phase-1 deal (phase1-adds, phase1-after): 'most' points, a 'march' or 'all-equal'. */
  event?: string;
  /** Marks on the slate before the deal: 0 to 3 in phase 1 (phase1-after), 5 to 7 in Butzen (excess-erasers, excess-march). */
  slate?: number;
}

export type FigureResult = { ok: true; value: number; terms?: number[] } | { ok: false; error: { code: 'figure.bad-query'; detail: string } };

const bad = (detail: string): FigureResult => ({ ok: false, error: { code: 'figure.bad-query', detail } });

/** A deal of the unshuffled pack to `players` seats: only its sizes matter here, never which cards go where. */
function dealOf(players: number) {
  if (!Number.isInteger(players) || players < 2 || players > 4) return null;
  const active = ([0, 1, 2, 3] as Seat[]).slice(0, players);
  const d = dealFromPack(PACK, 0, active, DEFAULT_RULES);
  return d.ok ? d.value : null;
}

function cardsOf(list: string | undefined): Card[] | null {
  if (!list) return null;
  const cards = list.trim().split(/\s+/) as Card[];
  return cards.every((c) => PACK.includes(c)) ? cards : null;
}

const FOUR: Seat[] = [0, 1, 2, 3];

/** The engine's score of a made-up deal under the default rules (null if the engine refuses it). */
function scored(phase: 1 | 2, slate: number[], active: Seat[], points: number[], tricks: number[], dealNo = 1): Extract<DealScore, { status: 'resolved' }> | null {
  const r = scoreDeal({ phase, phase1DealNumber: dealNo, slate, active, dealer: active[active.length - 1]!, points, tricks, playoffs: [] }, DEFAULT_RULES);
  return r.ok && r.value.status === 'resolved' ? r.value : null;
}

/** Points and tricks of a four-player deal in which seat 0 has the most, marches or all are level (none tied otherwise). */
const PHASE1_EVENTS: Record<string, { points: number[]; tricks: number[] }> = {
  most: { points: [50, 30, 25, 35], tricks: [3, 2, 2, 2] },
  march: { points: [104, 12, 12, 12], tricks: [6, 1, 1, 1] },
  'all-equal': { points: [35, 35, 35, 35], tricks: [3, 2, 2, 2] },
};

/** A phase-1 deal on a slate of `marks` marks (one each for seats 3, 2, 1), scored by the engine. */
function phase1(marks: number, event: string | undefined) {
  const e = PHASE1_EVENTS[event ?? ''];
  if (!e || !Number.isInteger(marks) || marks < 0 || marks > 3) return null;
  const slate = FOUR.map((s) => (s > 3 - marks ? 1 : 0));
  const r = scored(1, slate, FOUR, e.points, e.tricks, marks + 1);
  return r ? { before: marks, added: r.added.reduce((a, b) => a + b, 0), phaseAfter: r.phaseAfter } : null;
}

/** A Butzen slate of `marks` (5 to 7) among four players with seat 0 holding all but one each of the others. */
function excessSlate(marks: number | undefined): number[] | null {
  if (marks === undefined || !Number.isInteger(marks) || marks < 5 || marks > 7) return null;
  return [marks - 3, 1, 1, 1];
}

/** The figure a lesson asks for, or a coded error naming what was wrong with the question. */
export function lessonFigure(q: FigureQuery): FigureResult {
  const trump: Suit = q.trump ?? 'S';
  if (!SUITS.includes(trump)) return bad(`trump ${String(q.trump)}`);
  switch (q.of) {
    case 'pack-cards':
      return { ok: true, value: PACK.length };
    case 'pack-points':
      return { ok: true, value: pilePoints(PACK, trump) };
    case 'hand':
    case 'dealt':
    case 'out-of-play':
    case 'fewest-in-play':
    case 'most-out-of-play': {
      const d = dealOf(q.players ?? 4);
      if (!d) return bad(`players ${String(q.players)}`);
      const dealt = d.hands.reduce((n, h) => n + h.length, 0);
      if (q.of === 'hand') return { ok: true, value: d.hands[d.dealer]!.length };
      if (q.of === 'dealt') return { ok: true, value: dealt };
      const out = d.outOfPlay.length;
      if (q.of === 'out-of-play') return { ok: true, value: out };
      // The worst case: the out-of-play stack holds the cards worth most under this trump.
      const most = [...PACK].map((c) => cardPoints(c, trump)).sort((a, b) => b - a).slice(0, out).reduce((a, b) => a + b, 0);
      return { ok: true, value: q.of === 'most-out-of-play' ? most : pilePoints(PACK, trump) - most };
    }
    case 'points':
    case 'in-play': {
      const cards = cardsOf(q.cards);
      if (!cards) return bad(`cards ${String(q.cards)}`);
      if (q.of === 'in-play') return { ok: true, value: pointsInPlay(cards, trump) };
      return { ok: true, value: pilePoints(cards, trump), terms: cards.map((c) => cardPoints(c, trump)).filter((p) => p > 0) };
    }
    case 'card-points': {
      const cards = cardsOf(q.cards);
      if (!cards || cards.length !== 1) return bad(`card ${String(q.cards)}`);
      return { ok: true, value: cardPoints(cards[0]!, trump) };
    }
    case 'rank-points': {
      const r = q.rank ?? '';
      const partner = partnerSuit(trump);
      const pile =
        r === 'TJ'
          ? [`J${trump}`, `J${partner}`]
          : r === 'J'
            ? SUITS.filter((s) => s !== trump && s !== partner).map((s) => `J${s}`)
            : ['A', 'K', 'Q', 'T', '9', '8', '7', '6'].includes(r)
              ? SUITS.map((s) => `${r}${s}`)
              : null;
      if (!pile) return bad(`rank ${r}`);
      return { ok: true, value: pilePoints(pile as Card[], trump) };
    }
    case 'trumps':
      return { ok: true, value: suitSizes(trump).trump };
    case 'partner-suit-cards':
      return { ok: true, value: suitSizes(trump)[partnerSuit(trump)] };
    case 'plain-suit-cards': {
      const plain = SUITS.find((s) => s !== trump && s !== partnerSuit(trump))!;
      return { ok: true, value: suitSizes(trump)[plain] };
    }
    case 'march-points':
      return { ok: true, value: MARCH_POINTS };
    case 'two-marches':
      return { ok: true, value: 2 * MARCH_POINTS };
    case 'march-out-of-reach':
      // With the whole pack in play, a player cannot reach a march once the others hold this many points.
      return { ok: true, value: pilePoints(PACK, trump) - MARCH_POINTS + 1 };
    case 'all-equal': {
      const d = dealOf(q.players ?? 4);
      if (!d) return bad(`players ${String(q.players)}`);
      return { ok: true, value: d.pointsInPlay / d.order.length };
    }
    case 'settlement': {
      // A seat's result of the rubber; without a seat, the sum of all four results with each as a term (always 0).
      const marks = (q.marks ?? '').trim().split(/\s+/).map(Number);
      const r = settle(marks, q.stake ?? 1);
      if (!r.ok) return bad(`settlement ${r.error.code}`);
      if (q.seat === undefined) return { ok: true, value: r.value.reduce((a, b) => a + b, 0), terms: r.value };
      if (!Number.isInteger(q.seat) || q.seat < 0 || q.seat > 3) return bad(`seat ${String(q.seat)}`);
      return { ok: true, value: r.value[q.seat]! };
    }
    case 'suit-points': {
      const s = q.suit ?? '';
      if (s !== 'trump' && (!SUITS.includes(s as Suit) || s === trump)) return bad(`suit ${s}`);
      return { ok: true, value: pilePoints(PACK.filter((c) => effectiveSuit(c, trump) === s), trump) };
    }
    case 'deal-packet':
    case 'deal-rounds': {
      // How many cards go out at a time: the run of pack cards that lands in forehand's hand first; and how many
      // times the deal goes round the table to fill a hand with such packets.
      const d = dealOf(4);
      if (!d) return bad('deal');
      const hand = d.hands[d.forehand]!;
      let n = 0;
      while (hand[n] === PACK[n]) n++;
      return { ok: true, value: q.of === 'deal-packet' ? n : hand.length / n };
    }
    case 'phase1-end-marks': {
      // The fewest marks on the slate with which an ordinary deal ends phase 1.
      for (let m = 0; m <= 3; m++) {
        const r = phase1(m, 'most');
        if (r && r.phaseAfter !== 1) return { ok: true, value: m + r.added };
      }
      return bad('phase1-end-marks');
    }
    case 'phase1-adds':
    case 'phase1-after': {
      const r = phase1(q.of === 'phase1-adds' ? 0 : (q.slate ?? -1), q.event);
      if (!r) return bad(`event ${String(q.event)} slate ${String(q.slate)}`);
      return { ok: true, value: q.of === 'phase1-adds' ? r.added : r.before + r.added };
    }
    case 'excess-erasers': {
      // Nobody marches: how many players erase on this many marks (four players in, all scores different).
      const slate = excessSlate(q.slate);
      const r = slate && scored(2, slate, FOUR, [10, 20, 30, 80], [1, 2, 2, 4]);
      if (!r) return bad(`slate ${String(q.slate)}`);
      return { ok: true, value: r.erased.filter((e) => e > 0).length };
    }
    case 'excess-march':
    case 'excess-march-most': {
      // Seat 0 marches holding every mark but the others' one each: the marks it erases (at most, over 5 to 7 marks).
      const counts = (q.of === 'excess-march' ? [q.slate] : [5, 6, 7]).map((m) => {
        const slate = excessSlate(m);
        const r = slate && scored(2, slate, FOUR, PHASE1_EVENTS.march!.points, PHASE1_EVENTS.march!.tricks);
        return r ? r.erased[0]! : null;
      });
      if (counts.some((c) => c === null)) return bad(`slate ${String(q.slate)}`);
      return { ok: true, value: Math.max(...(counts as number[])) };
    }
    case 'final-march-erases': {
      // Two players left; seat 0 marches with three marks.
      const r = scored(2, [3, 1, 0, 0], [0, 1], [100, 10, 0, 0], [7, 2, 0, 0]);
      return r ? { ok: true, value: r.erased[0]! } : bad('final-march-erases');
    }
    case 'frame-marks': {
      // Two players left with one mark each: the one with fewer points erases, the other has lost.
      const r = scored(2, [1, 1, 0, 0], [0, 1], [20, 50, 0, 0], [4, 5, 0, 0]);
      return r && r.gameLoser === 1 ? { ok: true, value: r.frameMarksAdded[1]! } : bad('frame-marks');
    }
    case 'shut-out-frame-marks': {
      // Seat 3 took the mark in the first three deals and takes it again in the fourth.
      const r = scored(1, [0, 0, 0, 3], FOUR, [30, 25, 35, 50], [2, 2, 2, 3], 4);
      return r && r.gameLoser === 3 ? { ok: true, value: r.frameMarksAdded[3]! } : bad('shut-out-frame-marks');
    }
    case 'settlement-payees':
    case 'settlement-factor': {
      // One frame mark at one seat, stake 1: the owner pays each of the others one stake, so the owner's loss is the
      // number of players paid; the short way (all marks minus k times your own) has k = 1 minus that result.
      const r = settle([0, 1, 0, 0], 1);
      if (!r.ok) return bad(`settlement ${r.error.code}`);
      const own = r.value[1]!;
      return { ok: true, value: q.of === 'settlement-payees' ? -own : 1 - own };
    }
    case 'rubber-games': {
      let n = 1;
      while (!rubberComplete(n, DEFAULT_RULES) && n < 100) n++;
      return { ok: true, value: n };
    }
    default:
      return bad(`of ${String((q as { of: unknown }).of)}`);
  }
}
