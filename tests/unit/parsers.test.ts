/**
 * Every parser of every game's engine (each exported function named `parse...` in `src/games/<id>/engine/`) answers
 * any input with a value or a coded error: it never throws, and a refusal carries an error with a string `code`.
 * Found by name, so a parser added later is covered without touching this file.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const modules = import.meta.glob<Record<string, unknown>>(['../../src/games/*/engine/*.ts', '!../../src/games/*/engine/*.test.ts'], { eager: true });

const parsers: [string, (...a: unknown[]) => unknown][] = [];
const seen = new Set<unknown>();
// Modules before their index (which re-exports them), so each parser is named after the module that defines it.
for (const [path, mod] of Object.entries(modules).sort(([a], [b]) => Number(a.endsWith('/index.ts')) - Number(b.endsWith('/index.ts')) || a.localeCompare(b))) {
  const where = path.replace('../../src/games/', '').replace('.ts', '');
  for (const [name, v] of Object.entries(mod)) {
    if (typeof v === 'function' && /^parse[A-Z]/.test(name) && !seen.has(v)) {
      seen.add(v);
      parsers.push([`${where}.${name}`, v as (...a: unknown[]) => unknown]);
    }
  }
}

/** Strings near the games' notations (cards, separators, numbers), and anything at all. */
const notationish = fc.stringMatching(/^[0-9A-Za-z~.,;:|/ _+=\-[\]{}"]{0,80}$/);
const input = fc.oneof(fc.string({ maxLength: 200 }), notationish, fc.anything(), fc.constantFrom('', ' ', '{}', '[]', 'null', '__proto__', 'x'.repeat(5000), '\u0000', 'AS', 'JK', 'g1~n1~f0'));

describe('every game\'s parsers answer any input with a value or a coded error', () => {
  it('finds the parsers of every game', () => {
    const games = new Set(parsers.map(([n]) => n.split('/')[0]));
    expect(games.size).toBeGreaterThanOrEqual(6);
  });
  for (const [name, parse] of parsers) {
    it(name, () => {
      fc.assert(
        fc.property(input, fc.anything(), (text, extra) => {
          const r = parse(text, extra);
          if (r !== null && typeof r === 'object' && 'ok' in r && (r as { ok: unknown }).ok === false) {
            const e = (r as { error?: unknown }).error;
            expect(typeof (e as { code?: unknown } | undefined)?.code, `${name} refuses without a code`).toBe('string');
          }
        }),
        { numRuns: 120 },
      );
    });
  }
});
