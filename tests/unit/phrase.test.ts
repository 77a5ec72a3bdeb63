/** The platform's sentence formatter (src/i18n/phrase.ts): capitals, German articles and pronouns, Swedish den/det. */
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../src/i18n/client';
import { allMessages } from '../../src/i18n';
import { cardNoun, noun, phrase, rankGender } from '../../src/i18n/phrase';

const messages = {
  start: '{{card}} ist Trumpf.',
  art: '[der {{card}}] gewinnt, denn [er:card] ist hoch. Anna trumpft mit [dem {{card}}].',
  mid: 'Anna spielt {{card}} aus. {{suit}} ist Trumpf.',
  svPron: '{{card}} finns inte här: [den:card] är trumf.',
  colonPron: '{{card}} fehlt: [Er:card] ist Trumpf.',
  plural_one: '{{count}} Karte: {{card}}',
  plural_other: '{{count}} Karten: {{card}}',
  numberStart: '{{n}}. Karte: {{card}}',
  colon: 'Tipp: {{card}}',
};

describe('phrase', () => {
  it('capitalises a value that starts a sentence, and only there', () => {
    const t = phrase(createTranslator('sv', messages), 'sv');
    expect(t('mid', { card: 'spader dam', suit: 'spader' })).toBe('Anna spielt spader dam aus. Spader ist Trumpf.');
    expect(t('start', { card: noun('klöver knekt', 'c') })).toBe('Klöver knekt ist Trumpf.');
    expect(t('numberStart', { n: 2, card: 'ruter ess' })).toBe('2. Karte: ruter ess');
    expect(t('colon', { card: 'ruter ess' })).toBe('Tipp: ruter ess');
  });

  it('makes German articles and pronouns agree with the noun, and capitalises an article that starts a sentence', () => {
    const t = phrase(createTranslator('de', messages), 'de');
    expect(t('art', { card: noun('Pik-Dame', 'f') })).toBe('Die Pik-Dame gewinnt, denn sie ist hoch. Anna trumpft mit der Pik-Dame.');
    expect(t('art', { card: noun('Pik-König', 'm') })).toBe('Der Pik-König gewinnt, denn er ist hoch. Anna trumpft mit dem Pik-König.');
    expect(t('art', { card: noun('Pik-Ass', 'n') })).toBe('Das Pik-Ass gewinnt, denn es ist hoch. Anna trumpft mit dem Pik-Ass.');
    expect(t('colonPron', { card: noun('Pik-Dame', 'f') })).toBe('Pik-Dame fehlt: Sie ist Trumpf.');
  });

  it('gives Swedish den or det by gender', () => {
    const t = phrase(createTranslator('sv', messages), 'sv');
    expect(t('svPron', { card: noun('hjärter ess', 'n') })).toBe('Hjärter ess finns inte här: det är trumf.');
    expect(t('svPron', { card: noun('hjärter knekt', 'c') })).toBe('Hjärter knekt finns inte här: den är trumf.');
  });

  it('keeps plurals by count and leaves a message without values alone', () => {
    const t = phrase(createTranslator('de', messages), 'de');
    expect(t('plural', { count: 1, card: 'Pik-Ass' })).toBe('1 Karte: Pik-Ass');
    expect(t('plural', { count: 3, card: 'Pik-Ass' })).toBe('3 Karten: Pik-Ass');
    expect(t('art')).toBe(messages.art);
    expect(phrase(t, 'de')).toBe(t);
  });

  it('names cards as nouns of running text: lower case in English, with the gender of the rank', () => {
    const nounOf = (lang: 'en' | 'de' | 'sv', c: Parameters<typeof cardNoun>[2]) => cardNoun(createTranslator(lang, allMessages(lang)), lang, c);
    expect(nounOf('en', 'QS')).toEqual(noun('queen of spades', 'n'));
    expect(nounOf('de', 'QS')).toEqual(noun('Pik-Dame', 'f'));
    expect(nounOf('de', 'AS').gender).toBe('n');
    expect(nounOf('de', 'KS').gender).toBe('m');
    expect(nounOf('de', 'TS').gender).toBe('f');
    expect(nounOf('sv', 'AH')).toEqual(noun('hjärter ess', 'n'));
    expect(nounOf('sv', 'TH')).toEqual(noun('hjärter tia', 'c'));
    expect(rankGender('xx', 'A')).toBe('n');
  });
});
