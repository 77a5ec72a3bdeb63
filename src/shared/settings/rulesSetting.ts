/**
 * The learner's chosen rule variants, remembered in the browser and shared live between the widgets of a page.
 * Stored as the partial rule set; makeRules validates it, so foreign or corrupt data falls back to the defaults.
 */
import { makeRules, type Rules } from '../../games/hindersche/engine/rules';
import type { StorageLike } from '../progress/progress';

export const RULES_KEY = 'hindersche.rules';
export const RULES_EVENT = 'hindersche:rules';
const VERSION = 1;

export function loadRules(storage: StorageLike | null): { rules: Rules; reset: boolean } {
  let text: string | null = null;
  try {
    text = storage?.getItem(RULES_KEY) ?? null;
  } catch {
    text = null;
  }
  const defaults = makeRules({});
  if (!defaults.ok) throw new Error('default rules are invalid');
  if (text === null) return { rules: defaults.value, reset: false };
  try {
    const data = JSON.parse(text) as { version?: unknown; rules?: unknown };
    if (data.version === VERSION) {
      const r = makeRules(data.rules);
      if (r.ok) return { rules: r.value, reset: false };
    }
  } catch {
    // fall through: reset below
  }
  saveRules(storage, defaults.value);
  return { rules: defaults.value, reset: true };
}

export function saveRules(storage: StorageLike | null, rules: Rules): void {
  try {
    storage?.setItem(RULES_KEY, JSON.stringify({ version: VERSION, rules }));
  } catch {
    // Private mode or full storage: the choice lasts for this page only.
  }
}

/** Browser only: save and tell the other widgets of the page. */
export function publishRules(rules: Rules): void {
  saveRules(browserStorage(), rules);
  window.dispatchEvent(new CustomEvent<Rules>(RULES_EVENT, { detail: rules }));
}

export function browserStorage(): StorageLike | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/**
 * Reads a `?rules=` link such as `VP13-B` or `VP13-B,VP14-B` (used by "practise with the other reading" links).
 * Returns the chosen options, or null if the text names an unknown variant point or value.
 */
export function parseRulesParam(text: string | null): Partial<Rules> | null {
  if (!text) return null;
  const chosen: Record<string, unknown> = {};
  for (const part of text.split(',')) {
    const m = /^(VP\d\d)-([\w-]+)$/.exec(part.trim());
    if (!m) return null;
    const [, key, value] = m as unknown as [string, string, string];
    chosen[key] = key === 'VP22' ? Number(value) : value;
  }
  const r = makeRules(chosen);
  return r.ok ? (chosen as Partial<Rules>) : null;
}
