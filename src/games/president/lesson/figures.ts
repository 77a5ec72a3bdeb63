/**
 * The numbers President's lessons state, asked of the engine: lessons write `<EngineValue of="..." />` instead of
 * typing a figure, so a text cannot drift from the rules (issue 17). Each figure comes from the engine's table limits,
 * pack, deal sizes, combinations, exchange, points by place or target, under the base rules or a named variant.
 */
import type { PCard } from '../engine/cards';
import { packOf } from '../engine/cards';
import { classifyCombo } from '../engine/combos';
import { MAX_PLAYERS, MIN_PLAYERS, dealSizes } from '../engine/deal';
import { makeRules, type Rules } from '../engine/rules';
import { placePoints } from '../engine/scoring';

export type FigureName =
  | 'players-min'
  | 'players-max'
  | 'pack'
  | 'hand'
  | 'extra'
  | 'set-max'
  | 'run-min'
  | 'exchange'
  | 'points'
  | 'points-total'
  | 'target';

/** The rule sets the lessons talk about: the base game, its two-card exchange (V1) and Trouduc (V4). */
export type FigureRules = 'classic' | 'two-card' | 'trouduc';

export interface FigureQuery {
  of: FigureName;
  /** Players at the table (3 to 6) for hand, extra, points and points-total. */
  players?: number;
  /** 1 = the first to receive a card (hand) or the first out (points). */
  place?: number;
  rules?: FigureRules;
}

export type FigureResult = { ok: true; value: number } | { ok: false; error: { code: 'figure.bad-query'; detail: string } };

const bad = (detail: string): FigureResult => ({ ok: false, error: { code: 'figure.bad-query', detail } });
const ok = (value: number): FigureResult => ({ ok: true, value });

const PRESETS: Record<FigureRules, Partial<Rules>> = { classic: {}, 'two-card': { exchangeCards: 2 }, trouduc: { variant: 'trouduc' } };

function rulesOf(name: FigureRules | undefined): Rules | null {
  const preset = Object.prototype.hasOwnProperty.call(PRESETS, name ?? 'classic') ? PRESETS[name ?? 'classic'] : null;
  if (!preset) return null;
  const r = makeRules(preset);
  return r.ok ? r.value : null;
}

/** The cards each player receives, first receiver first, or null for a table the engine does not deal to. */
function sizes(players: number | undefined, rules: Rules): number[] | null {
  const s = dealSizes(players, rules.jokers);
  return s.ok ? s.value : null;
}

/** The figure a lesson asks for, or a coded error naming what was wrong with the question. */
export function lessonFigure(q: FigureQuery): FigureResult {
  const rules = rulesOf(q.rules);
  if (!rules) return bad(`rules=${String(q.rules)}`);
  const place = q.place ?? 1;
  switch (q.of) {
    case 'players-min':
      return sizes(MIN_PLAYERS, rules) ? ok(MIN_PLAYERS) : bad('players-min');
    case 'players-max':
      return sizes(MAX_PLAYERS, rules) ? ok(MAX_PLAYERS) : bad('players-max');
    case 'pack':
      return ok(packOf(rules.jokers).length);
    case 'hand': {
      const s = sizes(q.players, rules);
      if (!s) return bad(`players=${String(q.players)}`);
      const n = s[place - 1];
      return Number.isInteger(place) && n !== undefined ? ok(n) : bad(`place=${String(q.place)}`);
    }
    case 'extra': {
      // How many players receive one card more than the last receiver.
      const s = sizes(q.players, rules);
      return s ? ok(s.filter((n) => n > (s[s.length - 1] as number)).length) : bad(`players=${String(q.players)}`);
    }
    case 'set-max': {
      // The biggest set the engine accepts from the cards of one rank.
      const aces = packOf(0).filter((c) => c.startsWith('A'));
      let k = 0;
      while (k < aces.length && classifyCombo(aces.slice(0, k + 1) as PCard[], rules).ok) k++;
      return k > 0 ? ok(k) : bad('set-max');
    }
    case 'run-min':
      return ok(rules.runMinLength);
    case 'exchange':
      return ok(rules.exchangeCards);
    case 'points':
    case 'points-total': {
      const players = q.players;
      if (!sizes(players, rules)) return bad(`players=${String(players)}`);
      const n = players as number;
      if (q.of === 'points-total') return ok(Array.from({ length: n }, (_, i) => placePoints(i, n, rules.scoring)).reduce((a, b) => a + b, 0));
      return Number.isInteger(place) && place >= 1 && place <= n ? ok(placePoints(place - 1, n, rules.scoring)) : bad(`place=${String(q.place)}`);
    }
    case 'target':
      return ok(rules.target);
    default:
      return bad(`of=${String((q as { of: unknown }).of)}`);
  }
}
