import { render } from 'preact-render-to-string';
import { h } from 'preact';
import { describe, expect, it } from 'vitest';
import { Card } from '../../src/shared/cards/Card';
import { FULL_PACK, SUITS, colourOf, handSuits, isJoker, jokerColour, parseCard, partnerSuit } from '../../src/shared/cards/model';

describe('card model', () => {
  it('has 52 distinct cards', () => {
    expect(new Set(FULL_PACK).size).toBe(52);
  });

  it('parses notation and refuses garbage with a code', () => {
    expect(parseCard('js')).toEqual({ ok: true, value: 'JS' });
    expect(parseCard('10H')).toEqual({ ok: true, value: 'TH' });
    expect(parseCard('1X')).toEqual({ ok: false, error: { code: 'card.malformed', input: '1X' } });
    expect(parseCard(42)).toMatchObject({ ok: false });
  });

  it('knows colours and partner suits', () => {
    expect(colourOf('S')).toBe('black');
    expect(colourOf('D')).toBe('red');
    expect(partnerSuit('S')).toBe('C');
    expect(partnerSuit('H')).toBe('D');
  });

  it('orders a hand\'s suits with trumps first and the colours alternating', () => {
    expect(handSuits('H')).toEqual(['H', 'S', 'D', 'C']);
    expect(handSuits('C')).toEqual(['C', 'H', 'S', 'D']);
    expect(handSuits(null)).toEqual(['S', 'H', 'C', 'D']);
    expect(handSuits('X' as never)).toEqual(['S', 'H', 'C', 'D']);
    for (const trump of [...SUITS, null]) {
      const order = handSuits(trump);
      expect(new Set(order)).toEqual(new Set(SUITS));
      if (trump) expect(order[0]).toBe(trump);
      for (let i = 1; i < 4; i++) expect(colourOf(order[i] as never)).not.toBe(colourOf(order[i - 1] as never));
    }
  });
});

describe('<Card>', () => {
  it('draws every card of a full pack as a named SVG image without external images', () => {
    for (const card of FULL_PACK) {
      const html = render(h(Card, { card, name: `name ${card}` }));
      expect(html).toContain('role="img"');
      expect(html).toContain(`aria-label="name ${card}"`);
      expect(html).toContain(`data-card="${card}"`);
      expect(html).not.toMatch(/<image|href="http/);
    }
  });

  it('draws the right number of pips on number cards', () => {
    const pips = (card: (typeof FULL_PACK)[number]) => (render(h(Card, { card, name: card })).match(/<use /g) ?? []).length;
    // two corner pips plus the face's
    expect(pips('AS')).toBe(3);
    expect(pips('7H')).toBe(9);
    expect(pips('TD')).toBe(12);
    expect(pips('2C')).toBe(4);
  });

  it('draws backs, sizes and the four-colour deck', () => {
    const back = render(h(Card, { faceDown: true, name: 'Face-down card', size: 'sm' }));
    expect(back).toContain('card--back');
    expect(back).toContain('card--sm');
    expect(back).not.toContain('data-card');
    const four = render(h(Card, { card: 'QD', name: 'Queen of diamonds', fourColour: true }));
    expect(four).toContain('card--four-colour');
    expect(four).toContain('card--D');
  });

  it('draws Jokers, red and black, named by the caller', () => {
    for (const joker of ['JK', 'JKR', 'JKB', 'JK2'] as const) {
      const html = render(h(Card, { card: joker, name: `Joker ${joker}` }));
      expect(html).toContain(`data-card="${joker}"`);
      expect(html).toContain(`aria-label="Joker ${joker}"`);
      expect(html).toContain('card--joker');
    }
    expect(render(h(Card, { card: 'JKR', name: 'Red Joker' }))).toContain('card--joker-red');
    expect(render(h(Card, { card: 'JKB', name: 'Black Joker', index: 'J' }))).toContain('>J<');
    expect([isJoker('JK'), isJoker('JKR'), isJoker('JK3'), isJoker('JKX'), isJoker('JS'), isJoker(7)]).toEqual([true, true, true, false, false, false]);
    expect(jokerColour('JKR')).toBe('red');
    expect(jokerColour('JK1')).toBe('black');
  });
});
