/**
 * Every sentence template of the game table (commentary, hints, refusals) rendered with what can fill it (issue 25):
 * the learner, a woman's name, a man's name, two names, a card of each rank and the counts 0, 1, 2 and 5. No
 * placeholder or markup may be left over, the learner is never the subject of a third-person verb, and a single
 * agrees with its rank.
 */
import { describe, expect, it } from 'vitest';
import { allMessages } from '../../../i18n';
import { createTranslator } from '../../../i18n/client';
import { classifyCombo, type Combo } from '../engine/combos';
import type { PCard, Rank } from '../engine/cards';
import type { GameEvent } from '../engine/game';
import { makeRules } from '../engine/rules';
import type { HintReason } from '../bots/hint';
import { LEARNER } from '../machines/table';
import { hintText, narrate, refusal } from '../table/narrate';

const LANGS = ['en', 'de', 'sv'] as const;
const RANKS: Rank[] = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'];
/** Seats: the learner, a man (Ben/Björn), a woman (Clara/Cecilia/Carla). */
const SEATS = [LEARNER, 1, 2];
const COUNTS = [0, 1, 2, 5];
const trouduc = makeRules({ variant: 'trouduc' });
if (!trouduc.ok) throw new Error('rules');

const comboOf = (cards: PCard[]): Combo => {
  const c = classifyCombo(cards, trouduc.value, cards.every((x) => x.startsWith('JK')) && cards.length > 1 ? '9' : undefined);
  if (!c.ok) throw new Error(JSON.stringify(c.error));
  return c.value;
};

/** Third-person verbs the learner must never be the subject of, and what the learner's name is in each language. */
const NEVER: Record<(typeof LANGS)[number], RegExp> = {
  en: /\b[Yy]ou (leads|plays|passes|is|wins|gives|deals)\b|^You:|[a-z,;:] You\b/,
  de: /\b[Dd]u (spielt|legt|hat|gewinnt|wird|gibt|bekommt)\b|^Du:|bei [Dd]u\b|zwischen [Dd]u\b/,
  sv: /\bDu:/,
};

function events(): GameEvent[] {
  const out: GameEvent[] = [];
  for (const s of SEATS) {
    const o = SEATS.find((x) => x !== s) as number;
    out.push({ type: 'game-started', players: 4, seating: [0, 1, 2, 3], dealer: s });
    out.push({ type: 'deal-dealt', deal: 2, dealer: s, firstReceiver: o, seating: [0, 1, 2, 3], sizes: [13, 13, 13, 13] });
    for (const count of COUNTS) {
      out.push({ type: 'exchange-started', bottom: s, president: o, count });
      out.push({ type: 'exchange-started', bottom: o, president: s, count });
      const cards = (['AS', 'KH', 'QD', 'JC', 'TS'] as PCard[]).slice(0, Math.max(1, count));
      out.push({ type: 'cards-given', seat: s, to: o, role: 'bottom', cards });
      out.push({ type: 'cards-given', seat: o, to: s, role: 'president', cards });
    }
    out.push({ type: 'lead-to', seat: s, reason: 'forehand' }, { type: 'lead-to', seat: s, reason: 'president' });
    for (const r of RANKS) {
      for (const cards of [[`${r}S`], [`${r}S`, `${r}H`], [`${r}S`, 'JK']] as PCard[][]) {
        const combo = comboOf(cards);
        out.push({ type: 'played', seat: s, cards, declared: null, combo, round: 1, reason: { code: 'play.lead' } });
        out.push({ type: 'played', seat: s, cards, declared: null, combo, round: 1, reason: { code: 'beat.higher-rank', rank: r, over: '2' } });
      }
    }
    out.push({ type: 'played', seat: s, cards: ['JK'], declared: null, combo: comboOf(['JK']), round: 1, reason: { code: 'play.lead' } });
    out.push({ type: 'passed', seat: s, round: 1, couldBeat: false });
    out.push({ type: 'went-out', seat: s, place: 0 });
    out.push({ type: 'round-cleared', round: 1, winner: o, leader: s, cards: [] });
    out.push({ type: 'deal-over', finishOrder: [o, s], bottom: s });
    out.push({ type: 'deal-scored', deal: 1, finishOrder: [o, s], points: [2, 1, 0], totals: [2, 1, 0], president: o, bottom: s });
    out.push({ type: 'reseated', seating: [0, 1, 2], dealer: s, firstReceiver: o });
    out.push({ type: 'game-over', winner: s, totals: [15, 3, 1], reason: { code: 'end.reached', winner: s, total: 15 } });
  }
  return out;
}

