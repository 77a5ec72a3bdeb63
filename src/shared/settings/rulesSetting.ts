/**
 * The learner's chosen rule variants of one game, remembered in the browser and shared live between the widgets of
 * a page. Stored as the rule set under `<game>.rules` (version 1); every stored value is checked against the game's
 * rule options, so foreign or corrupt data falls back to the defaults. Data written by a newer version of the site
 * (an old page cached offline meeting it) is left untouched: the page uses the defaults and does not overwrite it.
 */
import type { RuleSpec, RuleValue } from '../game';
import type { StorageLike } from '../progress/saved';

export type RuleSet = Readonly<Record<string, RuleValue>>;

const VERSION = 1;

export const rulesKey = (spec: Pick<RuleSpec, 'game'>) => `${spec.game}.rules`;
/** The window event that carries a new rule set to every widget of the page. */
export const rulesEvent = (spec: Pick<RuleSpec, 'game'>) => `${spec.game}:rules`;

export const defaultRules = (spec: RuleSpec): RuleSet => ({ ...spec.defaults });

/** The rule set with every option the data names validly; null when the data is not a valid (partial) rule set. */
export function validRules(spec: RuleSpec, data: unknown): RuleSet | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const out: Record<string, RuleValue> = { ...spec.defaults };
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const allowed = Object.prototype.hasOwnProperty.call(spec.options, key) ? spec.options[key] : undefined;
    if (!allowed || !allowed.includes(value as RuleValue)) return null;
    out[key] = value as RuleValue;
  }
  return out;
}

export type RulesLoad = { rules: RuleSet; reset: boolean; newer: boolean };

export function loadRules(spec: RuleSpec, storage: StorageLike | null): RulesLoad {
  let text: string | null = null;
  try {
    text = storage?.getItem(rulesKey(spec)) ?? null;
  } catch {
    text = null;
  }
  const defaults = defaultRules(spec);
  if (text === null) return { rules: defaults, reset: false, newer: false };
  let data: { version?: unknown; rules?: unknown } | null = null;
  try {
    data = JSON.parse(text) as { version?: unknown; rules?: unknown };
  } catch {
    data = null;
  }
  if (data && typeof data === 'object' && typeof data.version === 'number' && data.version > VERSION) {
    return { rules: defaults, reset: false, newer: true };
  }
  if (data && typeof data === 'object' && data.version === VERSION) {
    const r = validRules(spec, data.rules);
    if (r) return { rules: r, reset: false, newer: false };
  }
  // Unreadable: the defaults apply. Reading never writes; the widget that reports the reset saves the defaults.
  return { rules: defaults, reset: true, newer: false };
}

export function saveRules(spec: RuleSpec, storage: StorageLike | null, rules: RuleSet): void {
  try {
    const existing = storage?.getItem(rulesKey(spec));
    if (existing) {
      const v = (JSON.parse(existing) as { version?: unknown } | null)?.version;
      if (typeof v === 'number' && v > VERSION) return; // a newer site's data: never overwrite it
      // Stored choices this page cannot read are set aside (and exported with the progress), never just replaced.
      if (loadRules(spec, storage).reset) storage?.setItem(`${rulesKey(spec)}.backup`, existing.slice(0, 1_000_000));
    }
  } catch {
    // unreadable JSON: set it aside, then overwrite below
    try {
      const existing = storage?.getItem(rulesKey(spec));
      if (existing) storage?.setItem(`${rulesKey(spec)}.backup`, existing.slice(0, 1_000_000));
    } catch {
      // storage refused: nothing more to do
    }
  }
  try {
    storage?.setItem(rulesKey(spec), JSON.stringify({ version: VERSION, rules }));
  } catch {
    // Private mode or full storage: the choice lasts for this page only.
  }
}

/** Browser only: save and tell the other widgets of the page. */
export function publishRules(spec: RuleSpec, rules: RuleSet): void {
  saveRules(spec, browserStorage(), rules);
  window.dispatchEvent(new CustomEvent<RuleSet>(rulesEvent(spec), { detail: rules }));
}

export function browserStorage(): StorageLike | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/**
 * Reads a `?rules=` link such as `VP13-B` or `VP13-B,VP14-B` (used by "practise with the other reading" links):
 * `OPTION-VALUE` pairs, each value spelled exactly as one the panel offers, each option at most once. Returns the
 * chosen options, or null when the text names an unknown option or value, repeats an option, or is malformed.
 */
export function parseRulesParam(spec: RuleSpec, text: string | null): Record<string, RuleValue> | null {
  if (!text || text.length > 500) return null;
  const chosen: Record<string, RuleValue> = {};
  for (const part of text.split(',')) {
    const m = /^([A-Za-z][A-Za-z0-9]*)-([\w-]+)$/.exec(part.trim());
    if (!m) return null;
    const [, key, value] = m as unknown as [string, string, string];
    if (!Object.prototype.hasOwnProperty.call(spec.options, key) || Object.prototype.hasOwnProperty.call(chosen, key)) return null;
    const match = (spec.options[key] as readonly RuleValue[]).find((v) => String(v) === value);
    if (match === undefined) return null;
    chosen[key] = match;
  }
  return chosen;
}

/** The `?rules=` text for a set of choices (the inverse of parseRulesParam). */
export function makeRulesParam(chosen: Readonly<Record<string, RuleValue>>): string {
  return Object.entries(chosen)
    .map(([k, v]) => `${k}-${String(v)}`)
    .join(',');
}
