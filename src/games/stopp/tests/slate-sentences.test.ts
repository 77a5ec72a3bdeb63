/**
 * The slate's sentences agree with whatever fills them: a woman's and a man's name, two or three names, the count 1,
 * every reason code the slate engine gives (payments, a short payment, paying into debt, drop-outs, the pot taken
 * by the deal's winner, the end of the game, each dealer and leader reason, every refusal), in the three languages.
 */
import { describe, expect, it } from 'vitest';
import { allMessages } from '../../../i18n';
import { createTranslator } from '../../../i18n/client';
import { phrase } from '../../../i18n/phrase';
import { awaiting, checkSetup, enterResult, newSlate, type SlateState } from '../engine/slate';
import { nextText, refusalText, rulesDiffer, stepLines } from '../widgets/slateText';

const NAMES = { en: ['Karin', 'Bengt', 'Maja'], de: ['Karin', 'Bernd', 'Carla'], sv: ['Karin', 'Bengt', 'Maja'] };

function must<T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

/** Slates that reach every line the slate can say. */
function slates(names: string[]): SlateState[] {
  const out: SlateState[] = [];
  const play = (rules: Record<string, unknown>, capital: number[], entries: { held: (number | null)[]; lastOut?: number | null }[], pot = 0) => {
    let s = newSlate(must(checkSetup({ names, capital, pot, firstDealer: 2, rules })));
    out.push(s);
    for (const e of entries) {
      s = must(enterResult(s, { lastOut: null, ...e }));
      out.push(s);
    }
  };
  play({}, [10, 1, 2], [{ held: [0, 1, 1] }, { held: [0, null, 2] }]);
  play({ short_payment: 'go-negative', dealer_rotation: 'loser-deals', next_leader: 'deal-winner', pot_payout: 'each-deal' }, [10, 10, 2], [{ held: [0, 1, 5] }, { held: [0, 0, null], lastOut: 1 }, { held: [6, 0, null] }], 1);
  return out;
}

function sentences(lang: 'en' | 'de' | 'sv'): string[] {
  const t = phrase(createTranslator(lang, allMessages(lang, 'stopp')), lang);
  const names = NAMES[lang];
  const name = (s: number) => names[s] ?? '?';
  const out: string[] = [];
  for (const s of slates(names)) {
    for (const step of s.steps) out.push(...stepLines(t, step, name, lang));
    const next = awaiting(s);
    if (next.kind === 'deal') {
      const n = nextText(t, next, name);
      out.push(n.line, ...n.why);
    }
    if (s.entries.length === 0 && s.setup.rules.pot_payout !== 'game-end') out.push(...rulesDiffer(t, s.setup.rules));
  }
  const errors = [
    { code: 'slate.bad-setup', field: 'names' },
    { code: 'slate.bad-setup', field: 'capital' },
    { code: 'slate.bad-setup', field: 'pot' },
    { code: 'slate.bad-setup', field: 'firstDealer' },
    { code: 'slate.bad-setup', field: 'rules' },
    { code: 'slate.names-repeat', name: 'Karin' },
    { code: 'slate.held-missing', seat: 0 },
    { code: 'slate.held-not-a-count', seat: 1, value: 1.5 },
    { code: 'slate.held-too-many', seat: 2, held: 7, dealt: 6 },
    { code: 'slate.nobody-out' },
    { code: 'slate.leader-held-all', seat: 0, dealt: 6 },
    { code: 'slate.last-out-holds', seat: 1, held: 2 },
    { code: 'slate.last-out-needed', candidates: [0, 1] },
    { code: 'slate.last-out-needed', candidates: [0, 1, 2] },
    { code: 'slate.eliminated-entered', seat: 2 },
    { code: 'slate.over' },
    { code: 'slate.bad-entry', field: 'held' },
  ];
  for (const e of errors) out.push(refusalText(t, e, name, lang));
  return out;
}

describe('the slate in words', () => {
  for (const lang of ['en', 'de', 'sv'] as const) {
    it(`${lang}: every line is translated and filled in`, () => {
      const lines = sentences(lang);
      expect(lines.length).toBeGreaterThan(40);
      for (const line of lines) {
        expect(line, line).not.toMatch(/\{\{|\}\}|\[|\]|slate\.|board\.|undefined|NaN/);
        expect(line.trim().length, line).toBeGreaterThan(0);
      }
      // German and Swedish never give a named player a gendered role noun or pronoun.
      if (lang === 'de') for (const line of lines.filter((l) => NAMES.de.some((n) => l.includes(n)))) expect(line, line).not.toMatch(/\b(als Letzter|als Letzte|er (hat|hält|ist|spielt)|sie (hat|hält|ist|spielt))\b/);
      if (lang === 'sv') for (const line of lines.filter((l) => NAMES.sv.some((n) => l.includes(n)))) expect(line, line).not.toMatch(/\b(han|hon) (gick|har)\b/);
      // The count 1 reads in the singular.
      if (lang === 'en') expect(lines.join('\n')).not.toMatch(/\b1 (cards|units)\b/);
    });
  }
  it('prints a sample', () => {
    const sample = sentences('de');
    if (process.env.SLATE_PRINT) for (const l of ['en', 'de', 'sv'] as const) console.log(sentences(l).join('\n'));
    expect(sample).toContain('Von Karin und Bernd ist Bernd zuletzt ausgegangen.');
  });
});
