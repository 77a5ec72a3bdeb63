export function benchmarks(argv: readonly string[]): object[] { void argv; return []; }
