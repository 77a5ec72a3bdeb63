/**
 * The property every engine promises for its exported functions: whatever they are given, they answer with a value,
 * never an exception. For an engine's own robustness test: the game supplies its modules and its near-miss values.
 */
import fc from 'fast-check';
import { it } from 'vitest';

export type AnyFunction = (...args: unknown[]) => unknown;

/**
 * The functions the given modules export, each named `module.name`, less those named in `skip` (hot paths that
 * trust their callers by design). One module given as `{ '': module }` names them by their plain names.
 */
export function exportedFunctions(modules: Record<string, object>, skip: ReadonlySet<string> = new Set()): [string, AnyFunction][] {
  const fns: [string, AnyFunction][] = [];
  for (const [m, mod] of Object.entries(modules)) {
    for (const [name, v] of Object.entries(mod)) {
      if (typeof v === 'function' && !skip.has(name)) fns.push([m === '' ? name : `${m}.${name}`, v as AnyFunction]);
    }
  }
  return fns;
}

/** One test per function: `numRuns` calls, each with up to `maxArgs` arguments drawn from `arg`; none may throw. */
export function itNeverThrows(fns: readonly [string, AnyFunction][], arg: fc.Arbitrary<unknown>, { maxArgs, numRuns }: { maxArgs: number; numRuns: number }): void {
  for (const [name, f] of fns) {
    it(name, () => {
      fc.assert(
        fc.property(fc.array(arg, { maxLength: maxArgs }), (args) => {
          f(...args);
        }),
        { numRuns },
      );
    });
  }
}
