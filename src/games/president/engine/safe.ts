/**
 * The engine's promise that no exported function throws, on any input: functions whose arguments are trusted
 * for speed (a rule set, a hand of cards, a table the engine made) are exported through `guard`, which turns an
 * exception caused by a malformed argument into the function's neutral answer: an empty list, a neutral number,
 * or an error value `{ code: 'engine.bad-input' }`.
 */
export const BAD_INPUT = Object.freeze({ ok: false as const, error: Object.freeze({ code: 'engine.bad-input' as const }) });

export function guard<F extends (...args: never[]) => unknown>(f: F, fallback: () => unknown): F {
  const g = (...args: Parameters<F>): unknown => {
    try {
      return f(...args);
    } catch {
      return fallback();
    }
  };
  return g as unknown as F;
}

export const badInput = (): unknown => ({ ok: false, error: { code: 'engine.bad-input' } });
export const emptyList = (): unknown => [];
