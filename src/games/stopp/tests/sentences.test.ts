/**
 * Sentences built from templates agree with what fills them (issue 25): the learner ("you"), a woman's and a man's
 * name, two names, a card of every rank (German der/die/das, Swedish en/ett) and the counts 0, 1, 2 and 5. The
 * table's commentary, the review and the hints go through the same code as in the browser (table/narrate.ts).
 */
import { describe, expect, it } from 'vitest';
import { allMessages } from '../../../i18n';
import { createTranslator } from '../../../i18n/client';
import { phrase } from '../../../i18n/phrase';
import type { GameEvent } from '../engine/events';
import type { Card, Seat } from '../engine/types';
import { cardLine, stoppLine } from '../widgets/BeatOrStopp';
import { about, cardWord, cardWords, eventLines, hintLine, playerName } from '../table/narrate';

const RANKS = ['A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2'] as const;
const cards = RANKS.map((r) => `${r}H` as Card);
const COUNTS = [0, 1, 2, 5];
// Seat 0 is the learner; 1 is a man's name, 2 a woman's (Ben/Bernd/Bengt, Carla/Karin).
const LEARNER: Seat = 0;
const SEATS: Seat[] = [0, 1, 2];

function events(card: Card, seat: Seat, count: number): GameEvent[] {
  return [
    { type: 'deal-dealt', deal: 2, dealer: seat, forehand: ((seat + 1) % 3) as Seat, leader: ((seat + 1) % 3) as Seat, players: [0, 1, 2], handSize: 6, setAside: 34 },
    { type: 'deal-dealt', deal: 3, dealer: ((seat + 2) % 3) as Seat, forehand: seat, leader: seat, players: [0, 1, 2], handSize: 6, setAside: 34 },
    { type: 'play', seat, card, reason: 'play.lead', cardsLeft: count },
    { type: 'play', seat, card, reason: 'play.beat', cardsLeft: count },
    { type: 'stopp', seat, top: card, reason: 'stopp.no-higher-card' },
    { type: 'out', seat, card, place: 1 },
    { type: 'turn', seat, cards: Math.max(1, count), pile: [card] },
    { type: 'deal-end', reason: 'deal.last-card-stands', by: seat, top: card, cardsLeft: [0, count, 1] },
    { type: 'deal-end', reason: 'deal.sole-holder', by: seat, top: card, cardsLeft: [0, count, 1] },
    { type: 'pay', seat, cards: Math.max(1, count), amount: Math.max(1, count), short: false, capital: 3, pot: 7 },
    { type: 'pay', seat, cards: count + 2, amount: 1, short: true, capital: 0, pot: 9 },
    { type: 'eliminate', seat, capital: 0 },
    { type: 'pot-taken', seat, amount: Math.max(1, count) },
    { type: 'game-won', seat, pot: Math.max(1, count), capital: 30 },
  ];
}

/** Every sentence the table and the drills can say about these cards and seats. */
function sentences(lang: 'en' | 'de' | 'sv'): string[] {
  const t = phrase(createTranslator(lang, allMessages(lang, 'stopp')), lang);
  const out: string[] = [];
  for (const card of cards)
    for (const seat of SEATS)
      for (const count of COUNTS) {
        for (const e of events(card, seat, count)) out.push(...eventLines(t, e, LEARNER));
        const name = playerName(t, seat, LEARNER);
        out.push(t(about('table.review.stands', seat, LEARNER), { name }), t(about('table.review.sole', seat, LEARNER), { name }), t(about('table.review.free', seat, LEARNER), { name }));
        out.push(t(about('table.review.paid', seat, LEARNER), { name, count, amount: count, capital: 10 - count }));
        // The learner is never asked to beat his own card, so table.turn.beat names another player.
        out.push(t(about('table.turn.gameOver', seat, LEARNER), { name }), t('table.turn.beat', { name: playerName(t, seat === LEARNER ? 1 : seat, LEARNER), card: cardWord(t, card) }), t('table.turn.stopp', { card: cardWord(t, card) }));
        out.push(t('table.hint.text', { card: cardWord(t, card), reason: hintLine(t, { code: 'hint.lead-likely-winner', card, chance: 0.6 }) }));
        out.push(hintLine(t, { code: 'hint.lead-sure-winner', card }), hintLine(t, { code: 'hint.stopp', top: card }), hintLine(t, { code: 'hint.lead-under-winner', card: '2H', winner: card }));
      }
  for (const card of cards)
    for (const top of cards) {
      out.push(cardLine(t, { card, legal: false, reason: { code: 'play.not-higher', top } }, lang));
      out.push(cardLine(t, { card, legal: true, reason: { code: 'play.beats', top } }, lang));
      out.push(cardLine(t, { card, legal: false, reason: { code: 'play.wrong-suit', top, suit: 'S' } }, lang));
      out.push(stoppLine(t, { code: 'stopp.must-beat', top, beaters: [card] }, lang), stoppLine(t, { code: 'stopp.must-beat', top, beaters: [card, 'AS'] }, lang));
    }
  return out;
}

