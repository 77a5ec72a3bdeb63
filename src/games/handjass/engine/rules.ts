/**
 * The rule set: one option per variant (spec §12, V1-V9) and per open point with a choice (§13), each with the
 * spec's default. Plain, serialisable data.
 */
import { optionsFrom } from '../../../shared/engine/options';

export interface Rules {
  /** V1: null (potato) line. 26 (modern) or 21 (old). */
  threshold: 26 | 21;
  /** V2: net strokes to retire safe. Ignored with the multiplier variant (V7), whose target is 27. */
  target: 7 | 9 | 5;
  /** V3: Bessern exchange packets with 3 and 2 players (instead of the blind and stock). */
  bessern: boolean;
  /** V4: one extra stroke per null, cycling through the deal's stroke receivers from the top (OP22). */
  extraPerNull: boolean;
  /** V5: compulsory play: nobody passes; 3 and 2 players get 12 cards each, no blind, no Bessern (OP23). */
  compulsory: boolean;
  /** V6: stakes. The loser pays `loserStake` to every other player; each null pays `nullStake` to every other active player of its deal. */
  stakes: boolean;
  loserStake: number;
  nullStake: number;
  /** V7: strokes and nulls multiplied by the trump suit (H x4, D x3, C x2, S x1); retirement at 27. */
  multiplier: boolean;
  /** V8: strokes per deal at a 4-player table: 2 (modern) or 3 (historic: players - 1). */
  strokesAtFour: 2 | 3;
  /** V9: a stroke tied at the cut is held over instead of drawn for (OP25). */
  heldStroke: boolean;
  /** OP7/OP8: Weis and Stöck announced automatically, or by the players (strict/tutorial mode: missed = lost). */
  announcing: 'auto' | 'manual';
  /** OP10: two active players at a 3- or 4-player table may take a stroke each without play if everyone agrees. */
  mutualClaim: boolean;
  /** OP1: Swiss-German suit names for display (no rule depends on it). */
  suitNames: 'source' | 'common';
}

export const DEFAULT_RULES: Readonly<Rules> = Object.freeze({
  threshold: 26,
  target: 7,
  bessern: false,
  extraPerNull: false,
  compulsory: false,
  stakes: false,
  loserStake: 5,
  nullStake: 1,
  multiplier: false,
  strokesAtFour: 2,
  heldStroke: false,
  announcing: 'auto',
  mutualClaim: false,
  suitNames: 'source',
});

/** The allowed values of every option, first value = default. */
export const RULE_OPTIONS: { readonly [K in keyof Rules]: readonly Rules[K][] } = {
  threshold: [26, 21],
  target: [7, 9, 5],
  bessern: [false, true],
  extraPerNull: [false, true],
  compulsory: [false, true],
  stakes: [false, true],
  loserStake: [5, 1, 2, 3, 4, 6, 8, 10, 20],
  nullStake: [1, 0, 2, 3, 4, 5],
  multiplier: [false, true],
  strokesAtFour: [2, 3],
  heldStroke: [false, true],
  announcing: ['auto', 'manual'],
  mutualClaim: [false, true],
  suitNames: ['source', 'common'],
};

/** Which variant or open point each option implements. */
export const RULE_SOURCES: { readonly [K in keyof Rules]: string } = {
  threshold: 'V1',
  target: 'V2',
  bessern: 'V3',
  extraPerNull: 'V4',
  compulsory: 'V5',
  stakes: 'V6',
  loserStake: 'V6',
  nullStake: 'V6',
  multiplier: 'V7',
  strokesAtFour: 'V8',
  heldStroke: 'V9',
  announcing: 'OP7',
  mutualClaim: 'OP10',
  suitNames: 'OP1',
};

export type RulesError =
  | { code: 'rules.not-an-object'; value: unknown }
  | { code: 'rules.unknown-option'; option: string }
  | { code: 'rules.bad-value'; option: string; value: unknown; allowed: readonly unknown[] }
  | { code: 'rules.stakes-order'; loserStake: number; nullStake: number };

/** Builds a rule set from a partial, possibly untrusted object; unknown options or values give an error value. */
export function makeRules(partial: unknown = {}): { ok: true; value: Rules } | { ok: false; error: RulesError } {
  const r = optionsFrom(partial, DEFAULT_RULES, RULE_OPTIONS, { listAllowed: true });
  if (!r.ok) return r;
  const rules = r.value;
  if (rules.nullStake >= rules.loserStake) return { ok: false, error: { code: 'rules.stakes-order', loserStake: rules.loserStake, nullStake: rules.nullStake } };
  return { ok: true, value: rules };
}

/** The options that differ from the defaults (for notation and saved games). */
export function rulesDiff(rules: Rules): Partial<Rules> {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(DEFAULT_RULES) as (keyof Rules)[]) if (rules[k] !== DEFAULT_RULES[k]) out[k] = rules[k];
  return out as Partial<Rules>;
}

/** The suit multiplier of V7 (hearts/Schellen 4, diamonds/Schilten 3, clubs/Rosen 2, spades/Eicheln 1). */
export const SUIT_MULTIPLIER: Readonly<Record<'H' | 'D' | 'C' | 'S', number>> = { H: 4, D: 3, C: 2, S: 1 };

/** The retirement target in force. */
export function retireTarget(rules: Rules): number {
  return rules.multiplier ? 27 : rules.target;
}

/** Strokes handed out per deal at a table of `tableSize` players (spec §8.2, V8). */
export function strokesPerDeal(rules: Rules, tableSize: number): number {
  if (tableSize <= 2) return 1;
  if (tableSize === 4) return rules.strokesAtFour;
  return 2;
}
