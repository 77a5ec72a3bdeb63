/**
 * The numbers Handjass's lessons state, asked of the engine: lessons write `<EngineValue of="..." />` instead of typing
 * a figure, so a text cannot drift from the rules (issue 17). Card points come from the engine's point tables and
 * ladders, Weis from its declaration of a given hand, strokes from its stroke scoring of a made-up deal, the deal
 * sizes from its layout of the pack, and the line and the target from the default rules.
 */
import type { Card, Suit } from '../../../shared/cards/model';
import { cardInfo, isHjCard, isHjSuit, LAST_TRICK_BONUS, PACK, rankLadders } from '../engine/cards';
import { layOut } from '../engine/deal';
import { DEFAULT_RULES, RULE_OPTIONS, retireTarget, strokesPerDeal, type Rules } from '../engine/rules';
import { dealStrokes } from '../engine/scoring';
import { holdsStoeck, STOECK_POINTS, weisDeclaration } from '../engine/weis';

export type FigureName =
  | 'pack-cards'
  | 'deal-packet'
  | 'hand'
  | 'packets'
  | 'blind'
  | 'stock'
  | 'bessern-packet'
  | 'bessern-dead'
  | 'card-points'
  | 'trump-suit-points'
  | 'plain-suit-points'
  | 'pack-points'
  | 'last-trick'
  | 'deal-total'
  | 'buur-alone'
  | 'threshold'
  | 'old-threshold'
  | 'passers-for-no-stroke'
  | 'strokes'
  | 'lone-qualifier'
  | 'unplayed'
  | 'target'
  | 'stoeck'
  | 'shortest-run'
  | 'weis'
  | 'weis-and-stoeck';

export interface FigureQuery {
  of: FigureName;
  /** Players at the table (2 to 4) for the deal and stroke figures; the active players for passers-for-no-stroke. */
  players?: number;
  /** Cards, space-separated ("JS JH JD JC"), for card-points (one card), weis and weis-and-stoeck. */
  cards?: string;
  /** The trump suit (default spades: the point figures are the same under every trump). */
  trump?: Suit;
}

export type FigureResult = { ok: true; value: number; terms?: number[] } | { ok: false; error: { code: 'figure.bad-query'; detail: string } };

const bad = (detail: string): FigureResult => ({ ok: false, error: { code: 'figure.bad-query', detail } });
const okv = (value: number, terms?: number[]): FigureResult => (terms ? { ok: true, value, terms } : { ok: true, value });

/** The engine's layout of the unshuffled pack for `players` under `rules`: only the sizes matter here. */
function layoutOf(players: number | undefined, rules: Rules = DEFAULT_RULES) {
  const l = layOut(PACK, players ?? 4, rules);
  return l.ok ? l.value : null;
}

function cardsOf(list: string | undefined): Card[] | null {
  if (!list) return null;
  const cards = list.trim().split(/\s+/);
  return cards.every((c) => isHjCard(c)) && new Set(cards).size === cards.length ? (cards as Card[]) : null;
}

/** Strokes of seat 0 in a deal at a full table of `players` where the totals are `totals` (seat 0 first). */
function strokesOfFirst(players: number, active: number[], totals: number[]): number | null {
  const r = dealStrokes({ tableSize: players, active, totals: Object.fromEntries(totals.map((t, i) => [i, t])) });
  return r.ok ? r.value.seats.find((s) => s.seat === 0)!.strokes : null;
}

