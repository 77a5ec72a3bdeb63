/**
 * The rule set: one option per open point of the specification (`shared/rules/stopp/spec.md`, section 9; the
 * source names no variants, section 7). Plain, serialisable data; the first allowed value of each option is the
 * spec's default.
 */
import { optionsFrom } from '../../../shared/engine/options';

export interface Rules {
  /** OP1. Ranking within a suit: Ace high (A K .. 2) or Ace low (K Q .. 2 A). */
  ranking: 'ace-high' | 'ace-low';
  /** OP2. Who deals next: the deal passes left skipping eliminated players, or the player who paid most deals. */
  dealer_rotation: 'left' | 'loser-deals';
  /** OP3. Dealing method: one card at a time clockwise from forehand, or six at once to each player. */
  deal_method: 'one-at-a-time' | 'six-at-once';
  /** OP4. Which higher card a beater may play: any of them, or only the lowest. */
  beat_choice: 'any-higher' | 'lowest-higher';
  /** OP5. A payment larger than the capital: pay what is left (then out), or pay in full and go below zero (then out). */
  short_payment: 'pay-what-is-left' | 'go-negative';
  /** OP6. One player left holding cards: the deal ends (false), or he turns the pile and leads on alone (true). */
  solo_continue: boolean;
  /** OP7. Who leads the first pile of a deal: forehand, or the previous deal's winner (when still playing). */
  next_leader: 'forehand' | 'deal-winner';
  /** OP8. When the pot is paid out: to the last survivor at game end, or to each deal's winner. */
  pot_payout: 'game-end' | 'each-deal';
  /** OP9. Saying Stopp: automatic, or a forced action the player must announce (a tutorial mode). */
  stopp_call: 'automatic' | 'announced';
}

export const DEFAULT_RULES: Readonly<Rules> = Object.freeze({
  ranking: 'ace-high',
  dealer_rotation: 'left',
  deal_method: 'one-at-a-time',
  beat_choice: 'any-higher',
  short_payment: 'pay-what-is-left',
  solo_continue: false,
  next_leader: 'forehand',
  pot_payout: 'game-end',
  stopp_call: 'automatic',
});

/** The allowed values of every option, first value = default. */
export const RULE_OPTIONS: { readonly [K in keyof Rules]: readonly Rules[K][] } = Object.freeze({
  ranking: ['ace-high', 'ace-low'],
  dealer_rotation: ['left', 'loser-deals'],
  deal_method: ['one-at-a-time', 'six-at-once'],
  beat_choice: ['any-higher', 'lowest-higher'],
  short_payment: ['pay-what-is-left', 'go-negative'],
  solo_continue: [false, true],
  next_leader: ['forehand', 'deal-winner'],
  pot_payout: ['game-end', 'each-deal'],
  stopp_call: ['automatic', 'announced'],
});

/** Option names in a fixed order (notation uses their positions). */
export const RULE_KEYS = Object.keys(RULE_OPTIONS) as (keyof Rules)[];

/** Which open point of the spec each option settles. */
export const OPEN_POINT: { readonly [K in keyof Rules]: number } = Object.freeze({
  ranking: 1,
  dealer_rotation: 2,
  deal_method: 3,
  beat_choice: 4,
  short_payment: 5,
  solo_continue: 6,
  next_leader: 7,
  pot_payout: 8,
  stopp_call: 9,
});

export type RulesError = { code: 'rules.not-an-object'; value: unknown } | { code: 'rules.unknown-option'; option: string } | { code: 'rules.bad-value'; option: string; value: unknown; allowed: unknown[] };

/** A full rule set from a partial, possibly untrusted object; unknown options or values give a coded error. */
export function makeRules(partial: unknown = {}): { ok: true; value: Rules } | { ok: false; error: RulesError } {
  return optionsFrom(partial, DEFAULT_RULES, RULE_OPTIONS, { nullIsDefaults: true, listAllowed: true });
}

/** Is `x` a complete, valid rule set? */
export function isRules(x: unknown): x is Rules {
  if (!x || typeof x !== 'object') return false;
  if (x === null || typeof x !== 'object' || Array.isArray(x)) return false;
  const r = x as Record<string, unknown>;
  return RULE_KEYS.every((k) => (RULE_OPTIONS[k] as readonly unknown[]).includes(r[k])) && Object.keys(r).length === RULE_KEYS.length;
}

/** The options that differ from the defaults. */
export function rulesDiff(rules: Rules): Partial<Rules> {
  const out: Record<string, unknown> = {};
  if (!rules || typeof rules !== 'object') return out as Partial<Rules>;
  for (const k of RULE_KEYS) if (rules[k] !== DEFAULT_RULES[k]) out[k] = rules[k];
  return out as Partial<Rules>;
}
