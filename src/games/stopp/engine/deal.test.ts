import { describe, expect, it } from 'vitest';
import { beatersOf, power } from './cards';
import { cardReason, dealCards, legalAnswers, playInPlace, startDeal, stoppInPlace, type DealState } from './deal';
import type { GameEvent } from './events';
import { DEFAULT_RULES, type Rules } from './rules';
import type { Card } from './types';

const R: Rules = { ...DEFAULT_RULES };

function deal(hands: Card[][], leader = 0): DealState {
  return startDeal({ dealer: hands.length - 1, players: hands.map((_, i) => i), hands, setAside: [], leader });
}

function run(d: DealState, cards: Card[], rules: Rules = R): GameEvent[] {
  const ev: GameEvent[] = [];
  for (const c of cards) {
    const e = playInPlace(d, d.turn as number, c, rules, ev);
    if (e) throw new Error(JSON.stringify(e));
  }
  return ev;
}

const short = (ev: GameEvent[]) =>
  ev.map((e) => (e.type === 'play' ? `${e.seat}${e.card}` : e.type === 'stopp' ? `${e.seat}S` : e.type === 'out' ? `${e.seat}O` : e.type === 'turn' ? `${e.seat}T${e.cards}` : e.type === 'deal-end' ? `END:${e.reason}` : e.type));

describe('ranking and legal answers (spec 1, 3.3)', () => {
  it('Ace high by default, Ace low as an option (OP1)', () => {
    expect(power('AH')).toBe(12);
    expect(power('2H')).toBe(0);
    expect(power('AH', 'ace-low')).toBe(0);
    expect(power('KH', 'ace-low')).toBe(12);
    expect(legalAnswers('KH', ['AH', '3H'], R)).toEqual(['AH']);
    expect(legalAnswers('KH', ['AH', '3H'], { ...R, ranking: 'ace-low' })).toEqual(['STOPP']);
  });
  it('must beat with any higher card of the same suit; other suits never beat', () => {
    expect(legalAnswers('5H', ['9H', '7H', 'AS', '4H'], R)).toEqual(['7H', '9H']);
    expect(legalAnswers('AD', ['KD', 'QD', '2C'], R)).toEqual(['STOPP']);
    expect(legalAnswers(null, ['4C', 'JS'], R)).toEqual(['4C', 'JS']);
    expect(cardReason('AS', '5H', ['AS'], R).reason.code).toBe('play.wrong-suit');
    expect(cardReason('4H', '5H', ['4H'], R).reason.code).toBe('play.not-higher');
  });
  it('OP4 lowest-higher allows only the lowest beater', () => {
    const r: Rules = { ...R, beat_choice: 'lowest-higher' };
    expect(legalAnswers('5H', ['9H', '7H'], r)).toEqual(['7H']);
    expect(cardReason('9H', '5H', ['9H', '7H'], r)).toEqual({ legal: false, reason: { code: 'play.not-lowest', top: '5H', lowest: '7H' } });
    expect(beatersOf(['9H', '7H'], '5H')).toEqual(['7H', '9H']);
  });
});

describe('dealing (spec 2, OP3)', () => {
  it('one at a time clockwise from forehand, rest set aside', () => {
    const pack = Array.from({ length: 52 }, (_, i) => ['AS', 'KS', 'QS'][i % 3] as Card);
    const { hands, setAside } = dealCards(pack, [1, 2, 0], 3, 'one-at-a-time');
    expect(hands[1]).toEqual(['AS', 'AS', 'AS', 'AS', 'AS', 'AS']);
    expect(hands[2]).toEqual(['KS', 'KS', 'KS', 'KS', 'KS', 'KS']);
    expect(setAside.length).toBe(34);
    const six = dealCards(pack, [1, 2, 0], 3, 'six-at-once');
    expect(six.hands[1]).toEqual(['AS', 'KS', 'QS', 'AS', 'KS', 'QS']);
  });
});

