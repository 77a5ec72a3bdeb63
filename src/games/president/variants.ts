/**
 * Who decided each rule option's readings (spec §8 and §11), shown on the variants page, in the lessons' "sources
 * differ" boxes and on the sources page:
 *   'source'       the Swedish rules text states it;
 *   'reading'      the text states the rule, but its wording allows two readings, and this is the specification's;
 *   'otherReading' the same rule of the text, read the other way;
 *   'spec'         the text is silent, and this is the default of the rules specification behind this site;
 *   'other'        the text is silent, and this is another reading some tables play;
 *   'ours'         neither the text nor the specification settles it: we decided (see the sources page).
 * ('neither' is the platform's fallback for a value listed nowhere, such as a target nobody names: 'other'.)
 * The options and defaults come from the engine's rule set, so this table cannot drift from it. The open points
 * the engine settles one way (no second reading to practise) are listed in `DECIDED_POINTS`, so the variants page
 * covers every open point 1-16 and every variant V1-V4.
 */
import { optionReadings, type OptionReadings } from '../../shared/game';
import type { TryAt } from '../../components/reference/variants';
import type { RuleValue } from '../../shared/game';
import { DEFAULT_RULES, RULE_OPTIONS, type Rules } from './engine/rules';

export type Source = 'source' | 'reading' | 'otherReading' | 'spec' | 'other' | 'ours' | 'neither';
export type VariantKey = keyof Rules;

export const SOURCES: { [K in VariantKey]: Partial<Record<string, Source>> } = {
  variant: { classic: 'source', trouduc: 'source' },
  rankOrder: { 'ace-high': 'spec', 'two-high': 'source' },
  jokers: { '0': 'source', '1': 'source', '2': 'source' },
  highJoker: { black: 'source', red: 'source' },
  exchangeCards: { '3': 'source', '2': 'source', '1': 'source', '0': 'ours' },
  presidentReturns: { 'lowest-own': 'spec', 'lowest-after-receiving': 'other', 'free-choice': 'other' },
  sequences: { false: 'source', true: 'source' },
  runMinLength: { '2': 'spec', '3': 'other' },
  runWrap: { never: 'spec', allowed: 'other' },
  runMaxLength: { '0': 'spec', '4': 'other' },
  runSetAnswers: { never: 'spec', 'same-size': 'other' },
  runOrder: { active: 'spec', natural: 'other' },
  jokersInRuns: { false: 'spec', true: 'other' },
  passWhenAble: { allowed: 'source', forbidden: 'other' },
  scoring: { places: 'source', trouduc: 'source' },
  target: { '15': 'source', '25': 'source', '11': 'source', '5': 'other', '7': 'other', '10': 'other', '20': 'other', '30': 'other', '50': 'other' },
  tieBreak: { 'total-then-last-deal': 'reading', 'last-deal': 'otherReading' },
  titles: { none: 'spec', 'by-place': 'source' },
};

/** The spec's open point (§11) or variant (§8) behind each option, shown on the variants page. */
export const SPEC_POINT: Record<VariantKey, string> = {
  variant: 'V4',
  rankOrder: 'OP1',
  jokers: 'V4',
  highJoker: 'V4',
  exchangeCards: 'V1',
  presidentReturns: 'OP6',
  sequences: 'V2',
  runMinLength: 'OP10',
  runWrap: 'OP10',
  runMaxLength: 'OP10',
  runSetAnswers: 'OP10',
  runOrder: 'OP11',
  jokersInRuns: 'OP12',
  passWhenAble: 'OP3',
  scoring: 'V4',
  target: 'OP9',
  tieBreak: 'OP8',
  titles: 'V3, OP16',
};

/**
 * What each option's other readings need in the drills to show at all: the run details need runs, the order of
 * runs the 2-high order, Jokers in runs a Joker.
 */
export const ALONG: Partial<Record<VariantKey, Partial<Rules>>> = {
  runMinLength: { sequences: true },
  runWrap: { sequences: true },
  runMaxLength: { sequences: true },
  runSetAnswers: { sequences: true },
  runOrder: { sequences: true, rankOrder: 'two-high' },
  jokersInRuns: { sequences: true, jokers: 1 },
  highJoker: { jokers: 2 },
};

