/**
 * Where each reading of a rule option comes from: 'source' = the German text (Parlett's game in Bischof's
 * translation) says so; 'designer' = the source is silent and we follow the designer's own English rules;
 * 'ours' = nobody says, the reading is ours. The open points the panel cannot switch are listed too, so the
 * variants page covers every open point of the specification (§10).
 */
import { optionReadings, type OptionReadings, type RuleValue } from '../../shared/game';
import type { TryAt } from '../../components/reference/variants';
import { DEFAULT_RULES, RULE_OPTIONS, type Rules } from './engine/rules';
import { PANEL_KEYS, type PanelKey } from './ruleSpec';

export type Source = 'source' | 'designer' | 'ours' | 'other';

/**
 * 'ours' labels only the reading we chose where no text settles it (the specification's default); a reading that
 * no source gives and that we did not choose is 'other' ("another possible reading"), never "our reading".
 */
export const SOURCES: { [K in PanelKey]: Partial<Record<string, Source>> } = {
  ranking: { 'ace-high': 'designer', 'ace-low': 'other' },
  jokers: { '0': 'source', '1': 'source', '2': 'source', '3': 'source', '4': 'source' },
  jokerLead: { 'any-time': 'ours', never: 'other' },
  zwangshochzeit: { false: 'source', true: 'source' },
  remainderIsTrick: { false: 'ours', true: 'other' },
  nullAllTricks: { '0': 'ours', '100': 'source' },
  nullWhenOtherTakesAll: { '0': 'source', '100': 'other' },
  playOff: { false: 'ours', true: 'other' },
  target: { '250': 'source', '100': 'other', '150': 'other', '200': 'other', '300': 'other', '500': 'other' },
  // OP5: the German text only implies it ("the player to the dealer's left leads"); the reading is ours.
  direction: { clockwise: 'ours', counterclockwise: 'other' },
  nullReveal: { simultaneous: 'designer', 'face-up': 'source' },
  jokerDiscard: { 'never-wins': 'ours', wins: 'other' },
  partnershipSpecials: { pooled: 'ours', 'per-partner': 'other' },
};

/** The specification's open point (§10) behind each option. */
export const OPEN_POINT: Record<PanelKey, string> = {
  ranking: 'OP1',
  direction: 'OP5',
  jokers: '§9.1',
  jokerLead: 'OP14',
  zwangshochzeit: '§9.2',
  remainderIsTrick: 'OP7',
  nullAllTricks: 'OP9',
  nullWhenOtherTakesAll: 'OP10',
  playOff: 'OP13',
  target: '§8',
  nullReveal: 'OP6',
  jokerDiscard: 'OP14',
  partnershipSpecials: 'OP18',
};

/** Open points with a single reading in the engine (decided, not switchable). */
/** Open points with a single reading in the engine (decided, not switchable; each text says why there is no switch).
 * OP2 (players) and OP3 (dealer) have no second reading worth a switch: the table already offers three to seven
 * players (the book's three to six among them), and who deals first changes nothing (the rotation follows OP5). */
export const FIXED_POINTS = ['players', 'dealer', 'dealing', 'remainderJokers', 'dealTies', 'suitless', 'jokerClean', 'afterJokerLead', 'sameSuitGroup'] as const;
export type FixedPoint = (typeof FIXED_POINTS)[number];

/** Each decided point's open point in the specification, and who decided it. */
export const FIXED_DECIDED: Record<FixedPoint, { op: string; by: Exclude<Source, 'other'> }> = {
  players: { op: 'OP2', by: 'designer' },
  dealer: { op: 'OP3', by: 'ours' },
  dealing: { op: 'OP4', by: 'designer' },
  remainderJokers: { op: 'OP8', by: 'ours' },
  dealTies: { op: 'OP11', by: 'ours' },
  suitless: { op: 'OP12', by: 'ours' },
  jokerClean: { op: 'OP15', by: 'source' },
  afterJokerLead: { op: 'OP16', by: 'ours' },
  sameSuitGroup: { op: 'OP17', by: 'ours' },
};

/**
 * Every open point (OP1-OP18) and variant point (§) of the specification, in its order, with the key of its title
 * and who decided the reading we play: the sources page lists them all.
 */
export function allPoints(): { code: string; titleKey: string; by: Exclude<Source, 'other'>; anchor: string }[] {
  const points: { code: string; titleKey: string; by: Exclude<Source, 'other'>; anchor: string }[] = [];
  for (const v of VARIANTS) {
    const def = v.options.find((o) => o.isDefault);
    points.push({ code: v.op, titleKey: `vp.${v.key}.title`, by: (def?.source === 'other' ? 'ours' : def?.source) ?? 'ours', anchor: v.key });
  }
  for (const f of FIXED_POINTS) points.push({ code: FIXED_DECIDED[f].op, titleKey: `variants.fixed.${f}.title`, by: FIXED_DECIDED[f].by, anchor: `fixed-${f.toLowerCase()}` });
  const rank = (c: string) => (c.startsWith('OP') ? Number(c.slice(2)) : 100 + Number(c.replace(/\D/g, '')));
  return points.sort((a, b) => rank(a.code) - rank(b.code) || a.titleKey.localeCompare(b.titleKey));
}

export interface Variant extends OptionReadings<PanelKey, RuleValue, Source> {
  op: string;
}

export const VARIANTS: Variant[] = optionReadings(PANEL_KEYS, RULE_OPTIONS, SOURCES, 'ours', DEFAULT_RULES as Rules).map((v) => ({
  ...v,
  op: OPEN_POINT[v.key],
}));

/**
 * Where each option's "try the other reading" link leads, so it opens somewhere the reading changes what you see:
 * the drill (and level) that shows it, or the game table for the readings no drill touches (the end of the game,
 * a Null shown face up). Options not listed open the drills page, where their drills already change.
 */
export const TRY_AT: Partial<Record<PanelKey, TryAt>> = {
  // Level 2 of the follow-suit drill has Jokers, and under 'never' asks for leads with a Joker in the hand.
  jokerLead: { drill: 'follow-suit', level: 2 },
  // Level 2 of the trick-winner drill has Jokers, mostly thrown off under 'wins'.
  jokerDiscard: { drill: 'trick-winner', level: 2 },
  // The Zwangshochzeit drill plays every deal with partners; per partner it prefers one where a partner took no trick.
  partnershipSpecials: { drill: 'zwangshochzeit' },
  nullReveal: { page: 'play' },
  playOff: { page: 'play' },
  target: { page: 'play' },
};
