/**
 * The Bugami slate in words, in every language: every refusal code of the engine and the platform is told as a
 * sentence (no key, no placeholder left), with the player's name where the error names a player, and every figure
 * of a scored deal has its reason, partners and the set-aside cards included.
 */
import { describe, expect, it } from 'vitest';
import { allMessages, LANGUAGES, type Lang } from '../../../i18n';
import { createTranslator } from '../../../i18n/client';
import { checkSetup, enterDeal, newSlate, type SlateError, type SlateFileError } from '../engine/slate';
import type { Seat } from '../engine/types';
import { figureLines, refusalText, stepLines } from '../widgets/slate/say';

const NAMES = ['Anna', 'Ben', 'Carla', 'David', 'Eva'];
const name = (s: Seat) => NAMES[s] ?? '?';
const t = (lang: Lang) => createTranslator(lang, allMessages(lang, 'bugami'));

const ERRORS: (SlateError | SlateFileError)[] = [
  { code: 'slate.bad-setup', field: 'names' },
  { code: 'slate.bad-setup', field: 'firstDealer' },
  { code: 'slate.bad-setup', field: 'rules' },
  { code: 'slate.bad-entry', field: 'tricks', seat: 1 },
  { code: 'slate.bad-entry', field: 'bad', seat: 2 },
  { code: 'slate.bad-entry', field: 'bids' },
  { code: 'slate.bid-missing', seat: 0 },
  { code: 'slate.tricks-over', sum: 11, played: 10 },
  { code: 'slate.tricks-over', sum: 2, played: 1 },
  { code: 'slate.tricks-under', sum: 9, played: 10 },
  { code: 'slate.tricks-blanks', count: 2 },
  { code: 'slate.null-kept-with-tricks', seat: 3, tricks: 1 },
  { code: 'slate.null-kept-with-tricks', seat: 3, tricks: 2 },
  { code: 'slate.null-broken-without-tricks', seat: 3 },
  { code: 'slate.null-bad', seat: 3, bad: 2 },
  { code: 'slate.bad-without-trick', seat: 4, bad: 1 },
  { code: 'slate.bad-over-pile', seat: 4, bad: 6, cards: 5 },
  { code: 'slate.bad-over-pile', seat: 4, bad: 2, cards: 1 },
  { code: 'slate.bad-over-suit', seat: 0, bad: 14, max: 13 },
  { code: 'slate.suit-over', suit: 'H', seats: [0, 1], bad: 14, max: 13 },
  { code: 'slate.suit-under', suit: 'S', seats: [2], bad: 9, min: 13 },
  { code: 'slate.suit-under', suit: 'C', seats: [0, 4], bad: 9, min: 13 },
  { code: 'slate.jokers', jokers: 1 },
  { code: 'slate.jokers', jokers: 2 },
  { code: 'slate.last-needed', remainder: 1 },
  { code: 'slate.last-needed', remainder: 2 },
  { code: 'slate.last-without-trick', seat: 1 },
  { code: 'slate.over' },
  { code: 'slate.too-many-entries' },
  { code: 'slate.nothing-to-undo' },
  { code: 'slate.bad-state' },
  { code: 'slate-file.not-json' },
  { code: 'slate-file.too-big', max: 2_000_000 },
  { code: 'slate-file.not-a-slate' },
  { code: 'slate-file.newer', version: 2 },
  { code: 'slate-file.invalid', detail: { code: 'slate.tricks-over', sum: 11, played: 10, index: 3 } },
  { code: 'slate-file.invalid', detail: { code: 'slate.bad-setup', field: 'names' } },
];

describe('the slate in words', () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: every refusal is a sentence, naming the player it is about`, () => {
      const seen = new Set<string>();
      for (const e of ERRORS) {
        const text = refusalText(t(lang), e, name, lang);
        expect(text, e.code).not.toMatch(/slate\.[a-z]|\{\{|\}\}|undefined|NaN/);
        expect(text, e.code).not.toBe(t(lang)('slate.refused.other'));
        if ('seat' in e && typeof e.seat === 'number') expect(text, e.code).toContain(name(e.seat));
        if ('seats' in e) for (const s of e.seats) expect(text, e.code).toContain(name(s));
        seen.add(text);
      }
      // Different errors say different things.
      expect(seen.size).toBeGreaterThan(ERRORS.length - 3);
    });

    it(`${lang}: every figure has its reason, partners and the set-aside cards told`, () => {
      const setup = checkSetup({ names: NAMES, firstDealer: 0, rules: { zwangshochzeit: true, remainderIsTrick: true } });
      if (!setup.ok) throw new Error('setup');
      const r = enterDeal(newSlate(setup.value), { bids: ['H', 'H', 'S', 'NULL', 'D'], tricks: [3, 2, 3, 0, 2], bad: [1, 1, 2, 0, 0], last: 2, nullKept: [null, null, null, true, null] });
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      const step = r.value.steps[0]!;
      for (let s = 0; s < NAMES.length; s++) {
        const lines = figureLines(t(lang), step, s, name, lang);
        expect(lines.length).toBeGreaterThan(0);
        for (const l of lines) expect(l).not.toMatch(/slate\.|why\.|\{\{|undefined|NaN/);
      }
      // Anna and Ben's reason names both and their pooled count; Carla's tells the set-aside cards and the extra trick.
      expect(figureLines(t(lang), step, 0, name, lang).join(' ')).toMatch(/Anna.*Ben/);
      expect(figureLines(t(lang), step, 2, name, lang)).toHaveLength(3);
      const all = stepLines(t(lang), step, name, lang);
      expect(all.length).toBe(4 + 1 + 2 + 1);
    });
  }
});
