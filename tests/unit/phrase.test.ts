/** The platform's sentence formatter (src/i18n/phrase.ts): capitals, German articles and pronouns, Swedish den/det. */
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../src/i18n/client';
import { allMessages } from '../../src/i18n';
import { cardNoun, learner, names, noun, person, phrase, rankGender, rankNoun, swedishNeuter } from '../../src/i18n/phrase';

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

describe('phrase: the grammar templates need (issue 25)', () => {
  const de = (m: Record<string, string>) => phrase(createTranslator('de', m), 'de');
  const sv = (m: Record<string, string>) => phrase(createTranslator('sv', m), 'sv');
  const en = (m: Record<string, string>) => phrase(createTranslator('en', m), 'en');
  const deT = createTranslator('de', allMessages('de'));

  it('declines German weak nouns after den/dem/des/einen..., and puts the genitive -s on strong ones', () => {
    const t = de({ k: 'Anna sticht [den {{card}}] mit [dem {{other}}]; das ist der Wert [des {{card}}].', n: '[der {{card}}] gewinnt.', e: 'Nimm [einen {{card}}].' });
    const jack = cardNoun(deT, 'de', 'JS');
    expect(t('k', { card: jack, other: cardNoun(deT, 'de', 'JH') })).toBe('Anna sticht den Pik-Buben mit dem Herz-Buben; das ist der Wert des Pik-Buben.');
    expect(t('k', { card: cardNoun(deT, 'de', 'KS'), other: cardNoun(deT, 'de', 'AH') })).toBe('Anna sticht den Pik-König mit dem Herz-Ass; das ist der Wert des Pik-Königs.');
    expect(t('k', { card: cardNoun(deT, 'de', 'AS'), other: cardNoun(deT, 'de', 'QH') })).toBe('Anna sticht das Pik-Ass mit der Herz-Dame; das ist der Wert des Pik-Asses.');
    expect(t('n', { card: jack })).toBe('Der Pik-Bube gewinnt.');
    expect(t('e', { card: jack })).toBe('Nimm einen Pik-Buben.');
    expect(t('e', { card: noun('Bauer', 'm') })).toBe('Nimm einen Bauern.');
  });

  it('names a bare rank as a noun with its gender, so "bis [zum {{top}}]" agrees', () => {
    const t = de({ k: 'Eine Folge bis [zum {{top}}], gespielt nach [dem {{top}}].' });
    expect(t('k', { top: rankNoun(deT, 'de', 'J') })).toBe('Eine Folge bis zum Buben, gespielt nach dem Buben.');
    expect(t('k', { top: rankNoun(deT, 'de', 'Q') })).toBe('Eine Folge bis zur Dame, gespielt nach der Dame.');
    expect(t('k', { top: rankNoun(deT, 'de', 'A') })).toBe('Eine Folge bis zum Ass, gespielt nach dem Ass.');
    expect(rankNoun(createTranslator('en', allMessages('en')), 'en', 'K')).toEqual(noun('king', 'n'));
    expect(rankNoun(createTranslator('sv', allMessages('sv')), 'sv', 'A')).toEqual(noun('ess', 'n'));
  });

  it('makes adjectives between the article and the noun agree, or takes the forms written out', () => {
    const t = de({ k: 'Anna hat [einen hohen {{card}}] und [keinen kleinen {{other}}].', x: 'Nimm [den ganzen/ganze/ganze {{card}}].' });
    expect(t('k', { card: noun('König', 'm'), other: noun('Ass', 'n') })).toBe('Anna hat einen hohen König und kein kleines Ass.');
    expect(t('k', { card: noun('Dame', 'f'), other: noun('Zehn', 'f') })).toBe('Anna hat eine hohe Dame und keine kleine Zehn.');
    expect(t('x', { card: noun('Dame', 'f') })).toBe('Nimm die ganze Dame.');
    expect(de({ m: 'Anna sticht [mit dem {{card}}].' })('m', { card: noun('Pik-Bube', 'm') })).toBe('Anna sticht mit dem Pik-Buben.');
    const s = sv({ k: 'Anna har [en ensam {{card}}].', d: 'Anna spelar [den höga {{card}}].', x: 'Det är [ingen liten/litet {{card}}].' });
    expect(s('k', { card: noun('ess', 'n') })).toBe('Anna har ett ensamt ess.');
    expect(s('k', { card: noun('kung', 'c') })).toBe('Anna har en ensam kung.');
    expect(s('d', { card: noun('ess', 'n') })).toBe('Anna spelar det höga ess.');
    expect(s('x', { card: noun('ess', 'n') })).toBe('Det är inget litet ess.');
    expect(['röd', 'hård', 'liten', 'hög', 'ensam', 'stora', 'lätt'].map(swedishNeuter)).toEqual(['rött', 'hårt', 'litet', 'högt', 'ensamt', 'stora', 'lätt']);
  });

  it('lets a verb agree with a person, a list of names, the learner and a number', () => {
    const d = de({ k: '{{names}} [hat|haben|hast|habt:names] gewonnen.', p: '[Er:name] spielt aus, Anna folgt [ihm:name].', c: 'Es [ist|sind:count] {{count}} übrig.' });
    expect(d('k', { names: person('Anna', 'f') })).toBe('Anna hat gewonnen.');
    expect(d('k', { names: names('de', [person('Anna', 'f'), person('Ben', 'm')]) })).toBe('Anna und Ben haben gewonnen.');
    expect(d('k', { names: learner('Du') })).toBe('Du hast gewonnen.');
    expect(d('k', { names: names('de', [learner('Du'), person('Ben', 'm')]) })).toBe('Du und Ben habt gewonnen.');
    expect(d('k', { names: 'Anna' })).toBe('Anna hat gewonnen.');
    expect(d('p', { name: person('Anna', 'f') })).toBe('Sie spielt aus, Anna folgt ihr.');
    expect(d('p', { name: learner('Du') })).toBe('Du spielt aus, Anna folgt dir.');
    expect(d('c', { count: 1 })).toBe('Es ist 1 übrig.');
    expect(d('c', { count: 3 })).toBe('Es sind 3 übrig.');
    const e = en({ k: '{{names}} [has|have:names] won, and [his:names] score counts.' });
    expect(e('k', { names: person('Ben', 'm') })).toBe('Ben has won, and his score counts.');
    expect(e('k', { names: learner('You') })).toBe('You have won, and your score counts.');
    expect(e('k', { names: names('en', [person('Anna', 'f'), person('Ben', 'm')]) })).toBe('Anna and Ben have won, and their score counts.');
    expect(d('p', { name: names('de', [person('Anna', 'f'), person('Ben', 'm')]) })).toBe('Sie spielt aus, Anna folgt ihnen.');
    const s = sv({ k: 'Sticket går till [honom:name]: [han:name] lägger det i [hans:name] hög.' });
    expect(s('k', { name: learner('Du') })).toBe('Sticket går till dig: du lägger det i din hög.');
    expect(s('k', { name: person('Anna', 'f') })).toBe('Sticket går till henne: hon lägger det i hennes hög.');
    expect(s('k', { name: names('sv', [person('Anna', 'f'), person('Ben', 'm')]) })).toBe('Sticket går till dem: de lägger det i deras hög.');
  });

  it("passes i18next's context through, so a `_you` variant is chosen", () => {
    const t = de({ k: '{{name}} gewinnt [den {{card}}].', k_you: 'Du gewinnst [den {{card}}].' });
    expect(t('k', { name: person('Anna', 'f'), card: noun('Pik-Bube', 'm'), context: 'you' })).toBe('Du gewinnst den Pik-Buben.');
    expect(t('k', { name: person('Anna', 'f'), card: noun('Pik-Bube', 'm') })).toBe('Anna gewinnt den Pik-Buben.');
  });

  it('writes the learner lower case in running text and capitalised where a sentence starts', () => {
    const t = de({ k: '{{name}} gibt. Dann spielt {{name}} aus.' });
    expect(t('k', { name: learner('Du') })).toBe('Du gibt. Dann spielt du aus.');
  });
});
