/**
 * The numbers Stopp's lessons state, asked of the engine: lessons write `<EngineValue of="..." />` instead of typing
 * a figure, so a text cannot drift from the rules (issue 17). Each figure comes from the engine's table limits, its
 * deal of a full pack, a new game's capital, or its settlement.
 */
import { FULL_PACK, MAX_PLAYERS, MIN_PLAYERS, moneyTotal, newGame, settle } from '../engine';
import { dealCards } from '../engine/deal';

export type FigureName = 'players-min' | 'players-max' | 'pack' | 'hand' | 'set-aside' | 'capital' | 'per-card' | 'worst-deal' | 'money';

export interface FigureQuery {
  of: FigureName;
  /** Players at the table (3 to 6) for hand, set-aside and money; hand and worst-deal default to the fewest. */
  players?: number;
}

export type FigureResult = { ok: true; value: number } | { ok: false; error: { code: 'figure.bad-query'; detail: string } };

const bad = (detail: string): FigureResult => ({ ok: false, error: { code: 'figure.bad-query', detail } });

/** A new game at `players` seats (the engine refuses a table size it does not allow). */
function gameOf(players: number | undefined) {
  const g = newGame({ seed: 1, players: players ?? MIN_PLAYERS, firstDealer: 0 });
  return g.ok ? g.value : null;
}

/** The deal of an unshuffled pack to every seat of a new game: only its sizes matter, never which cards go where. */
function dealOf(players: number | undefined) {
  const g = gameOf(players);
  if (!g) return null;
  const seats = Array.from({ length: g.players }, (_, i) => i);
  return { game: g, ...dealCards(FULL_PACK, seats, g.players, g.rules.deal_method) };
}

/** The figure a lesson asks for, or a coded error naming what was wrong with the question. */
export function lessonFigure(q: FigureQuery): FigureResult {
  switch (q.of) {
    case 'players-min':
      return gameOf(MIN_PLAYERS) ? { ok: true, value: MIN_PLAYERS } : bad('players-min');
    case 'players-max':
      return gameOf(MAX_PLAYERS) ? { ok: true, value: MAX_PLAYERS } : bad('players-max');
    case 'pack':
      return { ok: true, value: FULL_PACK.length };
    case 'hand':
    case 'set-aside': {
      const d = dealOf(q.players);
      if (!d) return bad(`players=${String(q.players)}`);
      return { ok: true, value: q.of === 'hand' ? (d.hands[0] as unknown[]).length : d.setAside.length };
    }
    case 'capital': {
      const g = gameOf(q.players);
      return g ? { ok: true, value: g.capital[0] as number } : bad(`players=${String(q.players)}`);
    }
    case 'per-card':
    case 'worst-deal': {
      // One player holding one card (per-card) or the whole hand (worst-deal) at the end; the other went out.
      const d = dealOf(q.players);
      if (!d) return bad(`players=${String(q.players)}`);
      const cards = q.of === 'per-card' ? 1 : (d.hands[0] as unknown[]).length;
      const s = settle([d.game.capital[0], d.game.capital[1]], [cards, 0], 0, d.game.rules);
      return s.ok ? { ok: true, value: s.value.paid[0] as number } : bad(q.of);
    }
    case 'money': {
      const g = gameOf(q.players);
      return g ? { ok: true, value: moneyTotal(g) } : bad(`players=${String(q.players)}`);
    }
    default:
      return bad(`of=${String((q as { of: unknown }).of)}`);
  }
}
