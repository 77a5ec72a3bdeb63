/**
 * The rule set: one option per variant point (VP) of the specification
 * (`../shared/rules/hindersche/spec.md`, section 14). Plain, serialisable data.
 * Option values match the spellings used by the conformance cases (`input.variants`).
 */

/** A type alias (not an interface) so that a rule set is also a plain record of option values for the platform. */
export type Rules = {
  /** Turned card with 2-3 players. A: top of the undealt stack, out of play. B: dealer's ninth card, kept in hand. */
  VP01: 'A' | 'B';
  /** May a dropped-out player deal? A: no, the deal skips to the next active player. B: yes, the turn to deal still passes through every seat. */
  VP02: 'A' | 'B';
  /** The Little Man's suit. trump-only: a trump for every purpose. follows-printed-suit: also counts as a card of its printed suit when deciding whether a player holds the led suit. */
  VP05: 'trump-only' | 'follows-printed-suit';
  /** Who may schleipfen. A: anyone, any trick. B: only the player of the highest card of the led suit, in a trick where a trump was played. */
  VP06: 'A' | 'B';
  /** Objections to a haul of the ninth trick. until-scoring: allowed until the deal is scored. closed: a haul of the last trick stands. */
  VP07: 'until-scoring' | 'closed';
  /** Playoff seating. A: t1 deals, t2 leads. B: t1 leads, tk deals. */
  VP08: 'A' | 'B';
  /** Where the regular deal resumes after a playoff. A: left of the last playoff dealer. B: right of the original dealer. */
  VP09: 'A' | 'B';
  /** How a playoff is decided. B: a march (>= 100 or all nine tricks) wins, then fewest points; most points loses. A: points only, no march in a playoff. */
  VP10: 'A' | 'B';
  /** Seating of a repeated playoff. B: the previous playoff counts as the tied deal. A: seated from the original tied deal again. */
  VP11: 'A' | 'B';
  /** Shut-out. exactly-one-holder: only one player holds marks at the end of phase 1. lost-every-deal: a player who received a mark in each of the four phase-1 deals with no march. */
  VP12: 'exactly-one-holder' | 'lost-every-deal';
  /** Excess marks, no march. A: the E lowest each erase one. B: only the lowest erases one. */
  VP13: 'A' | 'B';
  /** March with excess marks. A: erase min(2, E, own). B: erase min(2, own). */
  VP14: 'A' | 'B';
  /** Three marks on the slate, no march. B: most points adds one. A: no change. */
  VP16: 'A' | 'B';
  /** Everybody level in Butzen. A: no change. B: the whole group plays off. */
  VP17: 'A' | 'B';
  /** Which ties are played off. A: only ties that decide a mark. B: any tie for first or last place. */
  VP18: 'A' | 'B';
  /** Two playoffs from one deal. erase-first (default) or add-first. */
  VP20: 'erase-first' | 'add-first';
  /** Hübscher. A: any time in Butzen. B: only with exactly two players. */
  VP21: 'A' | 'B';
  /** Games in a rubber. */
  VP22: number;
  /** First dealer of the next game. continue-rotation: right of the last regular dealer. loser-deals: the game's loser deals. */
  VP23: 'continue-rotation' | 'loser-deals';
};

export const DEFAULT_RULES: Readonly<Rules> = Object.freeze({
  VP01: 'A',
  VP02: 'A',
  VP05: 'trump-only',
  VP06: 'A',
  VP07: 'until-scoring',
  VP08: 'A',
  VP09: 'B',
  VP10: 'B',
  VP11: 'B',
  VP12: 'exactly-one-holder',
  VP13: 'A',
  VP14: 'A',
  VP16: 'B',
  VP17: 'A',
  VP18: 'A',
  VP20: 'erase-first',
  VP21: 'A',
  VP22: 4,
  VP23: 'continue-rotation',
});

/** The allowed values of every option, first value = default. Used for validation and by the rule-variant panel. */
export const RULE_OPTIONS: { readonly [K in keyof Rules]: readonly Rules[K][] } = {
  VP01: ['A', 'B'],
  VP02: ['A', 'B'],
  VP05: ['trump-only', 'follows-printed-suit'],
  VP06: ['A', 'B'],
  VP07: ['until-scoring', 'closed'],
  VP08: ['A', 'B'],
  VP09: ['B', 'A'],
  VP10: ['B', 'A'],
  VP11: ['B', 'A'],
  VP12: ['exactly-one-holder', 'lost-every-deal'],
  VP13: ['A', 'B'],
  VP14: ['A', 'B'],
  VP16: ['B', 'A'],
  VP17: ['A', 'B'],
  VP18: ['A', 'B'],
  VP20: ['erase-first', 'add-first'],
  VP21: ['A', 'B'],
  VP22: [4, 1, 2, 3, 5, 6, 7, 8],
  VP23: ['continue-rotation', 'loser-deals'],
};

export type RulesError = { code: 'rules.unknown-variant'; variant: string } | { code: 'rules.bad-value'; variant: string; value: unknown };

/**
 * Builds a rule set from a partial, possibly untrusted object (e.g. `input.variants` of a case, or saved settings).
 * Unknown keys or values give an error value; nothing throws.
 */
export function makeRules(partial: unknown = {}): { ok: true; value: Rules } | { ok: false; error: RulesError } {
  const rules: Rules = { ...DEFAULT_RULES };
  if (partial === null || typeof partial !== 'object' || Array.isArray(partial)) {
    return { ok: false, error: { code: 'rules.bad-value', variant: '*', value: partial } };
  }
  for (const [key, value] of Object.entries(partial as Record<string, unknown>)) {
    if (!Object.prototype.hasOwnProperty.call(RULE_OPTIONS, key)) return { ok: false, error: { code: 'rules.unknown-variant', variant: key } };
    const k = key as keyof Rules;
    const allowed = RULE_OPTIONS[k] as readonly unknown[];
    if (k === 'VP22') {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 99) {
        return { ok: false, error: { code: 'rules.bad-value', variant: key, value } };
      }
    } else if (!allowed.includes(value)) {
      return { ok: false, error: { code: 'rules.bad-value', variant: key, value } };
    }
    (rules as unknown as Record<string, unknown>)[k] = value;
  }
  return { ok: true, value: rules };
}
