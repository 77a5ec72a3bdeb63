/**
 * For a game whose simulator copies its plain fields by hand (after `copyArrays`, for speed): a check that the copy
 * misses none, so a field added later cannot be forgotten in the copy.
 */
import { expect } from 'vitest';

/** Sets every plain field of a fresh state to another value and an item of each array, copies, and compares. */
export function expectCopiesEveryField<S extends object>(make: () => S, copy: (into: S, from: S) => void): void {
  const from = make();
  const into = make();
  const fields = from as unknown as Record<string, unknown>;
  for (const k of Object.keys(from)) fields[k] = typeof fields[k] === 'boolean' ? !fields[k] : 7;
  const arrays = Object.getOwnPropertyNames(from).filter((k) => ArrayBuffer.isView(fields[k]));
  arrays.forEach((k, i) => ((fields[k] as Int8Array)[0] = i + 1));
  copy(into, from);
  expect({ ...into }).toEqual({ ...from });
  const got = into as unknown as Record<string, Int8Array>;
  expect(arrays.map((k) => got[k]?.[0])).toEqual(arrays.map((_, i) => i + 1));
}
