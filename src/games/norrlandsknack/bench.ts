export function benchmarks(_argv: readonly string[]): object[] { return []; }