/** The figure a lesson asks for, or a coded error naming what was wrong with the question. */
export function lessonFigure(q: FigureQuery): FigureResult {
  const trump: Suit = q.trump ?? 'S';
  if (!isHjSuit(trump)) return bad(`trump ${String(q.trump)}`);
  const ladders = rankLadders(trump);
  if (!ladders.ok) return bad(`trump ${String(q.trump)}`);
  const players = q.players ?? 4;
  switch (q.of) {
    case 'pack-cards':
      return okv(PACK.length);
    case 'deal-packet': {
      // How many cards the dealer hands out at a time: the run of pack cards that lands in Vorhand's hand first.
      const l = layoutOf(4);
      if (!l) return bad('layout');
      let n = 0;
      while (l.hands[0]![n] === PACK[n]) n++;
      return okv(n);
    }
    case 'hand':
    case 'packets':
    case 'blind':
    case 'stock': {
      const l = layoutOf(q.players);
      if (!l) return bad(`players ${String(q.players)}`);
      if (q.of === 'hand') return okv(l.hands[0]!.length);
      if (q.of === 'packets') return okv(l.hands.length + (l.blind ? 1 : 0) + (l.stock ? 1 : 0));
      const pile = q.of === 'blind' ? l.blind : l.stock;
      return pile ? okv(pile.length) : bad(`${q.of} with players ${String(q.players)}`);
    }
    case 'bessern-packet': {
      const l = layoutOf(q.players ?? 3, { ...DEFAULT_RULES, bessern: true });
      return l?.bessern ? okv(l.bessern[0]!.length) : bad(`bessern with players ${String(q.players)}`);
    }
    case 'bessern-dead': {
      // The cards left over and out of play when the table plays Bessern (two players: what the hands, the packets
      // and the turned card leave of the pack; the turned card itself may still be swapped in, so it is not counted).
      const l = layoutOf(q.players ?? 2, { ...DEFAULT_RULES, bessern: true });
      return l?.bessern ? okv(l.dead.filter((c) => c !== l.turned).length) : bad(`bessern with players ${String(q.players)}`);
    }
    case 'card-points': {
      const cards = cardsOf(q.cards);
      if (!cards || cards.length !== 1) return bad(`card ${String(q.cards)}`);
      const i = cardInfo(cards[0], trump);
      return i.ok ? okv(i.value.points) : bad(`card ${String(q.cards)}`);
    }
    case 'trump-suit-points':
      return okv(ladders.value.trumpPoints);
    case 'plain-suit-points':
      return okv(ladders.value.plainPointsEach);
    case 'pack-points':
      return okv(ladders.value.cardPoints);
    case 'last-trick':
      return okv(ladders.value.lastTrickBonus);
    case 'deal-total':
      return okv(ladders.value.total);
    case 'buur-alone': {
      // The Buur kept to the ninth trick: its points and the last trick's, written out as a sum.
      const buur = ladders.value.trumpLadder[0]!.points;
      return okv(buur + LAST_TRICK_BONUS, [buur, LAST_TRICK_BONUS]);
    }
    case 'threshold':
      return okv(DEFAULT_RULES.threshold);
    case 'old-threshold': {
      const old = RULE_OPTIONS.threshold.find((t) => t !== DEFAULT_RULES.threshold);
      return old === undefined ? bad('old-threshold') : okv(old);
    }
    case 'passers-for-no-stroke': {
      // No stroke at all: every one of `players` active players stays under the line, so the passers must hold more
      // than the deal's points less that many lines.
      const active = q.players ?? 2;
      if (active !== 2 && active !== 3 && active !== 4) return bad(`players ${String(q.players)}`);
      return okv(ladders.value.total - active * DEFAULT_RULES.threshold);
    }
    case 'strokes':
      if (players !== 2 && players !== 3 && players !== 4) return bad(`players ${String(q.players)}`);
      return okv(strokesPerDeal(DEFAULT_RULES, players));
    case 'lone-qualifier': {
      // Seat 0 alone reaches the line; everyone else stays under it.
      if (players !== 3 && players !== 4) return bad(`players ${String(q.players)}`);
      const line = DEFAULT_RULES.threshold;
      const seats = Array.from({ length: players }, (_, i) => i);
      const s = strokesOfFirst(players, seats, seats.map((i) => (i === 0 ? line : line - 1)));
      return s === null ? bad('lone-qualifier') : okv(s);
    }
    case 'unplayed': {
      // Everyone else passed: seat 0 is the only active player and nothing is played.
      if (players !== 2 && players !== 3 && players !== 4) return bad(`players ${String(q.players)}`);
      const s = strokesOfFirst(players, [0], [0]);
      return s === null ? bad('unplayed') : okv(s);
    }
    case 'target':
      return okv(retireTarget(DEFAULT_RULES));
    case 'stoeck':
      return okv(STOECK_POINTS);
    case 'shortest-run': {
      // The fewest cards in a row of one suit that the engine declares as a Weis.
      for (let n = 1; n <= 9; n++) {
        const run = PACK.filter((c) => c[1] === 'H').slice(0, n);
        const d = weisDeclaration(run, trump);
        if (d.ok && d.value.combos.some((c) => c.kind === 'run')) return okv(n);
      }
      return bad('shortest-run');
    }
    case 'weis':
    case 'weis-and-stoeck': {
      const cards = cardsOf(q.cards);
      if (!cards) return bad(`cards ${String(q.cards)}`);
      const d = weisDeclaration(cards, trump);
      if (!d.ok) return bad(`cards ${String(q.cards)}`);
      const terms = d.value.combos.map((c) => c.value);
      if (q.of === 'weis-and-stoeck' && holdsStoeck(cards, trump)) terms.push(STOECK_POINTS);
      return okv(
        terms.reduce((a, b) => a + b, 0),
        terms,
      );
    }
    default:
      return bad(`of ${String((q as { of: unknown }).of)}`);
  }
}
