/**
 * The hint's reason for a lead judges "low" and "better" by the real order of the suit: trumps by trump order (Buur,
 * Nell, Ace, King, Ober, Banner, 8, 7, 6), a plain suit by rank. The position the review found: two players, diamonds
 * trumps, the learner to lead holding J♥ A♦ Q♦ 7♦, with the Buur and the Nell of diamonds still out.
 *
 * The Stöck advice goes with the card that completes Stöck only: where the hint plays another card, its line (and the
 * review's coach line) gives that card's advice alone.
 */
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../shared/cards/model';
import { createTranslator } from '../../../i18n/client';
import { allMessages } from '../../../i18n';
import { cardIndex, suitIndex } from '../engine/cards';
import { makeSim } from '../engine/fast';
import { apply, newGame, nextDecision, type GameState } from '../engine/game';
import { hintText } from '../widgets/GameTable';
import { chooseAction, tableAction } from './bot';
import { classify, hint } from './hint';
import type { View } from './view';

/** A lead position for slot 0 of two: `hand` in slot 0's hand, `played` already gone, `trump` the trump suit. */
function leadView(hand: Card[], trump: 'S' | 'H' | 'D' | 'C', played: Card[] = []): View {
  const sim = makeSim();
  sim.n = 2;
  sim.t = suitIndex(trump);
  sim.tricksTotal = 9;
  sim.trickNo = 9 - hand.length;
  sim.leader = 0;
  for (const c of hand) {
    const i = cardIndex(c);
    sim.hands[(i / 9) | 0] = (sim.hands[(i / 9) | 0] as number) | (1 << i % 9);
  }
  for (const c of played) {
    const i = cardIndex(c);
    sim.played[(i / 9) | 0] = (sim.played[(i / 9) | 0] as number) | (1 << i % 9);
  }
  return { mySlot: 0, sim, legal: hand.map(cardIndex) } as unknown as View;
}

const reason = (hand: Card[], card: Card, trump: 'S' | 'H' | 'D' | 'C', played: Card[] = []) => classify(leadView(hand, trump, played), cardIndex(card)).code;

describe('lead reasons follow the real order of the suit', () => {
  it('the Ace of trumps is not a low card, and the Ober and 7 are not better than it', () => {
    expect(reason(['JH', 'AD', 'QD', '7D'], 'AD', 'D')).toBe('hint.pull-trumps');
  });
  it('the Ober of trumps with only the 7 beside it is not low either', () => {
    expect(reason(['QD', '7D'], 'QD', 'D')).toBe('hint.pull-trumps');
  });
  it('the lowest trump, better trumps kept, is the low lead', () => {
    expect(reason(['JH', 'AD', 'QD', '7D'], '7D', 'D')).toBe('hint.lead-low');
    // The Nine is the Nell in trumps: the Ace below it is the low one.
    expect(reason(['9D', 'AD'], 'AD', 'D')).toBe('hint.lead-low');
  });
  it('in a plain suit the rank decides: low under a kept better card, else short, probing or high', () => {
    expect(reason(['9C', 'AC', '7D'], '9C', 'D', ['KC'])).toBe('hint.lead-low');
    expect(reason(['9C', '6C', '7D'], '9C', 'D', ['AC'])).toBe('hint.lead-probe');
    expect(reason(['8C', '7D', 'QD'], '8C', 'D')).toBe('hint.lead-short');
    expect(reason(['KC', '6C', '7D'], 'KC', 'D')).toBe('hint.lead-high');
  });
});

/** Seed 1 at four, every seat playing the random bot (seeded by the move): the first time seat 0 may complete Stöck. */
function stoeckChoice(): GameState {
  const g = newGame({ seed: 1, players: 4 });
  if (!g.ok) throw new Error('no game');
  let s = g.value;
  for (let i = 0; i < 400 && s.stage !== 'game-over'; i++) {
    const d = nextDecision(s);
    let a = tableAction(s);
    if (!a && 'seat' in d) {
      if (d.kind === 'play' && d.seat === 0 && d.stoeckCards.some((c) => d.legal.includes(c))) return s;
      a = chooseAction(s, d.seat, { level: 'random', seed: i });
    }
    if (!a) break;
    const r = apply(s, a);
    if (!r.ok) break;
    s = r.value;
  }
  throw new Error('no Stöck choice reached');
}

describe('the Stöck advice belongs to its own card', () => {
  it('a hint to play another card says nothing of Stöck', () => {
    const s = stoeckChoice();
    const d = nextDecision(s);
    if (d.kind !== 'play') throw new Error('not a card decision');
    const h = hint(s, 0, { seed: 1, maxSamples: 16, budgetMs: Infinity });
    if (h?.action.type !== 'play') throw new Error('no card hint');
    expect(d.stoeckCards).not.toContain(h.action.card);
    expect(h.stoeck).toBeUndefined();
    for (const lang of ['en', 'de', 'sv'] as const) {
      const t = createTranslator(lang, allMessages(lang, 'handjass'));
      expect(hintText(t, h, lang)).not.toMatch(/Stöck/);
    }
  });
});
