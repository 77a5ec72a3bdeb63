import { describe, expect, it } from 'vitest';
import type { Card } from '../../../shared/cards/model';
import { cardAt, cardIndex } from '../engine/cards';
import { makeSim, playCard, type Sim } from './sim';
import { marchModeFor, steadyPick } from './steady';
import { BITPOS, ESUIT } from './tables';

/** A four-player sim with spades trump; `hands` by slot; slot 0 leads. */
function sim(hands: Card[][], trump = 0): Sim {
  const s = makeSim();
  s.t = trump;
  s.n = 4;
  s.march.fill(-1);
  hands.forEach((h, j) => {
    for (const card of h) {
      const c = cardIndex(card);
      const i = j * 4 + (ESUIT[trump * 36 + c] as number);
      s.hands[i] = (s.hands[i] as number) | (1 << (BITPOS[trump * 36 + c] as number));
    }
    s.lens[j] = h.length;
  });
  return s;
}

const pick = (s: Sim, slot: number): Card => cardAt(steadyPick(s, slot));

describe('Steady habits', () => {
  it('cannot win: sheds the highest card that still loses', () => {
    const s = sim([['AH', '6C'], ['KH', '7H', '6H', '6D'], ['8H', '7C'], ['9H', '7D']]);
    playCard(s, cardIndex('AH'));
    expect(pick(s, 1)).toBe('KH');
  });

  it('void: smears its highest-point card onto a trick it does not win', () => {
    const s = sim([['6H', '6C'], ['AD', '6D', '9C', '8C'], ['8H', '7C'], ['9H', '7D']]);
    playCard(s, cardIndex('6H'));
    expect(pick(s, 1)).toBe('AD');
  });

  it('last to a cheap trick: dumps the Old Man rather than keep it', () => {
    const s = sim([['6H'], ['7H'], ['8H'], ['JS', '6D', '6C']]);
    playCard(s, cardIndex('6H'));
    playCard(s, cardIndex('7H'));
    playCard(s, cardIndex('8H'));
    expect(pick(s, 3)).toBe('JS');
  });

  it('last to a dear trick: ducks instead of winning it', () => {
    const s = sim([['AH'], ['KH'], ['TH'], ['JS', '9H', '6C']]);
    playCard(s, cardIndex('AH'));
    playCard(s, cardIndex('KH'));
    playCard(s, cardIndex('TH'));
    expect(pick(s, 3)).toBe('9H');
  });

  it('leads: no ace or ten when it holds lower cards', () => {
    const s = sim([['AH', 'TH', '9D', '7D', '8C', '6S', 'KC', 'QH', 'JD'], [], [], []]);
    for (let j = 1; j < 4; j++) s.lens[j] = 9;
    const c = pick(s, 0);
    expect(['AH', 'TH']).not.toContain(c);
  });

  it('avoids leading a suit in which a later player has shown a void', () => {
    const s = sim([['9H', '9D', '6S'], [], [], []]);
    for (let j = 1; j < 4; j++) s.lens[j] = 3;
    s.voids[2] = 1 << 1; // slot 2 is void in hearts (suit index 1)
    s.trickNo = 6;
    expect(pick(s, 0)).not.toBe('9H');
  });

  it('goes for a march only with a hand that can make 100', () => {
    const strong = sim([['JS', 'JC', 'AS', 'KS', 'QS', 'TS', 'AH', 'AD', 'AC'], [], [], []]);
    expect(marchModeFor(strong, 0)).toBe(true);
    const weak = sim([['JS', '7S', 'AS', '9H', 'QS', '6D', 'AH', '8D', '7C'], [], [], []]);
    expect(marchModeFor(weak, 0)).toBe(false);
    // In march mode it leads from the top.
    for (let j = 1; j < 4; j++) strong.lens[j] = 9;
    expect(pick(strong, 0)).toBe('JS');
  });

  it('takes a trick with points from a player who could otherwise make 100', () => {
    const make = (threat: boolean): Sim => {
      const s = sim([['KH'], ['7H'], ['8H'], ['6S', '6H']]);
      s.trickNo = 7;
      s.lens[3] = 2;
      if (threat) s.points[0] = 75;
      else s.points[1] = 75;
      playCard(s, cardIndex('KH'));
      playCard(s, cardIndex('7H'));
      playCard(s, cardIndex('8H'));
      return s;
    };
    expect(pick(make(false), 3)).toBe('6H');
    expect(pick(make(true), 3)).toBe('6S');
  });
});
