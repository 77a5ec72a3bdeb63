/** Results every engine and platform module returns: a value, or an error with a code and plain data (never prose). */
export interface CodedError {
  code: string;
  [key: string]: unknown;
}

export type Result<T, E extends { code: string } = CodedError> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const err = <E extends { code: string }>(error: E): { ok: false; error: E } => ({ ok: false, error });