/**
 * Open points with a single reading in the engine (spec §11): the spec gives no second reading to practise. Each is
 * on the variants page with what the text says, our reading and why there is no other choice.
 */
export const DECIDED_POINTS: readonly { key: string; code: string; source: Source }[] = [
  { key: 'firstDeal', code: 'OP2', source: 'spec' },
  { key: 'firstLead', code: '§5.1', source: 'source' },
  { key: 'leadAfterOut', code: 'OP4', source: 'spec' },
  { key: 'dealEnd', code: 'OP5', source: 'spec' },
  { key: 'firstExchange', code: 'OP7', source: 'source' },
  { key: 'exchangeTies', code: '§4', source: 'spec' },
  { key: 'jokerOnlySet', code: 'OP12', source: 'spec' },
  { key: 'singleJoker', code: 'OP12', source: 'ours' },
  { key: 'exchangeOrder', code: 'OP13', source: 'spec' },
  { key: 'suits', code: 'OP14', source: 'source' },
  { key: 'bombs', code: 'OP15', source: 'source' },
];

/** The spec's points in its own order (OP1-OP16, then the variants V1-V4, then the section rules), for the sources page. */
export function pointOrder(code: string): number {
  const first = code.split(/,\s*/)[0] ?? code;
  const m = /^(OP|V|§)(\d+)/.exec(first);
  if (!m) return 1000;
  const n = Number(m[2]);
  return m[1] === 'OP' ? n : m[1] === 'V' ? 100 + n : 200 + n;
}

export interface Variant extends OptionReadings<VariantKey, RuleValue, Source> {
  point: string;
}

export const VARIANTS: Variant[] = optionReadings(Object.keys(RULE_OPTIONS) as VariantKey[], RULE_OPTIONS, SOURCES, 'other', DEFAULT_RULES).map((v) => ({
  ...v,
  point: SPEC_POINT[v.key],
}));

/** The drill where each option shows best. */
const DRILL: Record<VariantKey, string> = {
  variant: 'exchange',
  rankOrder: 'beat-or-pass',
  jokers: 'beat-or-pass',
  highJoker: 'beat-or-pass',
  exchangeCards: 'exchange',
  presidentReturns: 'exchange',
  sequences: 'combo-builder',
  runMinLength: 'combo-builder',
  runWrap: 'combo-builder',
  runMaxLength: 'combo-builder',
  runSetAnswers: 'beat-or-pass',
  runOrder: 'combo-builder',
  jokersInRuns: 'combo-builder',
  passWhenAble: 'beat-or-pass',
  scoring: 'finishing-order',
  target: 'finishing-order',
  tieBreak: 'finishing-order',
  titles: 'finishing-order',
};
/** The drill level where runs turn up (level 3 of the combination builder and of beat-or-pass). */
const RUN_LEVEL = new Set<VariantKey>(['sequences', 'runMinLength', 'runWrap', 'runMaxLength', 'runSetAnswers', 'runOrder', 'jokersInRuns']);

/**
 * Where each reading's "try it" link leads (the platform's variants page): the drill where the option shows best, at
 * the level where runs turn up for the run options, with the options the reading needs to show at all (`ALONG`).
 * Checked against the drills in tests/variant-links.test.ts.
 */
/** Readings no drill shows: no drill asks for a run longer than four cards, and titles are said only at a game's end. */
const AT_TABLE = new Set<VariantKey>(['runMaxLength', 'titles']);

export const TRY_AT = Object.fromEntries(
  (Object.keys(DRILL) as VariantKey[]).map((key) => {
    const where: TryAt = AT_TABLE.has(key) ? { page: 'play' } : { drill: DRILL[key], ...(RUN_LEVEL.has(key) ? { level: 3 } : {}) };
    return [key, ALONG[key] ? { ...where, with: ALONG[key] as Record<string, RuleValue> } : where];
  }),
) as Record<VariantKey, TryAt>;
