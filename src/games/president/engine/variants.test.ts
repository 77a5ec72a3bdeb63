import { describe, expect, it } from 'vitest';
import { toGenerator, rngFromSeed, nextBelow } from '../../../shared/random/rng';
import { isJoker, packOf, type PCard } from './cards';
import { apply, legalActions, newGame, nextDecision, step, type GameAction, type GameEvent, type GameState } from './game';

function must(r: { ok: true; value: GameState } | { ok: false; error: unknown }): GameState {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

function playToExchange(s: GameState, seed: number): GameState {
  const gen = toGenerator(rngFromSeed(seed));
  let g = s;
  while (!(g.stage === 'exchange' || g.stage === 'game-over')) {
    const acts = legalActions(g, { distinct: true });
    g = must(apply(g, acts[nextBelow(gen, acts.length)] as GameAction));
  }
  return g;
}

describe('Trouduc in a game (V4)', () => {
  it('53 cards; a 1-card exchange that never hands over the Joker; 2/1/0 points; first to 11', () => {
    let s = must(newGame({ seed: 21, players: 4, rules: { variant: 'trouduc' } }));
    expect(s.rules).toMatchObject({ jokers: 1, exchangeCards: 1, scoring: 'trouduc', target: 11 });
    // Stack the pack so that the first receiver has the Joker.
    const pack = packOf(1);
    const stacked = ['JK', ...pack.filter((c) => c !== 'JK')] as PCard[];
    s = must(apply(s, { type: 'deal', pack: stacked }));
    const sizes = s.table?.hands.map((h) => h.length).sort((a, b) => b - a);
    expect(sizes).toEqual([14, 13, 13, 13]);
    s = playToExchange(s, 1);
    expect(s.record[0]?.points.slice().sort((a, b) => b - a)).toEqual([2, 1, 0, 0]);
    if (s.stage === 'exchange') expect(s.exchange?.count).toBe(1);
  });
  it('the Bottom never gives a Joker, even when it is his highest card', () => {
    let s = must(newGame({ seed: 5, players: 3, rules: { variant: 'trouduc' } }));
    s = must(apply(s, { type: 'deal' }));
    s = playToExchange(s, 2);
    if (s.stage !== 'exchange') return;
    const x = s.exchange;
    if (!x) throw new Error('no exchange');
    const bottomHand = s.table?.hands[x.bottom] as PCard[];
    const d = nextDecision(s);
    expect(d).toMatchObject({ kind: 'give', role: 'bottom', requirement: { count: 1 } });
    if (d.kind === 'give') for (const c of d.requirement.choice) expect(isJoker(c)).toBe(false);
    const joker = bottomHand.find(isJoker);
    if (joker) expect(apply(s, { type: 'give', seat: x.bottom, cards: [joker] })).toMatchObject({ ok: false, error: { code: 'game.bad-give', error: { code: 'exchange.joker-never-given' } } });
  });
  it('two Jokers: 54 cards', () => {
    let s = must(newGame({ seed: 5, players: 6, rules: { variant: 'trouduc', jokers: 2 } }));
    s = must(apply(s, { type: 'deal' }));
    expect(s.table?.hands.flat()).toHaveLength(54);
    expect(s.table?.hands.flat()).toEqual(expect.arrayContaining(['JKR', 'JKB']));
  });
});

describe('events (structured, with codes)', () => {
  it('a whole deal logs every kind of play event, and step returns what it appended', () => {
    let s = must(newGame({ seed: 8, players: 4, firstDealer: 3 }));
    const gen = toGenerator(rngFromSeed(8));
    const seen = new Set<GameEvent['type']>();
    while (s.record.length < 2 && s.stage !== 'game-over') {
      const acts = legalActions(s, { distinct: true });
      const r = step(s, acts[nextBelow(gen, acts.length)] as GameAction);
      if (!r.ok) throw new Error('refused');
      expect(r.value.state.log.slice(s.log.length)).toEqual(r.value.events);
      for (const e of r.value.events) seen.add(e.type);
      s = r.value.state;
    }
    for (const t of ['deal-dealt', 'lead-to', 'played', 'passed', 'round-cleared', 'went-out', 'deal-over', 'deal-scored', 'reseated', 'exchange-started', 'cards-given'] as const) expect(seen).toContain(t);
    expect(JSON.parse(JSON.stringify(s.log))).toEqual(s.log);
  });
});

describe('free-choice exchange (OP6)', () => {
  it('the President may give any cards of his own hand, but no Joker', () => {
    let s = must(newGame({ seed: 31, players: 4, rules: { presidentReturns: 'free-choice', exchangeCards: 2 } }));
    s = must(apply(s, { type: 'deal' }));
    s = playToExchange(s, 4);
    if (s.stage !== 'exchange') return;
    s = must(apply(s, legalActions(s)[0] as GameAction));
    const d = nextDecision(s);
    expect(d).toMatchObject({ kind: 'give', role: 'president', requirement: { free: true, count: 2 } });
    const x = s.exchange;
    if (!x) throw new Error('no exchange');
    const own = x.presidentDealt;
    const high = [...own].slice(0, 2);
    expect(apply(s, { type: 'give', seat: x.president, cards: high }).ok).toBe(true);
    const received = x.bottomGave ?? [];
    expect(apply(s, { type: 'give', seat: x.president, cards: received }).ok).toBe(false);
  });
});
