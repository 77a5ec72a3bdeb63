/**
 * A card the learner may not play is refused at the table with the rule it breaks, from the engine's reason, in the
 * learner's words (the second person), in every language; any other refusal keeps the general line.
 */
import { describe, expect, it } from 'vitest';
import { allMessages } from '../../../i18n';
import { createTranslator } from '../../../i18n/client';
import type { Card, GameError, PlayReason } from '../engine';
import { refusalText } from '../table/narrate';

const tOf = (lang: 'en' | 'de' | 'sv') => createTranslator(lang, allMessages(lang, 'norrlandsknack'));
const illegal = (reason: PlayReason, card: Card = 'KS'): GameError => ({ code: 'game.illegal-card', seat: 0, card, reason });

describe('Norrlandsknack: why a card is refused at the table', () => {
  it('names the card and the rule: follow suit, the trump ace, Trumfmant', () => {
    const en = tOf('en');
    expect(refusalText(en, 'en', illegal({ code: 'play.must-follow-suit', led: 'H' }))).toBe('You may not play the king of spades: you still hold hearts, so you must follow suit.');
    expect(refusalText(en, 'en', illegal({ code: 'play.must-lead-trump-ace', ace: 'AH' }))).toContain('you must lead it to the first trick');
    expect(refusalText(en, 'en', illegal({ code: 'play.trumfmant-must-trump', led: 'D' }))).toContain('you must play one');
    expect(refusalText(en, 'en', illegal({ code: 'play.trumfmant-must-lead-trump', trump: 'C' }))).toContain('(clubs)');
    const de = tOf('de');
    expect(refusalText(de, 'de', illegal({ code: 'play.must-follow-suit', led: 'H' }, 'QS'))).toBe('Die Pik-Dame darfst du nicht spielen: Du hast noch Herz und musst Farbe bekennen.');
    expect(refusalText(de, 'de', illegal({ code: 'play.must-follow-suit', led: 'H' }, 'JS'))).toMatch(/^Den Pik-Buben darfst du/);
    const sv = tOf('sv');
    expect(refusalText(sv, 'sv', illegal({ code: 'play.must-follow-suit', led: 'H' }))).toBe('Spader kung får du inte lägga: du har kvar hjärter och måste bekänna färg.');
  });

  it('keeps the general line for other refusals, and has a line for every illegal reason the engine gives', () => {
    for (const lang of ['en', 'de', 'sv'] as const) {
      const t = tOf(lang);
      expect(refusalText(t, lang, { code: 'game.not-your-turn', seat: 0, expected: 1 } as GameError)).toBe(t('table.refused'));
      for (const code of ['play.must-follow-suit', 'play.must-lead-trump-ace', 'play.trumfmant-must-lead-trump', 'play.trumfmant-must-trump'] as const) {
        const text = refusalText(t, lang, illegal({ code, led: 'H', ace: 'AH', trump: 'H' } as never));
        expect(text, `${lang} ${code}`).not.toBe(t('table.refused'));
        expect(text).not.toMatch(/\{\{|\[|\]|table\./);
      }
    }
  });
});
