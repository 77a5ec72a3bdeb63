/**
 * Every sentence the table, the reviews and the drills build from a template, rendered in each language with what can
 * fill it: the learner, a woman's name (Anna), a man's name (Ben/Bernd), two names, partners with the learner, every
 * rank (German König/Dame/Ass/Bube, Swedish kung/ess), a Joker, and the counts 0, 1, 2 and 5. No sentence may put
 * the learner into the third person ("You wins", "Du bekommt", "an Du", "till Du"), give a list of names a singular
 * verb, a count of 1 a plural noun, or leave a placeholder or markup unfilled.
 */
import { describe, expect, it } from 'vitest';
import { allMessages, LANGUAGES, type Lang } from '../../../i18n';
import { createTranslator } from '../../../i18n/client';
import { phrase } from '../../../i18n/phrase';
import type { GameCard } from '../engine/cards';
import type { GameEvent } from '../engine/game';
import type { ScoreReason } from '../engine/scoring';
import type { Seat } from '../engine/types';
import type { HintReason } from '../bots/hint';
import { explainReveal } from '../widgets/BidReveal';
import { badOf, cardName, cardWord, playReason, scoreReason, tricksOf } from '../widgets/common';
import { aboutSeat, eventLines, hintLine } from '../widgets/table/narrate';

const LEARNER: Seat = 0;
const ANNA: Seat = 1; // seat.1 is a man in en/de (Ben, Bernd), seat.2 a woman (Carla, Clara)
const WOMAN: Seat = 2;
const CARDS: GameCard[] = ['KS', 'QH', 'AD', 'JC', 'TS', '2H', 'JK'];
const COUNTS = [0, 1, 2, 5];

function say(lang: Lang) {
  return phrase(createTranslator(lang, allMessages(lang, 'bugami')), lang);
}

function allLines(lang: Lang): string[] {
  const t = say(lang);
  const lines: string[] = [];
  const events: GameEvent[] = [];
  for (const seat of [LEARNER, ANNA, WOMAN]) {
    events.push({ type: 'game-started', players: 4, dealer: seat });
    for (const count of [1, 5]) events.push({ type: 'deal-dealt', deal: 2, dealer: seat, leader: seat, order: [0, 1, 2, 3], handSize: count, remainder: count, playOff: false });
    for (const card of CARDS)
      for (const bad of COUNTS) {
        events.push({ type: 'trick-won', trick: 3, winner: seat, card, bad, badTotal: bad + 1, cards: [] } as unknown as GameEvent);
        events.push({ type: 'remainder-taken', seat, cards: ['2S', 'JK'], bad, badTotal: bad + 2 });
      }
  }
  for (const group of [[ANNA, WOMAN], [LEARNER, ANNA], [LEARNER, ANNA, WOMAN]] as Seat[][]) {
    events.push({ type: 'bids-revealed', bids: ['S', 'S', 'S', 'NULL'], units: [group], partnerships: [group] } as unknown as GameEvent);
    events.push({ type: 'play-off', tied: group } as unknown as GameEvent);
    events.push({ type: 'game-over', winners: group, totals: [260, 260, 260, 100] } as unknown as GameEvent);
  }
  for (const e of events) lines.push(...eventLines(t, e, LEARNER, lang));
  for (const seat of [LEARNER, ANNA, WOMAN]) {
    lines.push(aboutSeat(t, 'table.turn.trick', seat, LEARNER, { n: 3 }));
    for (const count of [1, 2, 5]) lines.push(aboutSeat(t, 'table.review.remainder', seat, LEARNER, { count }));
  }
  // Score reasons: one player (the learner or a name) or partners, every count.
  const whos = [t('seat.you'), t('seat.1'), t('seat.2'), `${t('seat.you')} & ${t('seat.1')}`];
  for (const who of whos)
    for (const n of [1, 2, 5]) {
      const reasons: ScoreReason[] = [
        { code: 'score.divided', tricks: n, bad: n, points: 10 * n, exact: 10, remainder: 0 },
        { code: 'score.divided', tricks: n, bad: 1, points: 10 * n, exact: 10 * n, remainder: 0 },
        { code: 'score.clean', tricks: n, perTrick: 20 },
        { code: 'score.no-trick' },
        { code: 'score.null-made' },
        { code: 'score.null-failed', tricks: n },
        { code: 'score.all-tricks', tricks: 13, bad: n },
        { code: 'score.all-tricks', tricks: 13, bad: 0 },
        { code: 'score.null-all-tricks', tricks: 13 },
        { code: 'score.other-took-all', by: [1], null: false },
        { code: 'score.other-took-all', by: [1], null: true },
      ];
      for (const r of reasons) lines.push(scoreReason(t, r, who, 0, lang));
      lines.push(t('score.pooled', { seats: who, tricks: tricksOf(t, n), bad: badOf(t, n) }));
    }
  // Hints and legality reasons with every card.
  for (const card of CARDS) {
    const under: GameCard = 'QS';
    const hints: HintReason[] = [
      { code: 'hint.cash-winner', card },
      { code: 'hint.lead-low', card },
      { code: 'hint.lead-high', card },
      { code: 'hint.null-lead', card },
      { code: 'hint.null-duck', card, under },
      { code: 'hint.null-shed', card, under },
      { code: 'hint.duck-under', card, under, bad: 1 },
      { code: 'hint.shed-highest-loser', card, under },
      { code: 'hint.win-cheaply', card, bad: 1 },
      { code: 'hint.win-cheaply', card, bad: 2 },
      { code: 'hint.partner-wins', card, partner: WOMAN },
      { code: 'hint.only-card', card },
      { code: 'hint.all-same', card },
      { code: 'hint.duck-later', card, under },
      { code: 'hint.duck-lead', card, under },
      { code: 'hint.cannot-beat', card, under },
      { code: 'hint.null-over-low', card, under },
      { code: 'hint.null-over', card },
      { code: 'hint.null-doomed', card },
      { code: 'hint.null-broken', card },
      { code: 'hint.null-sweep', card },
    ];
    lines.push(t('table.playReview.same', { mine: cardWord(t, card) }));
    lines.push(t('table.playReview.sameHigher', { mine: cardWord(t, card), card: cardWord(t, 'KS') }));
    for (const h of hints) lines.push(hintLine(t, h, lang, LEARNER));
    lines.push(playReason(t, card, { code: 'play.must-follow', led: 'S', holding: 1 } as never));
    lines.push(
      ...explainReveal(t, { card, bids: ['S', 'NULL', 'H', 'S'], players: 4 } as never, { bids: ['S', 'NULL', 'H', 'S'], hurts: [true, false, false, true] } as never),
    );
    lines.push(t('reveal.ask', { card: cardWord(t, card) }));
    lines.push(t('table.prompt.follow', { name: t('seat.2'), card: cardWord(t, card) }));
    lines.push(cardName(t, card));
  }
  return lines;
}

