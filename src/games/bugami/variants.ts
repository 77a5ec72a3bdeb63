/**
 * Where each reading of a rule option comes from: 'source' = the German text (Parlett's game in Bischof's
 * translation) says so; 'designer' = the source is silent and we follow the designer's own English rules;
 * 'ours' = nobody says, the reading is ours. The open points the panel cannot switch are listed too, so the
 * variants page covers every open point of the specification (§10).
 */
import type { TryAt } from '../../components/reference/variants';
import { DEFAULT_RULES, RULE_OPTIONS, type Rules } from './engine/rules';
import { PANEL_KEYS, type PanelKey } from './ruleSpec';

export type Source = 'source' | 'designer' | 'ours';

export const SOURCES: { [K in PanelKey]: Partial<Record<string, Source>> } = {
  ranking: { 'ace-high': 'designer', 'ace-low': 'ours' },
  jokers: { '0': 'source', '1': 'source', '2': 'source', '3': 'source', '4': 'source' },
  jokerLead: { 'any-time': 'ours', never: 'ours' },
  zwangshochzeit: { false: 'source', true: 'source' },
  remainderIsTrick: { false: 'ours', true: 'ours' },
  nullAllTricks: { '0': 'ours', '100': 'source' },
  nullWhenOtherTakesAll: { '0': 'source', '100': 'ours' },
  playOff: { false: 'ours', true: 'ours' },
  target: { '250': 'source', '100': 'ours', '150': 'ours', '200': 'ours', '300': 'ours', '500': 'ours' },
  direction: { clockwise: 'designer', counterclockwise: 'ours' },
  nullReveal: { simultaneous: 'designer', 'face-up': 'source' },
  jokerDiscard: { 'never-wins': 'ours', wins: 'ours' },
  partnershipSpecials: { pooled: 'ours', 'per-partner': 'ours' },
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
export const FIXED_POINTS = ['players', 'dealer', 'dealing', 'remainderJokers', 'afterJokerLead', 'sameSuitGroup', 'suitless'] as const;

export interface VariantOption {
  value: string | number | boolean;
  source: Source;
  isDefault: boolean;
}

export interface Variant {
  key: PanelKey;
  op: string;
  options: VariantOption[];
}

export const VARIANTS: Variant[] = PANEL_KEYS.map((key) => ({
  key,
  op: OPEN_POINT[key],
  options: (RULE_OPTIONS[key] as readonly (string | number | boolean)[]).map((value) => ({
    value,
    source: SOURCES[key][String(value)] ?? 'ours',
    isDefault: (DEFAULT_RULES as Rules)[key] === value,
  })),
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
