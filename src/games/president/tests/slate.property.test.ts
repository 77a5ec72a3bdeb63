/**
 * Property of President's table slate: a game played by the bots and entered into the slate deal by deal (only the
 * finishing orders, as a real table would) gives the same points, totals, seating, dealer, first receiver, exchange,
 * lead and winner as the engine's own game, under varied rule sets and table sizes.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { apply, newGame, type GameEvent, type GameState } from '../engine/game';
import { awaiting, checkSetup, enterResult, newSlate, replaySlate, type SlateState } from '../engine/slate';
import { nextBotAction, type BotLevel } from '../bots/bot';

vi.setConfig({ testTimeout: 120_000 });

const variants: object[] = [
  { target: 8 },
  { variant: 'trouduc', target: 5 },
  { exchangeCards: 2, presidentReturns: 'lowest-after-receiving', target: 7 },
  { exchangeCards: 0, tieBreak: 'last-deal', target: 6 },
  { titles: 'by-place', presidentReturns: 'free-choice', target: 5 },
  { variant: 'trouduc', jokers: 2, rankOrder: 'two-high', target: 4, tieBreak: 'last-deal' },
];

const NAMES = ['Anna', 'Bert', 'Cilli', 'Dora', 'Erik', 'Frida'];

function playByBots(seed: number, players: number, rules: object): GameState {
  const r = newGame({ seed, players, rules });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  let s = r.value;
  const levels: BotLevel[] = Array.from({ length: players }, (_, i) => (i % 3 === 2 ? 'random' : 'steady'));
  for (let i = 0; i < 20000 && s.stage !== 'game-over'; i++) {
    const a = nextBotAction(s, levels);
    const next = apply(s, a);
    if (!next.ok) throw new Error(JSON.stringify(next.error));
    s = next.value;
  }
  expect(s.stage).toBe('game-over');
  return s;
}

/** What the engine's log says about each deal before it was played. */
function dealsOf(log: readonly GameEvent[]) {
  const deals: { seating: number[]; dealer: number; firstReceiver: number; exchange: { bottom: number; president: number; count: number } | null; leader: number | null }[] = [];
  for (const e of log) {
    if (e.type === 'deal-dealt') deals.push({ seating: e.seating, dealer: e.dealer, firstReceiver: e.firstReceiver, exchange: null, leader: null });
    const d = deals[deals.length - 1];
    if (!d) continue;
    if (e.type === 'exchange-started') d.exchange = { bottom: e.bottom, president: e.president, count: e.count };
    if (e.type === 'lead-to' && d.leader === null) d.leader = e.seat;
  }
  return deals;
}

describe("President's slate against the engine", () => {
  it('a bots’ game entered deal by deal ends with the engine’s scores, roles, dealers, exchanges and winner (property)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(3, 4, 5, 6), fc.constantFrom(...variants), (seed, players, rules) => {
        const game = playByBots(seed, players, rules);
        const setup = checkSetup({ names: NAMES.slice(0, players), firstDealer: game.log[0]?.type === 'game-started' ? game.log[0].dealer : -1, rules: game.rules });
        if (!setup.ok) throw new Error(JSON.stringify(setup.error));
        const deals = dealsOf(game.log);
        expect(deals.length).toBe(game.record.length);
        let slate: SlateState = newSlate(setup.value);
        game.record.forEach((rec, k) => {
          const next = awaiting(slate);
          if (next.kind !== 'deal') throw new Error('the slate ended before the engine');
          const d = deals[k]!;
          expect(next.deal).toBe(rec.deal);
          expect(next.seating).toEqual(d.seating);
          expect(next.dealer).toBe(d.dealer);
          expect(next.firstCardTo).toBe(d.firstReceiver);
          expect(next.leader).toBe(d.leader);
          expect(next.exchange.kind === 'exchange' ? { bottom: next.exchange.bottom, president: next.exchange.president, count: next.exchange.count } : null).toEqual(d.exchange);
          const r = enterResult(slate, { order: rec.finishOrder });
          if (!r.ok) throw new Error(`deal ${k + 1} refused: ${JSON.stringify(r.error)}`);
          slate = r.value;
          expect(slate.steps[k]!.points).toEqual(rec.points);
          expect(slate.totals).toEqual(rec.totals);
        });
        expect(awaiting(slate)).toMatchObject({ kind: 'over', winner: game.winner });
        expect(slate.winner).toBe(game.winner);
        expect(enterResult(slate, { order: game.record[0]!.finishOrder })).toMatchObject({ ok: false, error: { code: 'slate.over' } });
        const replayed = replaySlate(setup.value, slate.entries);
        expect(replayed.ok && replayed.value.totals).toEqual(game.totals);
      }),
      { numRuns: 24 },
    );
  });
});
