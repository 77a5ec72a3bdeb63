/**
 * The coach's words fit what the learner bid and what happened (review of the Bugami table):
 * - a Null bidder who must go over the card led ("ruter sexa. Den tar sticket så billigt som möjligt") hears about his
 *   Null, never about taking the trick cheaply or bad cards;
 * - one legal card is "the only card you may play", several that play the same are not called "the only" one;
 * - "Stay under" never cites a cost of 0 bad cards;
 * - a score reason says "rounded down" only when something was rounded (90 divided by 5 is 18);
 * - the review's coach line has no second "Hint:" label, and says what tells the learner's card from the coach's
 *   when the coach's reason fits both.
 */
import { describe, expect, it } from 'vitest';
import { allMessages } from '../../../i18n';
import { createTranslator } from '../../../i18n/client';
import { phrase } from '../../../i18n/phrase';
import { powerOf, type GameCard } from '../engine/cards';
import { apply, newGame, type GameAction, type GameState } from '../engine/game';
import type { Bid, Seat } from '../engine/types';
import { hint, type Hint, type HintReason } from '../bots/hint';
import { sameReason } from '../table/review';
import { scoreReason } from '../widgets/common';
import { hintLine } from '../widgets/table/narrate';

const OPTS = { budgetMs: Infinity, maxSamples: 12, seed: 5 };

