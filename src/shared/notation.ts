/**
 * The field syntax every game's notation shares (positions and games that fit a URL): `VERSION~Kvalue~Kvalue...`,
 * each field a one-letter key followed by its value, in URL-safe characters only. Games parse the values; this
 * splits the text and reports malformed input with codes.
 */
import { err, ok, type Result } from './result';

export type NotationFieldError =
  | { code: 'notation.not-a-string' }
  | { code: 'notation.bad-characters' }
  | { code: 'notation.bad-version'; expected: string }
  | { code: 'notation.bad-field'; field: string }
  | { code: 'notation.unknown-field'; field: string }
  | { code: 'notation.duplicate-field'; field: string };

/** Characters allowed unescaped in a URL (RFC 3986 "unreserved"). */
export const URL_SAFE = /^[A-Za-z0-9\-._~]*$/;

/**
 * Splits a notation text into its fields by key. `allowed` (the keys a format knows, as one string) refuses other
 * keys; `maxLength` bounds the text (default 200,000 characters).
 */
export function splitFields(
  text: unknown,
  version: string,
  { allowed, maxLength = 200_000 }: { allowed?: string; maxLength?: number } = {},
): Result<Map<string, string>, NotationFieldError> {
  if (typeof text !== 'string') return err({ code: 'notation.not-a-string' });
  if (text.length > maxLength || !URL_SAFE.test(text)) return err({ code: 'notation.bad-characters' });
  const parts = text.split('~');
  if (parts[0] !== version) return err({ code: 'notation.bad-version', expected: version });
  const fields = new Map<string, string>();
  for (const p of parts.slice(1)) {
    if (p.length === 0) return err({ code: 'notation.bad-field', field: '' });
    const key = p[0] as string;
    if (allowed !== undefined && !allowed.includes(key)) return err({ code: 'notation.unknown-field', field: key });
    if (fields.has(key)) return err({ code: 'notation.duplicate-field', field: key });
    fields.set(key, p.slice(1));
  }
  return ok(fields);
}

/**
 * The error codes every game's notation shares: the field syntax, a required field missing, a whole game's action
 * that does not parse or is refused, a game that cannot be set up, and a card given twice. A game's own
 * `NotationError` adds its codes to this union.
 */
export type CommonNotationError<C> =
  | NotationFieldError
  | { code: 'notation.missing-field'; field: string }
  | { code: 'notation.duplicate-card'; card: C }
  | { code: 'notation.bad-action'; index: number }
  | { code: 'notation.illegal-action'; index: number; error: unknown }
  | { code: 'notation.bad-game'; error: unknown };

/** A `sep`-separated list of items, each accepted by `isItem` ('' is the empty list), or null when one is not. */
export function parseList<T extends string>(text: string, isItem: (s: string) => s is T, sep = '.'): T[] | null {
  if (text === '') return [];
  const out: T[] = [];
  for (const item of text.split(sep)) {
    if (!isItem(item)) return null;
    out.push(item);
  }
  return out;
}

export type ReplayError = { code: 'notation.bad-action'; index: number } | { code: 'notation.illegal-action'; index: number; error: unknown };

/**
 * Replays a whole game's action codes from its first state: each code is parsed (`parse`, null when it is not an
 * action) and applied (`apply`); the first that does not parse or is refused stops the replay with its index.
 */
export function replayActions<S, A>(
  start: S,
  codes: readonly string[],
  parse: (code: string) => A | null,
  apply: (state: S, action: A) => { ok: true; value: S } | { ok: false; error: unknown },
): Result<S, ReplayError> {
  let s = start;
  for (let i = 0; i < codes.length; i++) {
    const a = parse(codes[i] as string);
    if (a === null || a === undefined) return err({ code: 'notation.bad-action', index: i });
    const r = apply(s, a);
    if (!r.ok) return err({ code: 'notation.illegal-action', index: i, error: r.error });
    s = r.value;
  }
  return ok(s);
}

/** The first item that comes a second time (a card given twice in a position), or undefined when none does. */
export function firstRepeat<T>(items: Iterable<T>): T | undefined {
  const seen = new Set<T>();
  for (const x of items) {
    if (seen.has(x)) return x;
    seen.add(x);
  }
  return undefined;
}