describe('the source example (ST-06) and the end of the deal', () => {
  it('D says Stopp once without closing the pile; after KH all stop and B turns 5 cards', () => {
    const d = deal([
      ['5H', 'QH', '2S', '7D', '9C', 'KC'],
      ['8H', 'KH', '3S', '4D', 'TC', '6C'],
      ['JH', '4S', '8D', 'QD', '2C', '5C'],
      ['3H', '9S', 'AS', 'JD', '7C', 'AC'],
    ]);
    const ev = run(d, ['5H', '8H', 'JH', 'QH', 'KH', '3S']);
    expect(short(ev)).toEqual(['05H', '18H', '2JH', '3S', '0QH', '1KH', '2S', '3S', '0S', '1T5', '13S']);
    expect(d.turned).toEqual([['5H', '8H', 'JH', 'QH', 'KH']]);
    expect(d.turn).toBe(2);
  });
  it('a last card nobody beats ends the deal (ST-08)', () => {
    const d = deal([['7C'], ['2C', '5H', '9H'], ['KD', '3D']]);
    expect(short(run(d, ['7C']))).toEqual(['07C', '0O', '1S', '2S', 'END:deal.last-card-stands']);
    expect(d.ended).toBe(true);
  });
  it('a last card that can be beaten must be beaten and play goes on', () => {
    const d = deal([['7C'], ['9C', '5H'], ['KD', '3D']]);
    const ev = run(d, ['7C', '9C']);
    expect(short(ev)).toEqual(['07C', '0O', '19C', '2S', '1T2']);
    expect(d.ended).toBe(false);
    expect(d.turn).toBe(1);
  });
  it('two left, both go out: nobody pays (ST-09)', () => {
    const d = deal([['8S'], ['QS']]);
    expect(short(run(d, ['8S', 'QS']))).toEqual(['08S', '0O', '1QS', '1O', 'END:deal.last-card-stands']);
  });
  it('OP6: the sole holder ends the deal by default (ST-10) or plays on alone with solo_continue', () => {
    const d = deal([['8S'], ['QS', '4H']]);
    expect(short(run(d, ['8S', 'QS']))).toEqual(['08S', '0O', '1QS', 'END:deal.sole-holder']);
    const solo: Rules = { ...R, solo_continue: true };
    const e = deal([['8S'], ['QS', '4H']]);
    expect(short(run(e, ['8S', 'QS', '4H'], solo))).toEqual(['08S', '0O', '1QS', '1T2', '14H', '1O', 'END:deal.last-card-stands']);
  });
  it('complete mini deal (ST-11)', () => {
    const d = deal([['3H', 'KS'], ['5H', '2D'], ['9H', '4D']]);
    expect(short(run(d, ['3H', '5H', '9H', '4D']))).toEqual(['03H', '15H', '29H', '0S', '1S', '2T3', '24D', '2O', '0S', '1S', 'END:deal.last-card-stands']);
  });
  it('refuses wrong turns, cards not held and illegal cards with reasons', () => {
    const d = deal([['3H', 'KS'], ['5H', '2D'], ['9H', '4D']]);
    const ev: GameEvent[] = [];
    expect(playInPlace(d, 1, '5H', R, ev)?.code).toBe('deal.not-your-turn');
    expect(playInPlace(d, 0, 'AS', R, ev)?.code).toBe('deal.card-not-in-hand');
    playInPlace(d, 0, '3H', R, ev);
    expect(playInPlace(d, 1, '2D', R, ev)).toEqual({ code: 'deal.illegal-card', seat: 1, card: '2D', reason: { code: 'play.wrong-suit', top: '3H', suit: 'D' } });
    expect(stoppInPlace(d, 1, R, ev)).toEqual({ code: 'deal.must-beat', seat: 1, top: '3H', beaters: ['5H'] });
  });
  it('OP9 announced: the player must say Stopp himself', () => {
    const r: Rules = { ...R, stopp_call: 'announced' };
    const d = deal([['3H', 'KS'], ['2D', '5C'], ['9H', '4D']]);
    const ev: GameEvent[] = [];
    expect(playInPlace(d, 0, '3H', r, ev)).toBeNull();
    expect(d.turn).toBe(1);
    expect(stoppInPlace(d, 1, r, ev)).toBeNull();
    expect(d.turn).toBe(2);
    expect(stoppInPlace(d, 2, r, ev)?.code).toBe('deal.must-beat');
    expect(stoppInPlace(d, 2, R, ev)?.code).toBe('deal.must-beat');
  });
});
