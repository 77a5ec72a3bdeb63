/**
 * Every sentence of Hindersche that names a card, rendered for every card of the pack in every language through the
 * formatter: no placeholder or markup left, a capital letter at the start, German articles and pronouns that agree
 * with the card, English card names in lower case inside a sentence.
 */
import { describe, expect, it } from 'vitest';
import { allMessages, LANGUAGES } from '../../../i18n';
import { createTranslator } from '../../../i18n/client';
import { phrase } from '../../../i18n/phrase';
import { PACK } from '../engine/cards';
import { cardWord } from '../table/words';

const CARD_KEYS = ['card', 'under', 'best', 'ten', 'old', 'little'];
const GERMAN_ARTICLE: Record<string, string> = { A: 'das', K: 'der', J: 'der' };

describe('sentences with card names', () => {
  for (const lang of LANGUAGES) {
    const messages = allMessages(lang, 'hindersche');
    const t = phrase(createTranslator(lang, messages), lang);
    const keys = Object.keys(messages).filter((k) => CARD_KEYS.some((c) => messages[k]!.includes(`{{${c}}}`)));

    it(`${lang}: renders all ${keys.length} of them for all ${PACK.length} cards`, () => {
      expect(keys.length).toBeGreaterThan(40);
      for (const key of keys) {
        for (const card of PACK) {
          const word = cardWord(t, card);
          const values = { card: word, under: word, best: word, ten: word, old: word, little: word, seat: 'Anna', name: 'Anna', leader: 'Ben', dealer: 'Carla', claimant: 'Ben', winner: 'Anna', suit: t(`card.suit.${card[1]}`), n: 3, place: 2, count: 2, points: 5, cost: '1.5', reason: 'x', cards: 'x', highest: 'Ben' };
          const line = t(key, values);
          expect(line, `${key} ${card}`).not.toMatch(/\{\{|\[|\]|\uE000|\uE001/);
          expect(line.charAt(0), `${key} ${card}: ${line}`).toBe(line.charAt(0).toLocaleUpperCase());
          if (lang === 'en') {
            const inside = line.indexOf(word.text, 1);
            if (inside > 0) expect(line.slice(inside, inside + word.text.length), `${key} ${card}`).toBe(word.text.toLowerCase());
          }
          if (lang === 'de' && messages[key]!.includes('[der {{card}}]')) {
            const art = GERMAN_ARTICLE[card[0]!] ?? 'die';
            expect(line.toLowerCase(), `${key} ${card}: ${line}`).toContain(`${art} ${word.text.toLowerCase()}`);
          }
          if (lang === 'de' && messages[key]!.includes('[dem {{card}}]')) {
            const art = card[0] === 'A' || card[0] === 'K' || card[0] === 'J' ? 'dem' : 'der';
            expect(line, `${key} ${card}: ${line}`).toContain(`${art} ${word.text}`);
          }
        }
      }
    });
  }

  it('reads right in examples', () => {
    const de = phrase(createTranslator('de', allMessages('de', 'hindersche')), 'de');
    expect(de('trick.beaten.lower-in-led-suit', { seat: 'Bernd', card: cardWord(de, 'QH') })).toBe('Bernd bedient mit der Herz-Dame, aber sie ist niedriger.');
    expect(de('walk.note.old-man', { card: cardWord(de, 'JC') })).toBe('Der Kreuz-Bube ist de Alt, der höchste Trumpf.');
    expect(de('rank.note.ten-low', { ten: cardWord(de, 'TS') })).toMatch(/^Die Pik-Zehn steht tief: .*obwohl sie 10 Augen zählt\.$/);
    const en = phrase(createTranslator('en', allMessages('en', 'hindersche')), 'en');
    expect(en('walk.play.lead', { seat: 'Ben', card: cardWord(en, 'QS') })).toBe('Ben leads the queen of spades.');
    expect(en('follow.reason.play.void.trump', { card: cardWord(en, 'QS') })).toMatch(/^Queen of spades: allowed\./);
    const sv = phrase(createTranslator('sv', allMessages('sv', 'hindersche')), 'sv');
    expect(sv('walk.note.old-man', { card: cardWord(sv, 'JS') })).toMatch(/^Spader knekt är den gamla/);
  });
});
