/**
 * Norrlandsknack's command-line tools, read by `scripts/conformance.ts` and `scripts/bench.ts`
 * (`--game norrlandsknack`). Node only: nothing here reaches a page.
 */
export { evaluateCase } from './engine/conformance';
export { benchmarks } from './bench';
