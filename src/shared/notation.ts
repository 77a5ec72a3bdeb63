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
