/**
 * A game's rule set from a partial, possibly untrusted object (saved settings, a case's options): every own key must
 * name one of the game's options and every value be one it accepts; anything else is a coded error, never a throw.
 * The game supplies its defaults and its options' values as data.
 */
import { err, ok, type Result } from '../result';

export type OptionsError =
  | { code: 'rules.not-an-object'; value: unknown }
  | { code: 'rules.unknown-option'; option: string }
  | { code: 'rules.bad-value'; option: string; value: unknown };

/** The same, a bad value's error listing the option's values. */
export type OptionsErrorListing = Exclude<OptionsError, { code: 'rules.bad-value' }> | { code: 'rules.bad-value'; option: string; value: unknown; allowed: unknown[] };

export interface OptionsFrom {
  /** null gives the defaults, as undefined does (otherwise it is not an object). */
  nullIsDefaults?: boolean;
  /** Whether an option takes a value outside its list (e.g. any whole number in a range); undefined: the list decides. */
  accepts?: (option: string, value: unknown) => boolean | undefined;
  /** A bad value's error lists the option's values (`allowed`). */
  listAllowed?: boolean;
}

type OptionValues<R> = { readonly [K in keyof R]: readonly unknown[] };

/** `defaults` with the options `partial` sets, each checked against its values in `options`. */
export function optionsFrom<R extends object>(partial: unknown, defaults: R, options: OptionValues<R>, how: OptionsFrom & { listAllowed: true }): Result<R, OptionsErrorListing>;
export function optionsFrom<R extends object>(partial: unknown, defaults: R, options: OptionValues<R>, how?: OptionsFrom & { listAllowed?: false }): Result<R, OptionsError>;
export function optionsFrom<R extends object>(
  partial: unknown,
  defaults: R,
  options: OptionValues<R>,
  { nullIsDefaults = false, accepts, listAllowed = false }: OptionsFrom = {},
): Result<R, OptionsError | OptionsErrorListing> {
  if (partial === undefined || (nullIsDefaults && partial === null)) return ok({ ...defaults });
  if (partial === null || typeof partial !== 'object' || Array.isArray(partial)) return err({ code: 'rules.not-an-object', value: partial });
  const rules: R = { ...defaults };
  let entries: [string, unknown][];
  try {
    entries = Object.entries(partial as Record<string, unknown>);
  } catch {
    return err({ code: 'rules.not-an-object', value: null });
  }
  for (const [key, value] of entries) {
    if (!Object.prototype.hasOwnProperty.call(options, key)) return err({ code: 'rules.unknown-option', option: key });
    const allowed = options[key as keyof R];
    if (!(accepts?.(key, value) ?? allowed.includes(value))) {
      return err(listAllowed ? { code: 'rules.bad-value', option: key, value, allowed: [...allowed] } : { code: 'rules.bad-value', option: key, value });
    }
    (rules as Record<string, unknown>)[key] = value;
  }
  return ok(rules);
}
