/**
 * The numbers Hindersche's lessons state, asked of the engine: lessons write `<EngineValue of="..." />` instead of
 * typing a figure, so a text can never drift from the rules (issue 17 found "as few as 58 points" where the engine
 * says 4). Each figure is computed from the engine's own deal, card points and suit sizes.
 */
import type { Card, Suit } from '../../../shared/cards/model';
import { PACK, cardPoints, effectiveSuit, pilePoints, pointsInPlay, suitSizes } from '../engine/cards';
import { dealFromPack } from '../engine/deal';
import { MARCH_POINTS } from '../engine/playoff';
import { settle } from '../engine/settlement';
import { DEFAULT_RULES } from '../engine/rules';
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
  | 'settlement';

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
    default:
      return bad(`of ${String((q as { of: unknown }).of)}`);
  }
}
