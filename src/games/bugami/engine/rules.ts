/**
 * The rule set: one option per variant and open point of the specification (`shared/rules/bugami/spec.md`, §9-10).
 * Plain, serialisable data. Options that have one allowed value record a decided default the engine implements
 * (so a rules panel can show it); the others can be switched.
 */
import { optionsFrom } from '../../../shared/engine/options';

export interface Rules {
  /** OP1: order within a suit. 'ace-high': A K Q ... 2 (default); 'ace-low': K Q ... 2 A. */
  ranking: 'ace-high' | 'ace-low';
  /** OP5 / OP3: direction of play and of the deal's rotation. */
  direction: 'clockwise' | 'counterclockwise';
  /** OP4: dealing method (no effect on a random deal; a stacked pack is dealt one card at a time from P0). */
  dealing: 'one-at-a-time';
  /** OP6: how a Null bid is shown. 'simultaneous' (default): committed secretly and revealed with every other bid;
   * 'face-up': the source's literal wording, the Null bidder turns his bid cards face up at once, so the players
   * still to bid see it before they choose. */
  nullReveal: 'simultaneous' | 'face-up';
  /** §9.1 variant: Jokers added to the pack (0 = no Joker variant). */
  jokers: 0 | 1 | 2 | 3 | 4;
  /** OP14: may a Joker be led? 'any-time' (default) or 'never' (except when the hand holds nothing else). */
  jokerLead: 'any-time' | 'never';
  /** OP14: a Joker played as a discard (not led). 'never-wins' (default): it has no suit and cannot win; 'wins':
   * the Joker's power holds whenever it is played, so a thrown-off Joker wins the trick (the first Joker played
   * wins when several fall). */
  jokerDiscard: 'never-wins' | 'wins';
  /** OP16: after a led Joker every card is legal. */
  afterJokerLead: 'free';
  /** §9.2 variant: players who named the same bad suit become partners. */
  zwangshochzeit: boolean;
  /** OP17: three or more players on one suit form one partnership. */
  sameSuitGroup: 'one-partnership';
  /** OP18: the every-trick / no-trick cases of a partnership. 'pooled' (default): judged on the pooled tricks;
   * 'per-partner': judged for each partner alone (every trick only when one player took them all; a partner who
   * took no trick scores 30 himself, the pooled score goes to the partners who took tricks). */
  partnershipSpecials: 'pooled' | 'per-partner';
  /** OP7: is the undealt remainder an extra trick for the last-trick winner? Default false (cards only). */
  remainderIsTrick: boolean;
  /** OP9: score of a Null bidder who takes every trick (default 0). */
  nullAllTricks: 0 | 100;
  /** OP10: score of a successful Null bidder when someone else takes every trick (default 0). */
  nullWhenOtherTakesAll: 0 | 100;
  /** OP13: equal highest totals at the end: false = shared win (default), true = play further deals. */
  playOff: boolean;
  /** §8: the total that ends the game (default 250). Any integer 10..10000 is accepted. */
  target: number;
}

export const DEFAULT_RULES: Readonly<Rules> = Object.freeze({
  ranking: 'ace-high',
  direction: 'clockwise',
  dealing: 'one-at-a-time',
  nullReveal: 'simultaneous',
  jokers: 0,
  jokerLead: 'any-time',
  jokerDiscard: 'never-wins',
  afterJokerLead: 'free',
  zwangshochzeit: false,
  sameSuitGroup: 'one-partnership',
  partnershipSpecials: 'pooled',
  remainderIsTrick: false,
  nullAllTricks: 0,
  nullWhenOtherTakesAll: 0,
  playOff: false,
  target: 250,
});

/** The allowed values of every option, first value = default (`target` also takes any integer 10..10000). */
export const RULE_OPTIONS: { readonly [K in keyof Rules]: readonly Rules[K][] } = {
  ranking: ['ace-high', 'ace-low'],
  direction: ['clockwise', 'counterclockwise'],
  dealing: ['one-at-a-time'],
  nullReveal: ['simultaneous', 'face-up'],
  jokers: [0, 1, 2, 3, 4],
  jokerLead: ['any-time', 'never'],
  jokerDiscard: ['never-wins', 'wins'],
  afterJokerLead: ['free'],
  zwangshochzeit: [false, true],
  sameSuitGroup: ['one-partnership'],
  partnershipSpecials: ['pooled', 'per-partner'],
  remainderIsTrick: [false, true],
  nullAllTricks: [0, 100],
  nullWhenOtherTakesAll: [0, 100],
  playOff: [false, true],
  target: [250, 100, 150, 200, 300, 500],
};

export const RULE_KEYS = Object.keys(RULE_OPTIONS) as (keyof Rules)[];

export type RulesError = { code: 'rules.not-an-object'; value: unknown } | { code: 'rules.unknown-option'; option: string } | { code: 'rules.bad-value'; option: string; value: unknown };

/**
 * Builds a rule set from a partial, possibly untrusted object (saved settings, a case's `options`). Unknown
 * options or values give an error value; nothing throws.
 */
export function makeRules(partial: unknown = {}): { ok: true; value: Rules } | { ok: false; error: RulesError } {
  // The target is any whole number from 10 to 10,000 (its listed values are suggestions).
  const accepts = (key: string, value: unknown) => (key === 'target' ? typeof value === 'number' && Number.isInteger(value) && value >= 10 && value <= 10000 : undefined);
  return optionsFrom(partial, DEFAULT_RULES, RULE_OPTIONS, { accepts });
}

/** Only the options that differ from the defaults (what notation and saved games store). */
export function rulesDiff(rules: Rules): Partial<Rules> {
  const out: Partial<Rules> = {};
  if (rules === null || typeof rules !== 'object') return out;
  for (const k of RULE_KEYS) if (rules[k] !== DEFAULT_RULES[k]) (out as Record<string, unknown>)[k] = rules[k];
  return out;
}
