/**
 * The sentences of the game table (commentary, the deal review, hints) rendered with everything that fills them:
 * the learner, a woman's name (seat 2, Carla), a man's name (seat 1, Ben/Bernd), a card of every rank, and the counts
 * 0, 1, 2 and 5. The learner is spoken to ("You pass.", "Du passt."), never put into a third-person sentence;
 * German cards take an article that agrees with them; counts take the singular at 1.
 */
import { describe, expect, it } from 'vitest';
import { allMessages } from '../../../i18n';
import { createTranslator } from '../../../i18n/client';
import type { Card } from '../../../shared/cards/model';
import type { Hint } from '../bots/hint';
import type { GameEvent } from '../engine/game';
import type { SeatStrokes, StrokeReason } from '../engine/scoring';
import { cardOf, narrate, passerResult, seatResult, suitWord } from '../table/narrate';
import { phrase } from '../../../i18n/phrase';
import { hintText } from '../widgets/GameTable';

const LANGS = ['en', 'de', 'sv'] as const;
const SEATS = [0, 1, 2];
const RANKS = ['A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6'];
const cards: Card[] = RANKS.map((r) => `${r}H` as Card);

const events = (seat: number, card: Card, count: number): GameEvent[] => [
  { type: 'chose', seat, choice: 'play' },
  { type: 'chose', seat, choice: 'pass' },
  { type: 'chose', seat, choice: 'blind' },
  { type: 'auto-active', seat, reason: 'choose.others-passed' },
  { type: 'claim-answered', seat, agree: true },
  { type: 'claim-answered', seat, agree: false },
  { type: 'claim-refused', by: seat },
  { type: 'six-exchanged', seat, six: '6H', took: card, from: 'blind' },
  { type: 'six-kept', seat },
  { type: 'play-started', active: [0, 1, 2], leader: seat, tricks: 9 },
  { type: 'card-played', seat, card, trick: 1, reason: { code: 'play.lead' } as never },
  { type: 'weis-announced', seat, value: 50 },
  { type: 'weis-blocked', seat, value: 20, higher: 50 },
  { type: 'weis-resolved', winner: seat, points: 70, combos: [], losers: [] },
  { type: 'weis-missed', seat, value: 20 },
  { type: 'stoeck', seat, points: 20 },
  { type: 'stoeck-missed', seat },
  { type: 'trick-won', trick: 3, winner: seat, card, points: count, lastTrickBonus: 0, reason: { code: 'trick.highest-trump' } as never, beaten: [] },
  { type: 'trick-won', trick: 9, winner: seat, card, points: count, lastTrickBonus: 5, reason: { code: 'trick.highest-trump' } as never, beaten: [] },
  { type: 'draw', between: [0, 1, 2].filter((s) => s !== seat).slice(0, 1).concat(seat), strokes: 1, cards: [], order: [seat] },
  { type: 'next-deal', dealer: seat, vorhand: (seat + 1) % 3, players: [0, 1, 2] },
  { type: 'deal-dealt', deal: 2, dealer: seat, turned: card, trump: 'H', turnedAt: 'dealer-hand' } as never,
  { type: 'retired', seats: [seat], target: 7 },
  { type: 'game-over', loser: seat, net: [0, 0, 0], settlement: null },
];

const REASONS: StrokeReason[] = [
  { code: 'strokes.sole-active', strokes: 2 },
  { code: 'strokes.top', rank: 1 },
  { code: 'strokes.cycled', rank: 1, qualified: 1 },
  { code: 'strokes.won-draw', rank: 2 },
  { code: 'strokes.lost-draw', rank: 3 },
  { code: 'strokes.held-over', between: [0, 1] },
  { code: 'strokes.safe', rank: 3 },
  { code: 'strokes.potato', total: 12, threshold: 26 },
];

const HINTS = (card: Card): Hint['reason'][] => [
  { code: 'hint.only-card', card },
  { code: 'hint.cash-winner', card },
  { code: 'hint.pull-trumps', card },
  { code: 'hint.lead-low', card },
  { code: 'hint.lead-high', card },
  { code: 'hint.lead-short', card },
  { code: 'hint.lead-probe', card },
  { code: 'hint.win-cheaply', card, trickPoints: 14 },
  { code: 'hint.ruff', card, trickPoints: 14 },
  { code: 'hint.overtrump', card, over: '6H' },
  { code: 'hint.duck-under', card, under: 'QH' },
  { code: 'hint.discard-low', card },
  { code: 'hint.keep-buur', card },
  { code: 'hint.swap-six', six: '6H', turned: card },
  { code: 'hint.keep-six', six: card },
  { code: 'hint.play-hand', expected: 0.7 },
  { code: 'hint.pass-weak-hand', expected: -0.703 },
  { code: 'hint.keep-hand', estimate: 31.46 },
];

/** Forms that put the learner into a third-person sentence, or a count into the wrong number. */
const BAD: Record<(typeof LANGS)[number], RegExp> = {
  en: /\b(You|you) (has|is|wins|gets|passes|plays|takes|keeps|swaps|announces|holds|deals|agrees|wants)\b|\bto You\b|\b1 (points|strokes|potatoes)\b|\bYou:/,
  de: /\b(Du|du) (hat|ist|gibt|spielt|nimmt|passt mit|behält|tauscht|gewinnt|verliert|bekommt|gehört|will)\b|\b(an|von|mit) Du\b|\bihn Du\b|\b1 (Punkte|Striche)\b|\bDu:|\b(den|dem|der|die|das) (den|dem|der|die|das)\b/,
  sv: /\b(till|med|från) Du\b|\bDu:|\bhon\b/,
};

