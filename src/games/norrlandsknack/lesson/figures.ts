/**
 * The numbers Norrlandsknack's lessons state, asked of the engine: lessons write `<EngineValue of="..." />` instead of
 * typing a figure, so a text cannot drift from the rules. Each figure comes from the engine's deal layout, buying
 * rule or scoring.
 */
import { LIMPA_POINTS, START_SCORE, buyCheck, dealLayout, scoreDealOf } from '../engine';

export type FigureName = 'dealt' | 'talon' | 'max-buy' | 'dealer-hand' | 'dealer-receives' | 'after-limpa' | 'limpa-points' | 'start';

export interface FigureInput {
  of: FigureName;
  players?: number;
  /** A number in the protokoll (for after-limpa). */
  score?: number;
  /** Cards put away (for dealer-receives). */
  discard?: number;
}

export type FigureResult = { ok: true; value: number } | { ok: false; error: { code: string; detail: string } };

const bad = (detail: string): FigureResult => ({ ok: false, error: { code: 'figure.bad-input', detail } });

export function lessonFigure(i: FigureInput): FigureResult {
  switch (i.of) {
    case 'start':
      return { ok: true, value: START_SCORE };
    case 'limpa-points':
      return { ok: true, value: LIMPA_POINTS };
    case 'dealt':
    case 'talon':
    case 'max-buy':
    case 'dealer-hand': {
      const l = dealLayout(i.players);
      if (!l.ok) return bad(`players=${String(i.players)}`);
      const v = i.of === 'dealt' ? l.value.dealt : i.of === 'talon' ? l.value.talon : i.of === 'max-buy' ? l.value.max_buy_demand : l.value.dealer_hand_size;
      return { ok: true, value: v };
    }
    case 'dealer-receives': {
      const b = buyCheck(true, i.discard);
      return b.ok ? { ok: true, value: b.value.receive } : bad(`discard=${String(i.discard)}`);
    }
    case 'after-limpa': {
      // A player on `score` plays deal 2 and takes no trick (someone else takes all five).
      if (typeof i.score !== 'number') return bad('score');
      const r = scoreDealOf({ dealNo: 2, knocker: 0, participants: [0, 1, 2], scores: [i.score, START_SCORE, START_SCORE], tricks: [0, 5, 0] });
      return r.ok ? { ok: true, value: r.value.scores[0] as number } : bad(`score=${i.score}`);
    }
    default:
      return bad(`of=${String((i as { of: unknown }).of)}`);
  }
}
