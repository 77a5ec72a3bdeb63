/**
 * Every sentence the game table builds from a template, rendered in each language with what can fill it: the
 * learner ("Anna (du)"), a woman (Carla), a man (Ben), two names, a card of every rank, the counts 0, 1, 2 and 5 and
 * a fractional trick estimate. Checked for the faults the language reviews found: "Anna (du)s", a bare "du"/"Du" as
 * a third-person subject, a plural noun after 1 ("1 tricks", "1 Stiche"), a decimal point in German or Swedish, a
 * fixed article before a list of cards, a left-over placeholder or markup. `NK_PRINT=1` prints every sentence.
 */
import { describe, expect, it } from 'vitest';
import { allMessages, LANGUAGES } from '../../../i18n';
import { createTranslator } from '../../../i18n/client';
import type { Card } from '../engine';
import type { HintReason } from '../bots/hint';
import type { GameEvent } from '../engine';
import { hintText, narrate } from '../table/narrate';

const RANKS = ['A', 'K', 'Q', 'J', 'T', '9', '2'];
const cards = (suit: string): Card[] => RANKS.map((r) => `${r}${suit}` as Card);
// Seat 0 is the learner, 1 Ben (a man), 2 Carla (a woman) in en and de; in sv 1 Bengt, 2 Cecilia.
const SEATS = [[0], [1], [2], [0, 2], [1, 2]];
const COUNTS = [0, 1, 2, 5];

function events(): GameEvent[] {
  const out: GameEvent[] = [];
  for (const s of SEATS) {
    out.push({ type: 'stakes-paid', seats: s, why: 'limpa', pot: 5 });
    out.push({ type: 'trumfmant', on: true, onOne: s });
    out.push({ type: 'game-won', winners: s, pot: 7, trick: s.length === 1 ? 3 : null, dealNo: 4 });
    out.push({ type: 'participants', knocker: s[0] as number, participants: s, folded: [] });
  }
  for (const seat of [0, 1, 2]) {
    for (const c of cards('H')) {
      out.push({ type: 'card-played', seat, card: c, trick: 1, reason: { code: 'play.lead' } as never });
      out.push({ type: 'trumfmant-breach', seat, card: c, trick: 2 });
      out.push({ type: 'trick-won', trick: 2, winner: seat, card: c, reason: { code: 'trick.highest-led' } as never, beaten: [], score: 4 });
      out.push({ type: 'deal-dealt', dealNo: 2, redeal: 0, dealer: seat, forehand: (seat + 1) % 3, trump: 'H', upcard: c, talon: 31 });
    }
    for (const n of COUNTS) {
      out.push({ type: 'unopposed', knocker: seat, tricks: n });
      out.push({ type: 'bought', seat, discarded: n, received: n, dealer: false });
      out.push({ type: 'bought', seat, discarded: n + 1, received: n, dealer: true });
    }
    for (const e of ['knocked', 'lurked', 'went-along', 'folded'] as const) out.push({ type: e, seat });
    out.push({ type: 'limpa', seat, reasons: [], before: 7, after: 10, stakes: 1 });
    out.push({ type: 'limpa', seat, reasons: [], before: 10, after: 10, stakes: 1 });
    out.push({ type: 'all-lurked', nextDealer: seat, sameDealer: true });
  }
  return out;
}

function hints(): HintReason[] {
  const out: HintReason[] = [];
  for (const x of [0.4, 1, 1.04, 1.5, 2]) {
    out.push({ code: 'hint.knock', expectedTricks: x, firstDeal: false });
    out.push({ code: 'hint.lurk', expectedTricks: x, firstDeal: true });
    out.push({ code: 'hint.go-along', expectedTricks: x, limpaCost: 5 });
    out.push({ code: 'hint.fold', expectedTricks: x, limpaCost: 5 });
  }
  for (const c of cards('S')) {
    out.push({ code: 'hint.trump-ace-forced', card: c });
    out.push({ code: 'hint.only-card', card: c });
    out.push({ code: 'hint.cash-winner', card: c });
    out.push({ code: 'hint.draw-trumps', card: c });
    out.push({ code: 'hint.lead-low', card: c });
    out.push({ code: 'hint.win-cheaply', card: c, over: 'JD' });
    out.push({ code: 'hint.ruff', card: c, over: 'QD' });
    out.push({ code: 'hint.go-high', card: c, over: 'AD' });
    out.push({ code: 'hint.duck-under', card: c, under: 'JD' });
    out.push({ code: 'hint.discard', card: c, under: 'QD' });
  }
  for (const knocker of [1, 2, 3, 4] as const) for (const tricks of [1, 3, 5]) out.push({ code: 'hint.stop-lone-knocker', knocker, tricks });
  out.push({ code: 'hint.buy', discard: ['JS'], receive: 1, dealer: false });
  out.push({ code: 'hint.buy', discard: ['JS', '2H'], receive: 1, dealer: true });
  out.push({ code: 'hint.buy', discard: ['JS', '2H', 'QC'], receive: 3, dealer: false });
  return out;
}

const BAD: Record<string, RegExp[]> = {
  en: [/\(you\)'s/, /\bYou (?:has|is|wins|pays|plays|knocks|lurks|folds|goes|gets|buys|reaches)\b/, /\b1 (?:tricks|cards|points|stakes)\b/, /the [A-Z0-9][^,.:;]* and the? [A-Z0-9]/],
  de: [/\(du\)s\b/, /\bDu (?:hat|ist|gewinnt|zahlt|spielt|klopft|passt|steigt|geht|bekommt|kauft|erreicht)\b/, /\b1 (?:Stiche|Karten|Punkte|Einsätze)\b/, /\d\.\d/],
  sv: [/\(du\)s\b/, /\b1 (?:nya kort|insatser|limpor)\b/, /\d\.\d/],
};

describe('table sentences agree with what fills them', () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: no genitive of "(you)", no bare you as third person, plurals, numbers, no left-over markup`, () => {
      const t = createTranslator(lang, allMessages(lang, 'norrlandsknack'));
      const lines = [...events().map((e) => narrate(t, lang, e)), ...hints().map((h) => hintText(t, lang, h))].filter((x): x is string => !!x);
      if (process.env.NK_PRINT) console.log([...new Set(lines)].join('\n'));
      const problems: string[] = [];
      for (const line of lines) {
        if (/\{\{|\[|\]|table\./.test(line)) problems.push(`left-over: ${line}`);
        for (const re of BAD[lang] ?? []) if (re.test(line)) problems.push(`${String(re)}: ${line}`);
      }
      expect(problems).toEqual([]);
    });
  }
});

describe('the German Bube is declined (den/dem Buben)', () => {
  const t = createTranslator('de', allMessages('de', 'norrlandsknack'));
  const played = narrate(t, 'de', { type: 'card-played', seat: 1, card: 'JH', trick: 1, reason: { code: 'play.lead' } as never }) ?? '';
  // phrase.ts learns weak nouns in another branch (corpus); this check starts once it does.
  it.skipIf(!/Buben/.test(played))('every table sentence with a Bube after den/dem says Buben', () => {
    const lines = [...events().map((e) => narrate(t, 'de', e)), ...hints().map((h) => hintText(t, 'de', h))].filter((x): x is string => !!x);
    expect(lines.filter((l) => /\b(?:den|dem) (?:Herz|Pik|Karo|Kreuz)-Bube\b(?!n)/.test(l))).toEqual([]);
  });
});