function hints(): { reason: HintReason; action?: Parameters<typeof hintText>[3] }[] {
  const out: { reason: HintReason; action?: Parameters<typeof hintText>[3] }[] = [{ reason: { code: 'hint.only-move' } }, { reason: { code: 'hint.only-move' }, action: { type: 'pass', seat: 0 } }];
  for (const r of [...RANKS, 'JK' as const]) {
    for (const n of [1, 2, 5]) {
      const cards = (r === 'JK' ? ['JK'] : [`${r}S`, `${r}H`, `${r}D`, `${r}C`, 'JK'].slice(0, n)) as PCard[];
      out.push({ reason: { code: 'hint.only-move' }, action: { type: 'play', seat: 0, cards } });
      for (const code of ['hint.exchange-forced', 'hint.exchange-low-singles', 'hint.go-out', 'hint.lead-boss', 'hint.lead-run'] as const) out.push({ reason: { code, cards } as HintReason });
      for (const code of ['hint.lead-low', 'hint.lead-other', 'hint.beat-cheaply', 'hint.take-control', 'hint.beat-keep-sets'] as const) out.push({ reason: { code, cards, rank: r } as HintReason });
    }
  }
  for (const couldPlay of COUNTS) out.push({ reason: { code: 'hint.pass-save-cards', couldPlay } });
  out.push({ reason: { code: 'hint.pass-nothing-beats' } } as { reason: HintReason });
  return out;
}

describe('President: every table template, rendered with every kind of filler', () => {
  for (const lang of LANGS) {
    const t = createTranslator(lang, allMessages(lang, 'president'));
    it(`${lang}: commentary, hints and refusals leave nothing unfilled and never put the learner in the third person`, () => {
      const lines = [
        ...events().map((e) => narrate(t, e, lang) ?? ''),
        ...hints().map((h) => hintText(t, h.reason, lang, h.action)),
        refusal(t, { code: 'play.bad-combo', error: { code: 'combo.duplicate-card', card: 'JS' } }, lang),
        refusal(t, { code: 'play.bad-combo', error: { code: 'combo.no-jokers', card: 'JK' } }, lang),
      ];
      for (const line of lines) {
        expect(line, line).not.toMatch(/\{\{|\[|\]|undefined|NaN|^table\.|^combo\./);
        expect(line, line).not.toMatch(NEVER[lang]);
        expect(line.charAt(0), line).toBe(line.charAt(0).toLocaleUpperCase());
      }
    });
  }
  it('sv: a single agrees with its rank ("ett ensamt ess", "en ensam kung")', () => {
    const t = createTranslator('sv', allMessages('sv', 'president'));
    const single = (c: PCard) => narrate(t, { type: 'played', seat: 1, cards: [c], declared: null, combo: comboOf([c]), round: 1, reason: { code: 'play.lead' } }, 'sv');
    expect(single('AS')).toContain('ett ensamt ess');
    expect(single('KS')).toContain('en ensam kung');
  });
  it('de: cards in hints carry their article ("die Kreuz-Dame", "das Pik-Ass")', () => {
    const t = createTranslator('de', allMessages('de', 'president'));
    expect(hintText(t, { code: 'hint.go-out', cards: ['QC'] }, 'de')).toMatch(/Leg die Kreuz-Dame/);
    expect(hintText(t, { code: 'hint.lead-boss', cards: ['AS', 'AH'] }, 'de')).toMatch(/das Pik-Ass und das Herz-Ass/);
  });
  it('every language: "only move" names the action', () => {
    for (const lang of LANGS) {
      const t = createTranslator(lang, allMessages(lang, 'president'));
      expect(hintText(t, { code: 'hint.only-move' }, lang, { type: 'pass', seat: 0 })).toBe(t('table.hint.only-move-pass'));
      expect(hintText(t, { code: 'hint.only-move' }, lang, { type: 'pass', seat: 0 })).toMatch(/^(Pass|Passe|Passa):/);
    }
  });
});
