/**
 * The conformance runner every game shares. A cases file is `{ cases: [{ id, topic, input, expected, reason }] }`
 * (or a bare array); a game answers each case through its evaluator `(topic, input) => actual`.
 *
 * Comparison: every key of `expected` must deep-equal the same key of the actual answer (extra actual keys are
 * fine); `legal` is compared as a set; an expected `error` string (English prose in the cases) is satisfied by any
 * engine error, since engines answer with codes, not prose. An evaluator that throws fails its case (the throw is
 * reported), never the run.
 */
export type Evaluator = (topic: string, input: unknown) => unknown;

export interface CaseReport {
  id: string;
  topic: string;
  passed: boolean;
  /** One entry per differing key, e.g. `next_dealer: expected "P1", got "P2"`. Empty when passed. */
  diffs: string[];
  actual: unknown;
}

export interface RunReport {
  cases: CaseReport[];
  passed: number;
  failed: number;
}

export type LoadError = { code: 'conformance.unreadable'; detail: string };

interface Case {
  id: string;
  topic: string;
  input: unknown;
  expected: Record<string, unknown>;
}

const isObj = (x: unknown): x is Record<string, unknown> => x !== null && typeof x === 'object' && !Array.isArray(x);

/** Deep equality of JSON-like values (object key order does not matter, array order does). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  if (isObj(a) && isObj(b)) {
    const ka = Object.keys(a).filter((k) => a[k] !== undefined);
    const kb = Object.keys(b).filter((k) => b[k] !== undefined);
    return ka.length === kb.length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && deepEqual(a[k], b[k]));
  }
  return false;
}

function sameSet(a: unknown, b: unknown): boolean {
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  const key = (x: unknown) => JSON.stringify(x);
  const sa = a.map(key).sort();
  const sb = b.map(key).sort();
  return sa.every((x, i) => x === sb[i]);
}

const show = (x: unknown): string => (x === undefined ? 'nothing' : JSON.stringify(x));

function hasEngineError(actual: Record<string, unknown>): boolean {
  const e = actual.error;
  return (isObj(e) && typeof e.code === 'string') || (typeof e === 'string' && e.length > 0);
}

/** What differs between an expected and an actual answer (empty if they agree). */
export function compare(expected: Record<string, unknown>, actual: unknown): string[] {
  if (!isObj(actual)) return [`expected an object, got ${show(actual)}`];
  const diffs: string[] = [];
  for (const [key, want] of Object.entries(expected)) {
    const got = actual[key];
    if (key === 'error' && typeof want === 'string') {
      if (!hasEngineError(actual)) diffs.push(`error: expected an error (${show(want)}), got ${show(got)}`);
      continue;
    }
    const same = key === 'legal' ? sameSet(want, got) : deepEqual(want, got);
    if (!same) diffs.push(`${key}: expected ${show(want)}, got ${show(got)}`);
  }
  // An engine error the case did not expect explains every difference at once, so say so.
  if (diffs.length > 0 && !('error' in expected) && actual.error !== undefined) diffs.unshift(`engine error ${show(actual.error)}`);
  return diffs;
}

function asCase(x: unknown, index: number): Case {
  const c = isObj(x) ? x : {};
  return {
    id: typeof c.id === 'string' ? c.id : `#${index}`,
    topic: typeof c.topic === 'string' ? c.topic : '',
    input: c.input,
    expected: isObj(c.expected) ? c.expected : {},
  };
}

/** Evaluates and checks one case. */
export function runCase(raw: unknown, index: number, evaluate: Evaluator): CaseReport {
  const c = asCase(raw, index);
  let actual: unknown;
  try {
    actual = evaluate(c.topic, c.input);
  } catch (e) {
    actual = { error: { code: 'conformance.threw', message: String(e) } };
  }
  const diffs = compare(c.expected, actual);
  return { id: c.id, topic: c.topic, passed: diffs.length === 0, diffs, actual };
}

/** Parses a cases file (`{ cases: [...] }` or a bare array). */
export function parseCases(contents: string | unknown): { ok: true; value: unknown[] } | { ok: false; error: LoadError } {
  let data: unknown = contents;
  if (typeof contents === 'string') {
    try {
      data = JSON.parse(contents);
    } catch (e) {
      return { ok: false, error: { code: 'conformance.unreadable', detail: `not JSON: ${String(e)}` } };
    }
  }
  const cases = Array.isArray(data) ? data : isObj(data) ? data.cases : undefined;
  if (!Array.isArray(cases)) return { ok: false, error: { code: 'conformance.unreadable', detail: 'no "cases" array' } };
  return { ok: true, value: cases };
}

/** Runs every case of a cases file (its text or its parsed JSON). */
export function runCases(contents: string | unknown, evaluate: Evaluator): { ok: true; value: RunReport } | { ok: false; error: LoadError } {
  const parsed = parseCases(contents);
  if (!parsed.ok) return parsed;
  const cases = parsed.value.map((c, i) => runCase(c, i, evaluate));
  const passed = cases.filter((c) => c.passed).length;
  return { ok: true, value: { cases, passed, failed: cases.length - passed } };
}
