/**
 * The numbers Norrlandsknack's lessons state, asked of the engine: lessons write `<EngineValue of="..." />` instead of
 * typing a figure, so a text cannot drift from the rules. Each figure comes from the engine's deal layout and deal,
 * buying rule, score sheet, scoring, Trumfmant check or first-to-zero rule.
 */
import {
  LIMPA_POINTS,
  MAX_PLAYERS,
  MIN_PLAYERS,
  PACK,
  START_SCORE,
  TRICKS_PER_DEAL,
  buyCheck,
  dealFromPack,
  dealLayout,
  firstToZeroOf,
  newSheet,
  scoreDealOf,
  trumfmantFor,
} from '../engine';

export type FigureName =
  | 'dealt'
  | 'talon'
  | 'max-buy'
  | 'hand'
  | 'dealer-hand'
  | 'dealer-receives'
  | 'after-limpa'
  | 'after-tricks'
  | 'limpa-points'
  | 'limpa-stakes'
  | 'start'
  | 'goal'
  | 'players-min'
  | 'players-max'
  | 'pack'
  | 'first-packet'
  | 'second-packet'
  | 'tricks'
  | 'stake'
  | 'trumfmant';

export interface FigureInput {
  of: FigureName;
  players?: number;
  /** A number in the protokoll (for after-limpa and after-tricks). */
  score?: number;
  /** Cards put away (for dealer-receives). */
  discard?: number;
  /** Tricks taken in a deal (for after-tricks). */
  tricks?: number;
}

export type FigureResult = { ok: true; value: number } | { ok: false; error: { code: string; detail: string } };

const bad = (detail: string): FigureResult => ({ ok: false, error: { code: 'figure.bad-input', detail } });
const ok = (value: number): FigureResult => ({ ok: true, value });

/** A deal of the unshuffled pack with seat 0 dealing: only its sizes matter, never which cards go where. */
function dealOf(players: number) {
  const d = dealFromPack(PACK, 0, players);
  return d.ok ? d.value : null;
}

/** A player on `score` in deal 2 who takes `tricks` tricks while the other two share the rest. */
function afterDeal(score: number, tricks: number): FigureResult {
  const rest = TRICKS_PER_DEAL - tricks;
  if (!Number.isInteger(tricks) || tricks < 0 || rest < 0) return bad(`tricks=${tricks}`);
  const r = scoreDealOf({ dealNo: 2, knocker: 0, participants: [0, 1, 2], scores: [score, START_SCORE, START_SCORE], tricks: [tricks, rest, 0] });
  return r.ok ? ok(r.value.scores[0] as number) : bad(`score=${score}`);
}

export function lessonFigure(i: FigureInput): FigureResult {
  switch (i.of) {
    case 'start':
      return ok(newSheet(MIN_PLAYERS).columns[0]?.[0]?.score ?? START_SCORE);
    case 'limpa-points':
      return ok(LIMPA_POINTS);
    case 'players-min':
      return dealLayout(MIN_PLAYERS).ok ? ok(MIN_PLAYERS) : bad('players-min');
    case 'players-max':
      return dealLayout(MAX_PLAYERS).ok ? ok(MAX_PLAYERS) : bad('players-max');
    case 'pack':
      return ok(PACK.length);
    case 'tricks':
      return ok(TRICKS_PER_DEAL);
    case 'stake':
      return ok(newSheet(MIN_PLAYERS).stakes[0] as number);
    case 'dealt':
    case 'talon':
    case 'max-buy':
    case 'hand':
    case 'dealer-hand': {
      const l = dealLayout(i.players ?? MIN_PLAYERS);
      if (!l.ok) return bad(`players=${String(i.players)}`);
      const v = l.value;
      return ok(i.of === 'dealt' ? v.dealt : i.of === 'talon' ? v.talon : i.of === 'max-buy' ? v.max_buy_demand : i.of === 'hand' ? v.hand_size : v.dealer_hand_size);
    }
    case 'first-packet':
    case 'second-packet': {
      // The turned-up card follows the first packets: its place in the unshuffled pack tells their size.
      const players = i.players ?? MIN_PLAYERS;
      const d = dealOf(players);
      if (!d) return bad(`players=${String(i.players)}`);
      const first = PACK.indexOf(d.upcard) / players;
      const hand = (d.hands[1] as unknown[]).length;
      return ok(i.of === 'first-packet' ? first : hand - first);
    }
    case 'dealer-receives': {
      const b = buyCheck(true, i.discard);
      return b.ok ? ok(b.value.receive) : bad(`discard=${String(i.discard)}`);
    }
    case 'after-limpa':
      // A player on `score` plays deal 2 and takes no trick (someone else takes all five).
      return typeof i.score === 'number' ? afterDeal(i.score, 0) : bad('score');
    case 'after-tricks':
      return typeof i.score === 'number' && typeof i.tricks === 'number' ? afterDeal(i.score, i.tricks) : bad('score, tricks');
    case 'limpa-stakes': {
      const r = scoreDealOf({ dealNo: 2, knocker: 0, participants: [0, 1, 2], scores: [START_SCORE, START_SCORE, START_SCORE], tricks: [0, TRICKS_PER_DEAL, 0] });
      return r.ok ? ok(r.value.extraStakes.get(0) ?? 0) : bad('limpa-stakes');
    }
    case 'trumfmant': {
      // The one number that switches Trumfmant on.
      const on = Array.from({ length: START_SCORE + 1 }, (_, s) => s).filter((s) => trumfmantFor([s, START_SCORE, START_SCORE]).on);
      return on.length === 1 ? ok(on[0] as number) : bad('trumfmant');
    }
    case 'goal': {
      // Where the winner stands when a trick ends the game: a player on 1 wins one trick.
      const z = firstToZeroOf([1, START_SCORE, START_SCORE], [0]);
      return z.winner === 0 && z.afterTrick !== null ? ok(z.scoresAfter[z.afterTrick - 1]?.[0] as number) : bad('goal');
    }
    default:
      return bad(`of=${String((i as { of: unknown }).of)}`);
  }
}
