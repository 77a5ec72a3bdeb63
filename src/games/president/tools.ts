/**
 * President's command-line tools, read by `scripts/conformance.ts` and `scripts/bench.ts` (`--game president`).
 * Node only: nothing here reaches a page.
 */
export { evaluateCase } from './engine/conformance/run';
export { benchmarks } from './bench';
