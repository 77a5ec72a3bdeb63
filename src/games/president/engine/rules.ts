/**
 * The rule set: one option per variant (spec §8) and open point (spec §11). Plain, serialisable data.
 * `RULE_OPTIONS` lists the allowed values of each option, the default first. Options that the spec settles with a
 * single answer (no bombs, suits never matter, ...) are not options: they are fixed rules, listed at the end of
 * this comment (the variants page lists them too, as decided points).
 *
 * `variant` is a preset: 'trouduc' changes the defaults of the Trouduc options (one Joker, a 1-card exchange,
 * 2/1/0 scoring, target 11; spec §8 V4 and OP9). Options given explicitly always win over the preset.
 *
 * Fixed rules (the spec gives no second reading to practise): a Joker-only set names its rank (OP12); the exchange
 * follows the active order and never hands over a Joker (OP13, V4); suits never matter (OP14); no bombs or revolutions (OP15); no exchange in the first deal
 * (OP7); the deal stops when one player is left (OP5); after a round whose last player went out, the next player
 * clockwise who still has cards leads (OP4); the first card and the first lead go to forehand (OP2).
 */

import { guard } from './safe';

export interface Rules {
  /** Preset for the defaults below: the base game or Trouduc (V4). */
  variant: 'classic' | 'trouduc';
  /** OP1 / V4: 2 lowest and Ace highest, or the Trouduc order with the 2 just below the Joker (3 lowest). */
  rankOrder: 'ace-high' | 'two-high';
  /** V4: Jokers in the pack (0 base game, 1 Trouduc, 2 Trouduc with two distinguishable Jokers). */
  jokers: 0 | 1 | 2;
  /** V4: with two Jokers, which one is the higher (black by default, as in the source's example). */
  highJoker: 'black' | 'red';
  /** §4, V1, V4: cards exchanged between the Bottom and the President from the second deal (0 = no exchange). */
  exchangeCards: 3 | 2 | 1 | 0;
  /**
   * OP6: what the President gives back. lowest-own: his k lowest cards of his own dealt hand (default);
   * lowest-after-receiving: his k lowest after adding the Bottom's cards; free-choice: any k cards of his own hand.
   */
  presidentReturns: 'lowest-own' | 'lowest-after-receiving' | 'free-choice';
  /** V2: runs ("ladders") of consecutive ranks may be led and answered. */
  sequences: boolean;
  /** OP10: shortest run. */
  runMinLength: 2 | 3;
  /**
   * OP10: may a run go round the corner from the highest rank to the lowest (K-A-2 under the Ace-high order)? A
   * run that wraps ranks by its top card like any run, so K-A-2 (top card 2) is the lowest run of three.
   */
  runWrap: 'never' | 'allowed';
  /** OP10: longest run (0 = no limit; 4 = the set's limit of four cards applies to runs too). */
  runMaxLength: 0 | 4;
  /**
   * OP10: may a run answer a set and a set a run? never (default): runs answer only runs. same-size: a set and a
   * run of the same number of cards answer each other by a higher top card (the set's rank, the run's top).
   */
  runSetAnswers: 'never' | 'same-size';
  /**
   * OP11: the order runs follow. active (default): the rank order in play, so under the 2-high order A-2 is a run
   * and 2-3 is not. natural: always 2-3-4 ... K-A, whatever order the sets follow.
   */
  runOrder: 'active' | 'natural';
  /** OP12: may a Joker stand in a run (as a wild card)? */
  jokersInRuns: boolean;
  /** OP3: a player may always pass (default), or must play when he can beat the last play. */
  passWhenAble: 'allowed' | 'forbidden';
  /** §6 / V4: points by place (n-1 ... 0) or the Trouduc 2/1/0. */
  scoring: 'places' | 'trouduc';
  /** OP9: total that ends the game (15 base, 11 Trouduc). */
  target: number;
  /**
   * OP8: several players reach the target in the same deal. total-then-last-deal: highest total wins, equal totals
   * go to more points in that deal (default). last-deal: more points in that deal wins, even against a higher total.
   */
  tieBreak: 'total-then-last-deal' | 'last-deal';
  /** V3 / OP16: titles for citizens by finishing order (cosmetic; only reported in the finishing board). */
  titles: 'none' | 'by-place';
}