describe('table sentences agree with the learner, names, cards and counts', () => {
  for (const lang of LANGS) {
    it(`${lang}: commentary, deal review and hints`, () => {
      const t = createTranslator(lang, allMessages(lang, 'handjass'));
      const out: string[] = [];
      for (const seat of SEATS)
        for (const card of cards)
          for (const count of [0, 1, 2, 5]) for (const e of events(seat, card, count)) out.push(narrate(t, e, lang) ?? '');
      for (const seat of SEATS) {
        for (const reason of REASONS)
          for (const n of [0, 1, 2, 5]) {
            const s: SeatStrokes = { seat, total: 31, strokes: n, potatoes: 0, reason, extra: 0, heldWon: 0 };
            out.push(seatResult(t, s, lang));
          }
        out.push(passerResult(t, seat, lang));
      }
      for (const card of cards) for (const reason of HINTS(card)) out.push(hintText(t, { action: { type: 'play', seat: 0, card }, reason, candidates: [], samples: 0 } as Hint, lang));
      if (process.env.HJ_PRINT) console.log([...new Set(out)].filter((l, i) => i % 7 === 0).join('\n'));
      for (const line of out) {
        expect(line, line).not.toMatch(/\{\{|\[|\]|table\.[a-z]|strokes\.[a-z]/);
        expect(line, line).not.toMatch(BAD[lang]);
      }
      if (lang === 'de') {
        const joined = out.join('\n');
        // Articles agree with each card: the King and the Jack are masculine, the Queen feminine, the Ace neuter.
        expect(joined).toContain('Spiel den Herz-König aus');
        expect(joined).toContain('Spiel die Herz-Dame aus');
        expect(joined).toContain('Spiel das Herz-Ass aus');
        expect(joined).toContain('Stich 3 an dich mit');
        expect(joined).toContain('Du hast 31');
        expect(joined).toContain('1 Punkt.');
        expect(joined).not.toContain('(erwartet');
      }
      if (lang === 'en') {
        const joined = out.join('\n');
        expect(joined).toContain('You have 31');
        expect(joined).toContain('You passed and get neither');
        expect(joined).toContain('Trick 3 to you with the ace of hearts: 1 point.');
      }
    });
  }

  it('a card or a suit inside a sentence is written in lower case (the deal line, the trump line on the felt)', () => {
    const say = (lang: (typeof LANGS)[number]) => phrase(createTranslator(lang, allMessages(lang, 'handjass')), lang);
    const dealt = { type: 'deal-dealt', deal: 2, dealer: 1, turned: '8C', trump: 'C', turnedAt: 'dealer-hand' } as never;
    expect(narrate(say('en'), dealt, 'en')).toMatch(/: the eight of clubs is turned and stays with the dealer; clubs are trumps\.$/);
    expect(narrate(say('sv'), { ...(dealt as object), turned: 'QS', trump: 'S' } as never, 'sv')).toMatch(/; spader är trumf\.$/);
    const trumps = (lang: (typeof LANGS)[number], suit: 'C' | 'H', card: Card) => say(lang)('table.trumps', { suit: suitWord(say(lang), suit), card: cardOf(say(lang), card) });
    expect(trumps('en', 'C', '8C')).toBe('Trumps: clubs (turned: eight of clubs)');
    expect(trumps('sv', 'H', 'QH')).toBe('Trumf: hjärter (vänt kort: hjärter dam)');
    // The deal's results in one line: the learner in the middle of it is "du"/"you" in lower case.
    const scored = { type: 'deal-scored', kind: 'played', multiplier: 1, held: null, seats: [1, 0, 2].map((seat) => ({ seat, total: 20, strokes: seat === 1 ? 1 : 0, potatoes: 0, reason: 'top', extra: 0, heldWon: 0 })) } as never;
    expect(narrate(say('de'), scored, 'de')).toMatch(/^Bernd: 1 Strich; du: [^;]+; Carla: /);
    expect(narrate(say('en'), scored, 'en')).toMatch(/^Ben: 1 stroke; you: [^;]+; Carla: /);
  });
});

describe('drill explanations agree with their cards', () => {
  it('de and sv: articles and pronouns follow each card', async () => {
    const { reasonText } = await import('../widgets/LegalPlay');
    const { explainRanking } = await import('../widgets/RankingBoard');
    const { phrase } = await import('../../../i18n/phrase');
    const ranking = { why: 'rank.trump-beats-plain', higher: 'QH', lower: 'KS', a: { card: 'QH', place: 5, trump: true, reason: { code: 'points.blank' } }, b: { card: 'KS', place: 2, trump: false, reason: { code: 'points.blank' } } } as never;
    const de = phrase(createTranslator('de', allMessages('de', 'handjass')), 'de');
    expect(explainRanking(de, ranking)[0]).toBe('Die Herz-Dame ist Trumpf und sticht darum den Pik-König (kein Trumpf).');
    expect(reasonText(de, { card: 'AH', legal: true, reason: { code: 'play.overtrump', over: 'KH' } } as never)).toBe('Es übertrumpft den Herz-König.');
    const sv = phrase(createTranslator('sv', allMessages('sv', 'handjass')), 'sv');
    expect(reasonText(sv, { card: 'AH', legal: true, reason: { code: 'play.follow-suit', led: 'H' } } as never)).toMatch(/^Det bekänner/);
    expect(reasonText(sv, { card: 'KH', legal: true, reason: { code: 'play.follow-suit', led: 'H' } } as never)).toMatch(/^Den bekänner/);
  });
});
