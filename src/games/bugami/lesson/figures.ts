/**
 * The numbers Bugami's lessons state, asked of the engine: lessons write `<EngineValue of="..." />` instead of typing
 * a figure, so a text cannot drift from the rules (issue 17). Every score figure is the engine's own score of a small
 * deal built for the question; the pack and table figures come from its deal layout; the game's end from its rules.
 */
import { dealLayout, MAX_JOKERS } from '../engine/cards';
import { DEFAULT_RULES } from '../engine/rules';
import { scoreDeal, unitScore } from '../engine/scoring';
import { MAX_PLAYERS, MIN_PLAYERS, type Bid } from '../engine/types';

export type FigureName =
  | 'pack-cards'
  | 'min-players'
  | 'max-players'
  | 'hand'
  | 'left-over'
  | 'every-trick'
  | 'null-all-tricks'
  | 'null-when-other-takes-all'
  | 'others-when-one-takes-all'
  | 'null-made'
  | 'null-failed'
  | 'no-trick'
  | 'clean-per-trick'
  | 'per-trick'
  | 'trick-points'
  | 'score'
  | 'target';

export interface FigureQuery {
  of: FigureName;
  /** Players at the table (3 to 7) for hand and left-over. */
  players?: number;
  /** Jokers in the pack (0 to 4) for the pack figures. */
  jokers?: number;
  /** Tricks taken (for trick-points and score). */
  tricks?: number;
  /** Bad cards taken (for score). */
  bad?: number;
}

export type FigureResult = { ok: true; value: number; terms?: number[] } | { ok: false; error: { code: 'figure.bad-query'; detail: string } };

const bad = (detail: string): FigureResult => ({ ok: false, error: { code: 'figure.bad-query', detail } });
const okv = (value: number): FigureResult => ({ ok: true, value });

/** One suit bidder's score for `tricks` tricks and `bad` bad cards, nobody taking every trick (rules 2 to 5). */
function suitScore(tricks: number, badCards: number, bid: Bid = 'S'): FigureResult {
  const r = unitScore({ bid, tricks, bad: badCards });
  return r.ok ? okv(r.value.score) : bad(`score ${JSON.stringify(r.error)}`);
}

/**
 * A deal of three where seat 0 took `tricks0` of `total` tricks: the engine's score for seat `seat`. Seat 0 bids
 * spades with one bad card, seat 1 bids `bid1`, seat 2 hearts.
 */
function dealScore(tricks0: number, total: number, seat: number, bid1: Bid): FigureResult {
  const r = scoreDeal({
    players: [
      { seat: 0, bid: 'S', tricks: tricks0, bad: 1 },
      { seat: 1, bid: bid1, tricks: 0 },
      { seat: 2, bid: 'H', tricks: total - tricks0 },
    ],
  });
  return r.ok ? okv(r.value.seats[seat]!.score) : bad(`deal ${r.error.code}`);
}

/** The figure a lesson asks for, or a coded error naming what was wrong with the question. */
export function lessonFigure(q: FigureQuery): FigureResult {
  const jokers = q.jokers ?? 0;
  if (!Number.isInteger(jokers) || jokers < 0 || jokers > MAX_JOKERS) return bad(`jokers ${String(q.jokers)}`);
  switch (q.of) {
    case 'pack-cards': {
      const l = dealLayout(MIN_PLAYERS, jokers);
      return l.ok ? okv(l.value.packSize) : bad(`jokers ${String(q.jokers)}`);
    }
    case 'min-players':
      return okv(MIN_PLAYERS);
    case 'max-players':
      return okv(MAX_PLAYERS);
    case 'hand':
    case 'left-over': {
      const l = dealLayout(q.players, jokers);
      if (!l.ok) return bad(`players ${String(q.players)}`);
      return okv(q.of === 'hand' ? l.value.handSize : l.value.remainder);
    }
    case 'every-trick':
      // One player takes all thirteen tricks at a table of four (bad cards among them), the others none.
      return dealScore(13, 13, 0, 'D');
    case 'others-when-one-takes-all':
      return dealScore(13, 13, 1, 'D');
    case 'null-all-tricks':
    case 'null-when-other-takes-all': {
      // OP9 / OP10: a Null bidder who takes every trick, and one who takes none while someone else takes them all.
      const sweep = q.of === 'null-all-tricks';
      const r = scoreDeal({
        players: [
          { seat: 0, bid: 'NULL', tricks: sweep ? 13 : 0 },
          { seat: 1, bid: 'S', tricks: sweep ? 0 : 13, bad: 2 },
          { seat: 2, bid: 'H', tricks: 0 },
        ],
      });
      return r.ok ? okv(r.value.seats[0]!.score) : bad(`deal ${r.error.code}`);
    }
    case 'null-made':
      return suitScore(0, 0, 'NULL');
    case 'null-failed':
      return suitScore(1, 0, 'NULL');
    case 'no-trick':
      return suitScore(0, 0);
    case 'clean-per-trick':
      return suitScore(1, 0);
    case 'per-trick':
      // With exactly one bad card nothing is divided: the score is the trick value itself.
      return suitScore(1, 1);
    case 'trick-points': {
      // What the tricks are worth before the division: the score with a single bad card.
      const t = q.tricks;
      if (typeof t !== 'number' || !Number.isInteger(t) || t < 1) return bad(`tricks ${String(t)}`);
      return suitScore(t, 1);
    }
    case 'score': {
      const t = q.tricks;
      const b = q.bad ?? 0;
      if (typeof t !== 'number' || !Number.isInteger(t) || t < 0 || !Number.isInteger(b) || b < 0) return bad(`tricks ${String(t)} bad ${String(q.bad)}`);
      return suitScore(t, b);
    }
    case 'target':
      return okv(DEFAULT_RULES.target);
    default:
      return bad(`of ${String((q as { of: unknown }).of)}`);
  }
}