describe('Bugami sentences agree with whatever fills them', () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: the learner in the second person, lists with a plural verb, singular counts, nothing left unfilled`, () => {
      const lines = allLines(lang);
      expect(lines.length).toBeGreaterThan(300);
      if (process.env.SHOW_LINES) console.log([...new Set(lines)].join('\n'));
      const bad: RegExp[] = [/\{\{|\}\}|\[\w+[: ]|undefined|NaN/, /(?<![\p{L}])_(you|one|other)\b/u];
      if (lang === 'en') bad.push(/\bYou (wins|takes|deals|has|is|was)\b/, /\band \w+ (is|was|has|named the same suit and is)\b/, /\b1 (tricks|bad cards|cards)\b/);
      if (lang === 'de')
        bad.push(/\bDu (bekommt|hat|gibt|spielt|ist|gewinnt)\b/, /\b(an|von|für) Du\b/, /\bund \p{L}+ (hat|teilt sich|bekommt)\b/u, /\bdu\b.*\bund \p{L}+ (liegen|haben|teilen)\b/iu, /\b1 (Stiche|böse Karten|Karten)\b/, /\b(den|dem|Den|Dem) (Herz|Pik|Karo|Kreuz)-Dame\b/);
      if (lang === 'sv') bad.push(/(?<=[\p{L},] )(Spader|Hjärter|Ruter|Klöver) (kung|dam|ess|knekt|tia|tvåa)\b/u, /\btill Du\b/, /\b(med|av) Du\b/, /ofarligt/, /\b(henom|hen|hens)\b/);
      const found = lines.filter((l) => bad.some((re) => re.test(l)));
      expect(found).toEqual([]);
    });
  }
});

describe('the learner inside a list of a sentence', () => {
  it('is "you" / "du" in lower case (the bids turned over, the scores of the deal)', () => {
    const scored = { type: 'deal-scored', scores: [0, 13, 0, 0] } as unknown as GameEvent;
    const revealed = { type: 'bids-revealed', bids: ['S', 'H', 'D', 'NULL'], units: [], partnerships: [] } as unknown as GameEvent;
    expect(eventLines(say('sv'), scored, LEARNER, 'sv')[0]).toMatch(/^Poäng för given: du 0, Bengt 13/);
    expect(eventLines(say('de'), scored, LEARNER, 'de')[0]).toMatch(/: du 0, Bernd 13/);
    expect(eventLines(say('en'), revealed, LEARNER, 'en')[0]).toMatch(/: you: /);
  });
});