const GERMAN_RANK = { f: ['Dame', 'Zehn', 'Neun', 'Acht', 'Sieben', 'Sechs', 'Fünf', 'Vier', 'Drei', 'Zwei'], m: ['König', 'Bube', 'Buben'], n: ['Ass'] };
const card = (ranks: string[]) => `(?:Herz|Pik|Karo|Kreuz)-(?:${ranks.join('|')})(?![\\p{L}])`;

describe('Stopp sentences agree with what fills them', () => {
  it('en: the learner is "you" as a subject; no "(you)\'s"', () => {
    const all = sentences('en');
    expect(all.filter((s) => /\(you\)(?:'s| (?:leads|beats|has|is|pays|owes|takes|turns|held|had|paid|deals))/.test(s))).toEqual([]);
    expect(all.filter((s) => /\{\{|\[/.test(s))).toEqual([]);
    // A card inside a sentence is in lower case ("beats the nine of hearts"), at a sentence's start capitalised.
    expect(all.filter((s) => /\S (?:Ace|King|Queen|Jack|Ten|Nine|Eight|Seven|Six|Five|Four|Three|Two) of /.test(s))).toEqual([]);
    expect(all.some((s) => / the nine of hearts\b/.test(s))).toBe(true);
  });
  it('de: articles agree with the card; no "(du)" before a verb; no markup left', () => {
    const all = sentences('de');
    const wrong = new RegExp(
      [`\\b(?:den|der|die) ${card(GERMAN_RANK.n)}`, `\\b(?:die|das) ${card(GERMAN_RANK.m)}`, `\\b(?:den|das|dem) ${card(GERMAN_RANK.f)}`].join('|'),
      'u',
    );
    expect(all.filter((s) => wrong.test(s))).toEqual([]);
    expect(all.filter((s) => /\(du\) (?:hat|spielt|schlägt|ist|zahlt|schuldet|nimmt|gibt|legt|hielt|hatte|zahlte)/.test(s))).toEqual([]);
    expect(all.filter((s) => /\{\{|\[|\]/.test(s))).toEqual([]);
    expect(all.some((s) => s.includes('die Herz-Dame'))).toBe(true);
    expect(all.some((s) => s.includes('das Herz-Ass'))).toBe(true);
    const t = phrase(createTranslator('de', allMessages('de', 'stopp')), 'de');
    expect(cardWords(t, ['KH', 'QH', 'AH'], 'dem')).toBe('dem Herz-König, der Herz-Dame und dem Herz-Ass');
  });
  it('sv: sentences start with a capital letter; no "(du)s"; den/det agree', () => {
    const all = sentences('sv');
    expect(all.filter((s) => /^\p{Ll}/u.test(s) && !/^(?:troligen|ingen|du) /.test(s))).toEqual([]);
    expect(all.filter((s) => /\(du\)s\b/.test(s))).toEqual([]);
    const t = phrase(createTranslator('sv', allMessages('sv', 'stopp')), 'sv');
    expect(hintLine(t, { code: 'hint.lead-sure-winner', card: 'KH' })).toMatch(/sticka över den,/);
    expect(hintLine(t, { code: 'hint.lead-sure-winner', card: 'AH' })).toMatch(/sticka över det,/);
    expect(all.filter((s) => /\{\{|\[|\]/.test(s))).toEqual([]);
  });
});

describe('Stopp term decisions catch the old wording', () => {
  it('sv "given" for the dealer and de "Einsätze" for counted coins are found; the right words are not', async () => {
    const { findAvoided } = await import('../../../shared/terms');
    const { TERMS } = await import('../terms');
    expect(findAvoided(TERMS, 'sv', 'Spelaren till vänster om given spelar ut.').length).toBe(1);
    expect(findAvoided(TERMS, 'sv', 'Given blandar och delar ut.').length).toBe(1);
    expect(findAvoided(TERMS, 'sv', 'Spelaren till vänster om givaren spelar ut; given är slut.')).toEqual([]);
    expect(findAvoided(TERMS, 'de', 'Jeder beginnt mit 10 Einsätzen.').length).toBe(1);
    expect(findAvoided(TERMS, 'de', 'Man spielt um kleine Einsätze; jeder hat 10 Einheiten.')).toEqual([]);
  });
});
