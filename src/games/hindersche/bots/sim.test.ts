import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IS_TRUMP } from '../engine/cards';
import { legalSlotMask, trickWinnerSlot } from '../engine/play';
import { legalMasks, makeSim, playCard } from './sim';
import { BITPOS, CARD_AT, ESUIT, FULL, PTS_AT, SUIT_POINTS } from './tables';

function handMasks(t: number, cards: number[]): Int32Array {
  const m = new Int32Array(4);
  for (const c of cards) m[ESUIT[t * 36 + c] as number] = (m[ESUIT[t * 36 + c] as number] as number) | (1 << (BITPOS[t * 36 + c] as number));
  return m;
}

describe('bit tables', () => {
  it('map every card to a unique (suit, pos) and back', { timeout: 120_000 }, () => {
    for (let t = 0; t < 4; t++) {
      let pts = 0;
      for (let c = 0; c < 36; c++) {
        const s = ESUIT[t * 36 + c] as number;
        const pos = BITPOS[t * 36 + c] as number;
        expect(CARD_AT[t * 40 + s * 10 + pos]).toBe(c);
        pts += PTS_AT[t * 40 + s * 10 + pos] as number;
      }
      expect(pts).toBe(140);
      // 10 trumps, 8 in the partner suit, 9 in the other two.
      expect(FULL[t * 4 + t]).toBe(0x3ff);
      expect(SUIT_POINTS[t * 4 + t]).toBe(52);
      for (let s = 0; s < 4; s++) if (s !== t) expect(FULL[t * 4 + s]).toBe(s === 3 - t ? 0x1ff & ~(1 << 5) : 0x1ff);
    }
  });
});

describe('simulator', () => {
  it('legal masks agree with the engine for random hands and leads (both VP05 options)', { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray([...Array(36).keys()], { minLength: 2, maxLength: 10 }),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        (cards, t, printed) => {
          const lead = cards[0] as number;
          const hand = cards.slice(1);
          const sim = makeSim();
          sim.t = t;
          sim.n = 4;
          sim.printed = printed;
          sim.hands.set(handMasks(t, [lead]), 0);
          sim.hands.set(handMasks(t, hand), 4);
          sim.lens[0] = 1;
          sim.lens[1] = hand.length;
          sim.leader = 0;
          playCard(sim, lead);
          const out = new Int32Array(4);
          legalMasks(sim, 1, out);
          const engine = legalSlotMask(Uint8Array.from(hand), 0, hand.length, lead, t, printed);
          hand.forEach((c, i) => {
            const inMine = ((out[ESUIT[t * 36 + c] as number] as number) & (1 << (BITPOS[t * 36 + c] as number))) !== 0;
            expect(inMine).toBe(((engine >> i) & 1) === 1);
          });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('trick winner, points and voids follow the rules', { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...Array(36).keys()], { minLength: 4, maxLength: 4 }), fc.integer({ min: 0, max: 3 }), (cards, t) => {
        const sim = makeSim();
        sim.t = t;
        sim.n = 4;
        for (let j = 0; j < 4; j++) {
          sim.hands.set(handMasks(t, [cards[j] as number]), j * 4);
          sim.lens[j] = 1;
        }
        sim.leader = 2;
        // Slots 2, 3, 0, 1 play in that order.
        const order = [2, 3, 0, 1];
        const played = order.map((j) => cards[j] as number);
        for (const c of played) playCard(sim, c);
        const w = trickWinnerSlot(Uint8Array.from(played), 0, 4, t);
        expect(sim.leader).toBe(order[w]);
        let pts = 0;
        for (const c of played) pts += PTS_AT[t * 40 + (ESUIT[t * 36 + c] as number) * 10 + (BITPOS[t * 36 + c] as number)] as number;
        expect(sim.points[order[w] as number]).toBe(pts);
        expect(sim.trickNo).toBe(1);
        const led = ESUIT[t * 36 + (played[0] as number)] as number;
        for (let k = 1; k < 4; k++) {
          const c = played[k] as number;
          const s = ESUIT[t * 36 + c] as number;
          const slot = order[k] as number;
          const voids = sim.voids[slot] as number;
          if (s === led) expect(voids).toBe(0);
          else if (led === t) expect(voids & (1 << t)).not.toBe(0);
          else if (IS_TRUMP[t * 36 + c] === 1) expect(voids).toBe(0);
          else expect(voids & (1 << led)).not.toBe(0);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('equivalent cards', () => {
  it('merges cards with nothing outstanding between them, but not across a card in the current trick', async () => {
    const { equivalentGroups } = await import('./strong');
    const { cardIndex } = await import('../engine/cards');
    const t = 0; // spades trump
    const sim = makeSim();
    sim.t = t;
    sim.n = 4;
    const mine = ['9H', '7H', 'KD', 'QD'].map((c) => cardIndex(c));
    sim.hands.set(handMasks(t, mine), 4);
    sim.lens[1] = 4;
    sim.hands.set(handMasks(t, [cardIndex('8H')]), 0);
    sim.lens[0] = 1;
    // Nothing played: 8H is outstanding, so 9H and 7H differ; KD and QD differ in points.
    let groups = equivalentGroups(sim, 1, mine);
    expect(groups.length).toBe(4);
    // 8H led: it lies between 9H and 7H and is winning, so they still differ.
    playCard(sim, cardIndex('8H'));
    groups = equivalentGroups(sim, 1, [cardIndex('9H'), cardIndex('7H')]);
    expect(groups.length).toBe(2);
    // After the trick, with 8H gone, 9H and 7H (both 0 points) play the same.
    const done = makeSim();
    done.t = t;
    done.n = 4;
    done.hands.set(handMasks(t, mine), 4);
    done.played[1] = 1 << (BITPOS[cardIndex('8H')] as number);
    groups = equivalentGroups(done, 1, [cardIndex('9H'), cardIndex('7H')]);
    expect(groups).toEqual([[cardIndex('9H'), cardIndex('7H')]]);
  });
});
