/**
 * The rule set: one option per open point (OP) of the specification (`shared/rules/norrlandsknack/spec.md`,
 * section 10). Plain, serialisable data; `RULE_OPTIONS` lists the allowed values of each option, first = default.
 */
import { optionsFrom } from '../../../shared/engine/options';

export interface Rules {
  /** OP1: card ranking in every suit. 'ace-high': A K Q J T 9 .. 2. 'ace-low': K Q J .. 2 A. */
  ranking: 'ace-high' | 'ace-low';
  /** OP2: false = one stake each at the start of the game (plus one per limpa); true = everyone stakes again at every new deal (not at a redeal). */
  ante_each_deal: boolean;
  /** OP3: where the deal passes after a played deal. Forehand is always the dealer's left-hand neighbour. */
  rotation: 'left' | 'right';
  /** OP4: order of the go-along/fold answers (deal 2 on). 'after-knocker': clockwise from the knocker's left. 'from-forehand': clockwise from forehand. */
  response_order: 'after-knocker' | 'from-forehand';
  /** OP5: everyone lurks in deal 2 onward. 'redeal': same dealer deals again. 'pass-deal': the deal passes on. */
  all_lurk_later: 'redeal' | 'pass-deal';
  /** OP6: tricks credited to a knocker when everyone else folds (0-5). */
  unopposed_knock_tricks: 0 | 1 | 2 | 3 | 4 | 5;
  /** OP7: may the dealer discard the turned-up trump card when buying? */
  dealer_may_discard_turnup: boolean;
  /** OP8: who must lead the trump ace. 'opening-lead': whoever makes the deal's opening lead. 'forehand-only': only forehand. 'off': nobody. */
  trump_ace_rule: 'opening-lead' | 'forehand-only' | 'off';
  /** OP9: game end. 'per-trick': scores count down trick by trick, first to 0 wins at once. 'after-deal': the deal is finished and scored; lowest score at 0 or below wins (ties share). */
  game_end: 'per-trick' | 'after-deal';
  /** OP10a: under Trumfmant with no trump in hand. 'follow-suit': the normal rule. 'free': any card. */
  trumfmant_no_trump: 'follow-suit' | 'free';
  /** OP10b: under Trumfmant, must a leader holding a trump lead one? 'free' (default) or 'must-lead-trump'. */
  trumfmant_lead: 'free' | 'must-lead-trump';
  /** OP11: limpas one player can get in one deal (no trick and a Trumfmant breach). */
  max_limpa_per_deal: 1 | 2;
  /** OP12: Trumfmant breaches. 'prevent': the engine refuses the card. 'penalty': the card stands and the player gets a limpa. */
  trumfmant_breach: 'prevent' | 'penalty';
  /** OP13: who is punished for no trick from deal 2 on. 'knocker-and-joiners' (every participant) or 'joiners-only'. */
  limpa_later: 'knocker-and-joiners' | 'joiners-only';
}

export const DEFAULT_RULES: Readonly<Rules> = Object.freeze({
  ranking: 'ace-high',
  ante_each_deal: false,
  rotation: 'left',
  response_order: 'after-knocker',
  all_lurk_later: 'redeal',
  unopposed_knock_tricks: 5,
  dealer_may_discard_turnup: true,
  trump_ace_rule: 'opening-lead',
  game_end: 'per-trick',
  trumfmant_no_trump: 'follow-suit',
  trumfmant_lead: 'free',
  max_limpa_per_deal: 1,
  trumfmant_breach: 'prevent',
  limpa_later: 'knocker-and-joiners',
});

/** The allowed values of every option, first value = default. Used for validation, notation and a variant panel. */
export const RULE_OPTIONS: { readonly [K in keyof Rules]: readonly Rules[K][] } = {
  ranking: ['ace-high', 'ace-low'],
  ante_each_deal: [false, true],
  rotation: ['left', 'right'],
  response_order: ['after-knocker', 'from-forehand'],
  all_lurk_later: ['redeal', 'pass-deal'],
  unopposed_knock_tricks: [5, 0, 1, 2, 3, 4],
  dealer_may_discard_turnup: [true, false],
  trump_ace_rule: ['opening-lead', 'forehand-only', 'off'],
  game_end: ['per-trick', 'after-deal'],
  trumfmant_no_trump: ['follow-suit', 'free'],
  trumfmant_lead: ['free', 'must-lead-trump'],
  max_limpa_per_deal: [1, 2],
  trumfmant_breach: ['prevent', 'penalty'],
  limpa_later: ['knocker-and-joiners', 'joiners-only'],
};

export const RULE_KEYS = Object.keys(RULE_OPTIONS) as (keyof Rules)[];

export type RulesError = { code: 'rules.not-an-object'; value: unknown } | { code: 'rules.unknown-option'; option: string } | { code: 'rules.bad-value'; option: string; value: unknown };

/**
 * Builds a rule set from a partial, possibly untrusted object (saved settings, a case's `rules`). Unknown options
 * or values give an error value; nothing throws.
 */
export function makeRules(partial: unknown = {}): { ok: true; value: Rules } | { ok: false; error: RulesError } {
  return optionsFrom(partial, DEFAULT_RULES, RULE_OPTIONS, { nullIsDefaults: true });
}

/** Is `x` a complete, valid rule set? */
export function isRules(x: unknown): x is Rules {
  if (x === null || typeof x !== 'object' || Array.isArray(x)) return false;
  const r = x as Record<string, unknown>;
  return RULE_KEYS.every((k) => (RULE_OPTIONS[k] as readonly unknown[]).includes(r[k])) && Object.keys(r).length === RULE_KEYS.length;
}