function must(r: ReturnType<typeof apply>): GameState {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

/**
 * A four-player deal with the hands given by playing position (the first leader first), every seat bidding as
 * `bids` says (by position), then `plays` played (cards, in turn). Other cards fill the hands in pack order.
 */
function table(hands: GameCard[][], bids: Bid[], plays: GameCard[]): { state: GameState; order: Seat[] } {
  const g = newGame({ seed: 1, players: 4, firstDealer: 3 });
  if (!g.ok) throw new Error('newGame');
  const used = new Set(hands.flat());
  const rest: GameCard[] = [];
  for (const s of ['S', 'H', 'D', 'C']) for (const r of ['A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2']) if (!used.has(`${r}${s}` as GameCard)) rest.push(`${r}${s}` as GameCard);
  const full = [0, 1, 2, 3].map((i) => [...(hands[i] ?? [])]);
  for (const h of full) while (h.length < 13) h.push(rest.shift() as GameCard);
  const pack: GameCard[] = [];
  for (let i = 0; i < 13; i++) for (const h of full) pack.push(h[i] as GameCard);
  let s = must(apply(g.value, { type: 'deal', pack }));
  const order = s.deal!.order;
  order.forEach((seat, i) => {
    s = must(apply(s, { type: 'bid', seat, bid: bids[i] as Bid }));
  });
  plays.forEach((card, i) => {
    s = must(apply(s, { type: 'play', seat: order[i % 4] as Seat, card }));
  });
  return { state: s, order };
}

describe('the coach speaks to the learner\'s bid', () => {
  it('a Null bidder who cannot stay under the card led hears about his Null, not about taking the trick cheaply', () => {
    // The learner plays second to the two of diamonds and holds only the six and king of diamonds.
    const { state, order } = table([['2D'], ['6D', 'KD', '2S', '3S', '4S', '2H', '3H', '4H', '2C', '3C', '4C', '5C', '6C']], ['S', 'NULL', 'S', 'S'], ['2D']);
    const h = hint(state, order[1] as Seat, OPTS);
    expect(h?.action.type).toBe('play');
    expect(['hint.null-over-low', 'hint.null-over']).toContain(h?.reason.code);
    if (h?.action.type === 'play' && h.action.card === '6D') expect(h.reason.code).toBe('hint.null-over-low');
    const t = phrase(createTranslator('sv', allMessages('sv', 'bugami')), 'sv');
    const line = hintLine(t, h!.reason, 'sv', order[1] as Seat);
    expect(line).toMatch(/Null/);
    expect(line).not.toMatch(/billigt|giftkort/);
  });

  it('one legal card is the only card the learner may play; two that play the same are not "the only" one', () => {
    const one = table([['2D'], ['6D', '2S', '3S', '4S', '5S', '2H', '3H', '4H', '2C', '3C', '4C', '5C', '6C']], ['S', 'H', 'S', 'S'], ['2D']);
    expect(hint(one.state, one.order[1] as Seat, OPTS)?.reason.code).toBe('hint.only-card');
    const two = table([['2D'], ['9D', 'TD', '2S', '3S', '4S', '5S', '2H', '3H', '4H', '2C', '3C', '4C', '5C']], ['S', 'H', 'S', 'S'], ['2D']);
    expect(hint(two.state, two.order[1] as Seat, OPTS)?.reason.code).toBe('hint.all-same');
    const en = phrase(createTranslator('en', allMessages('en', 'bugami')), 'en');
    expect(hintLine(en, { code: 'hint.only-card', card: '6D' }, 'en', 0)).toBe('It is the only card you may play.');
  });

  it('hints for a Null bidder, kept or broken, never speak of bad cards or of taking a trick cheaply', () => {
    const NOT_NULL = ['hint.win-cheaply', 'hint.win-high', 'hint.forced-over', 'hint.duck-under', 'hint.duck-later', 'hint.duck-lead', 'hint.cannot-beat', 'hint.lead-joker', 'hint.shed-own-bad-suit', 'hint.lead-low-bad-suit', 'hint.cash-winner'];
    const seen = new Set<string>();
    for (let seed = 1; seed <= 5; seed++) {
      const g = newGame({ seed, players: 4, firstDealer: 3 });
      if (!g.ok) throw new Error('newGame');
      let st = must(apply(g.value, { type: 'deal' }));
      for (const seat of [0, 1, 2, 3] as Seat[]) st = must(apply(st, { type: 'bid', seat, bid: seat === 0 ? 'NULL' : 'S' }));
      for (let i = 0; i < 60 && st.stage === 'playing'; i++) {
        const d = st.deal!;
        const seat = d.turn as Seat;
        const h = hint(st, seat, { ...OPTS, maxSamples: 6, seed });
        if (!h || h.action.type !== 'play') throw new Error('no hint');
        if (seat === 0) {
          seen.add(h.reason.code);
          expect(NOT_NULL, `seed ${seed}`).not.toContain(h.reason.code);
          if (d.tricksWon[0]! > 0) expect(['hint.null-broken', 'hint.only-card', 'hint.all-same']).toContain(h.reason.code);
        }
        // The learner plays the highest legal card, so that his Null breaks and the rest of the deal is played with it broken.
        const a: GameAction = seat === 0 ? { type: 'play', seat, card: h.candidates.map((c) => c.choice as GameCard).reduce((x, y) => (powerOf(y) > powerOf(x) ? y : x)) } : h.action;
        st = must(apply(st, a));
      }
    }
    expect(seen.has('hint.null-broken')).toBe(true);
  });

  it('"Stay under" gives a reason in words, never a cost of 0 bad cards', () => {
    for (const lang of ['en', 'de', 'sv'] as const) {
      const t = phrase(createTranslator(lang, allMessages(lang, 'bugami')), lang);
      for (const r of [
        { code: 'hint.duck-later', card: '3D', under: 'QD' },
        { code: 'hint.duck-lead', card: '3D', under: 'QD' },
        { code: 'hint.cannot-beat', card: '3D', under: 'QD' },
      ] as HintReason[]) {
        const line = hintLine(t, r, lang, 0);
        expect(line).not.toMatch(/\b0\b|\{\{|\[/);
      }
    }
  });
});

describe('score reasons', () => {
  it('say "rounded down" only when something was rounded', () => {
    const words = { en: /rounded/, de: /abgerundet/, sv: /avrundat/ } as const;
    for (const lang of ['en', 'de', 'sv'] as const) {
      const t = phrase(createTranslator(lang, allMessages(lang, 'bugami')), lang);
      const even = scoreReason(t, { code: 'score.divided', tricks: 9, bad: 5, points: 90, exact: 18, remainder: 0 }, 'David', 18, lang);
      expect(even).not.toMatch(words[lang]);
      expect(even).toMatch(/18/);
      const odd = scoreReason(t, { code: 'score.divided', tricks: 4, bad: 3, points: 40, exact: 40 / 3, remainder: 1 }, 'David', 13, lang);
      expect(odd).toMatch(words[lang]);
    }
  });
});

describe('the review\'s coach line', () => {
  const base: Hint = {
    action: { type: 'play', seat: 0, card: '7C' },
    reason: { code: 'hint.null-duck', card: '7C', under: 'AC' },
    candidates: [
      { choice: '7C', same: [], value: 60, se: 2, reason: 'hint.null-duck' },
      { choice: '3C', same: [], value: 40, se: 2, reason: 'hint.null-duck' },
      { choice: 'QC', same: [], value: 30, se: 2, reason: 'hint.null-shed' },
      { choice: 'KH', same: [], value: 10, se: 2, reason: 'hint.discard-danger' },
    ],
    samples: 12,
  };
  const play = (card: GameCard): GameAction => ({ type: 'play', seat: 0, card });
  it('says the coach\'s card is the higher one when both stay under in the same suit', () => {
    expect(sameReason(base, play('3C'), 'ace-high')).toBe('higher');
  });
  it('says nothing more when the reasons differ (the coach\'s reason is the difference) or the card is the coach\'s', () => {
    expect(sameReason(base, play('QC'), 'ace-high')).toBeNull();
    expect(sameReason(base, play('7C'), 'ace-high')).toBeNull();
    expect(sameReason(base, { type: 'bid', seat: 0, bid: 'NULL' }, 'ace-high')).toBeNull();
  });
  it('names no "Hint:" label of its own (the review says "The coach:")', () => {
    for (const lang of ['en', 'de', 'sv'] as const) {
      const msgs = allMessages(lang, 'bugami');
      expect(msgs['table.playReview.coach']).toBe('{{choice}}. {{reason}}');
    }
  });
});
