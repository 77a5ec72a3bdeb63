/** Wraps a function so that any exception becomes a fallback value: the public API never throws. */
export function guard<A extends unknown[], R>(f: (...a: A) => R, fallback: (...a: A) => R): (...a: A) => R {
  return (...a: A): R => {
    try {
      return f(...a);
    } catch {
      return fallback(...a);
    }
  };
}