export const DEFAULT_RULES: Readonly<Rules> = Object.freeze({
  variant: 'classic',
  rankOrder: 'ace-high',
  jokers: 0,
  highJoker: 'black',
  exchangeCards: 3,
  presidentReturns: 'lowest-own',
  sequences: false,
  runMinLength: 2,
  runWrap: 'never',
  runMaxLength: 0,
  runSetAnswers: 'never',
  runOrder: 'active',
  jokersInRuns: false,
  passWhenAble: 'allowed',
  scoring: 'places',
  target: 15,
  tieBreak: 'total-then-last-deal',
  titles: 'none',
});

/** Defaults that the Trouduc preset changes. */
export const TROUDUC_DEFAULTS: Readonly<Partial<Rules>> = Object.freeze({ jokers: 1, exchangeCards: 1, scoring: 'trouduc', target: 11 });

/** The allowed values of every option, first value = default (of the classic preset). */
export const RULE_OPTIONS: { readonly [K in keyof Rules]: readonly Rules[K][] } = {
  variant: ['classic', 'trouduc'],
  rankOrder: ['ace-high', 'two-high'],
  jokers: [0, 1, 2],
  highJoker: ['black', 'red'],
  exchangeCards: [3, 2, 1, 0],
  presidentReturns: ['lowest-own', 'lowest-after-receiving', 'free-choice'],
  sequences: [false, true],
  runMinLength: [2, 3],
  runWrap: ['never', 'allowed'],
  runMaxLength: [0, 4],
  runSetAnswers: ['never', 'same-size'],
  runOrder: ['active', 'natural'],
  jokersInRuns: [false, true],
  passWhenAble: ['allowed', 'forbidden'],
  scoring: ['places', 'trouduc'],
  target: [15, 11, 5, 7, 10, 20, 25, 30, 50],
  tieBreak: ['total-then-last-deal', 'last-deal'],
  titles: ['none', 'by-place'],
};

export type RulesError = { code: 'rules.not-an-object' } | { code: 'rules.unknown-option'; option: string } | { code: 'rules.bad-value'; option: string; value: unknown };

const own = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/**
 * Builds a rule set from a partial, possibly untrusted object. Unknown options or values give an error value;
 * nothing throws. `target` accepts any integer from 1 to 1000 (the listed values are suggestions).
 */
function makeRules_(partial: unknown = {}): { ok: true; value: Rules } | { ok: false; error: RulesError } {
  if (partial === undefined || partial === null) partial = {};
  if (typeof partial !== 'object' || Array.isArray(partial)) return { ok: false, error: { code: 'rules.not-an-object' } };
  const p = partial as Record<string, unknown>;
  for (const key of Object.keys(p)) {
    if (!own(RULE_OPTIONS, key)) return { ok: false, error: { code: 'rules.unknown-option', option: key } };
    const value = p[key];
    if (value === undefined) continue;
    if (key === 'target') {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 1000) return { ok: false, error: { code: 'rules.bad-value', option: key, value } };
      continue;
    }
    const allowed = RULE_OPTIONS[key as keyof Rules] as readonly unknown[];
    if (!allowed.includes(value)) return { ok: false, error: { code: 'rules.bad-value', option: key, value } };
  }
  const rules: Rules = { ...DEFAULT_RULES };
  if (p.variant === 'trouduc') Object.assign(rules, TROUDUC_DEFAULTS);
  for (const key of Object.keys(p)) if (p[key] !== undefined) (rules as unknown as Record<string, unknown>)[key] = p[key];
  return { ok: true, value: rules };
}

/** The options of `rules` that differ from the defaults of its preset (for notation and saved settings). */
function rulesDiff_(rules: Rules): Partial<Rules> {
  const base = makeRules({ variant: rules.variant });
  const ref = base.ok ? base.value : DEFAULT_RULES;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(RULE_OPTIONS) as (keyof Rules)[]) if (k === 'variant' ? rules.variant !== 'classic' : rules[k] !== ref[k]) out[k] = rules[k];
  return out as Partial<Rules>;
}

/** Is `x` a complete, valid rule set? */
function isRules_(x: unknown): x is Rules {
  if (x === null || typeof x !== 'object' || Array.isArray(x)) return false;
  const r = makeRules(x);
  return r.ok && Object.keys(RULE_OPTIONS).every((k) => own(x, k));
}

export const rulesDiff = guard(rulesDiff_, () => ({}));
export const isRules = guard(isRules_, () => false);
export const makeRules = guard(makeRules_, () => ({ ok: false, error: { code: 'rules.not-an-object' } }));
