import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { allMessages } from '../../../i18n';

const en = allMessages('en', 'hindersche');
const de = allMessages('de', 'hindersche');
const sv = allMessages('sv', 'hindersche');
import { createTranslator } from '../../../i18n/client';
import { phrase } from '../../../i18n/phrase';
import { effectiveSuit } from '../engine/cards';
import { DEFAULT_RULES, type Rules } from '../engine/rules';
import { nextSeed } from '../../../shared/quiz/seeds';
import { walkthroughMachine, type WalkEvent } from '../machines/walkthrough';
import { sortHand } from '../engine/cards';
import { walkthroughDeal } from '../positions/walkthrough';
import { commentary } from '../widgets/DealWalkthrough';

const INPUT = { seed: 11, rules: DEFAULT_RULES as Rules };
const start = (input = INPUT) => createActor(walkthroughMachine, { input }).start();

describe('walkthrough deal', () => {
  it('is the same for the same seed and rules', () => {
    for (let seed = 1; seed < 20; seed++) expect(walkthroughDeal(seed, DEFAULT_RULES)).toEqual(walkthroughDeal(seed, DEFAULT_RULES));
    expect(walkthroughDeal(1, DEFAULT_RULES)).not.toEqual(walkthroughDeal(2, DEFAULT_RULES));
  });

  it('is a whole deal played by the engine: 36 legal cards, 9 tricks, 140 points, a march only at 100 or more', () => {
    let marches = 0;
    for (let seed = 1; seed < 150; seed++) {
      const d = walkthroughDeal(seed, seed % 2 ? DEFAULT_RULES : { ...DEFAULT_RULES, VP05: 'follows-printed-suit' });
      expect(d.steps).toHaveLength(36);
      expect(d.steps[0]?.play.seat).toBe(d.leader);
      expect(d.leader).toBe((d.dealer + 1) % 4);
      expect(d.hands.flat()).toContain(d.upcard);
      expect(d.hands[d.dealer]).toContain(d.upcard);
      const won = d.steps.filter((s) => s.won);
      expect(won.map((s) => s.index)).toEqual([4, 8, 12, 16, 20, 24, 28, 32, 36]);
      expect(d.steps.every((s) => s.play.reason.code !== 'play.must-follow-or-trump' && s.play.reason.code !== 'play.must-play-trump')).toBe(true);
      expect(d.result.points.reduce((a, b) => a + b, 0)).toBe(140);
      expect(d.result.tricks.reduce((a, b) => a + b, 0)).toBe(9);
      expect(d.steps[35]?.points).toEqual(d.result.points);
      expect(d.steps[35]?.hands.flat()).toEqual([]);
      const top = Math.max(...d.result.points);
      expect(d.march === null).toBe(top < 100);
      if (d.march !== null) {
        marches++;
        expect(d.result.points[d.march]).toBe(top);
      }
      for (const s of d.steps) {
        // The table holds the trick so far (the whole trick when it was just won), ending with this card.
        expect(s.table.at(-1)).toEqual({ seat: s.play.seat, card: s.play.card });
        expect(s.table).toHaveLength(((s.index - 1) % 4) + 1);
        expect(s.hands.flat()).toHaveLength(36 - s.index);
        if (s.play.reason.code === 'play.void') {
          const led = effectiveSuit(s.table[0]!.card, d.trump);
          expect(s.hands[s.play.seat].some((c) => effectiveSuit(c, d.trump) === led)).toBe(false);
        }
      }
    }
    expect(marches).toBeGreaterThan(0);
  });

  it('sorts a hand with trumps first and keeps every card', () => {
    const sorted = sortHand(['6H', 'JD', 'AS', 'JH', 'TH', 'KC'], 'H');
    expect(sorted).toEqual(['JH', 'JD', 'TH', '6H', 'AS', 'KC']);
  });
});

describe('walkthrough machine', () => {
  it('starts before the first card and steps forward and back', () => {
    const a = start();
    expect(a.getSnapshot().value).toBe('start');
    expect(a.getSnapshot().context.index).toBe(0);
    a.send({ type: 'prev' });
    a.send({ type: 'first' });
    expect(a.getSnapshot().context.index).toBe(0);
    a.send({ type: 'next' });
    expect(a.getSnapshot().value).toBe('stepping');
    expect(a.getSnapshot().context.index).toBe(1);
    a.send({ type: 'next' });
    a.send({ type: 'prev' });
    expect(a.getSnapshot().context.index).toBe(1);
    a.send({ type: 'prev' });
    expect(a.getSnapshot().value).toBe('start');
    a.send({ type: 'last' });
    expect(a.getSnapshot().value).toBe('end');
    expect(a.getSnapshot().context.index).toBe(36);
    a.send({ type: 'next' });
    a.send({ type: 'last' });
    expect(a.getSnapshot().context.index).toBe(36);
    a.send({ type: 'prev' });
    expect(a.getSnapshot().value).toBe('stepping');
    expect(a.getSnapshot().context.index).toBe(35);
    a.send({ type: 'next' });
    expect(a.getSnapshot().value).toBe('end');
    a.send({ type: 'first' });
    expect(a.getSnapshot().value).toBe('start');
  });

  it('reaches the end by stepping through all 36 cards', () => {
    const a = start();
    for (let i = 1; i <= 36; i++) {
      a.send({ type: 'next' });
      expect(a.getSnapshot().context.index).toBe(i);
      expect(a.getSnapshot().value).toBe(i === 36 ? 'end' : 'stepping');
    }
  });

  it('deals afresh: the next seed, or a given one; new rules replay the same seed', () => {
    const a = start();
    a.send({ type: 'last' });
    a.send({ type: 'new' });
    let s = a.getSnapshot();
    expect(s.value).toBe('start');
    expect(s.context.seed).toBe(nextSeed(11));
    expect(s.context.deal).toEqual(walkthroughDeal(nextSeed(11), DEFAULT_RULES));
    a.send({ type: 'next' });
    a.send({ type: 'new', seed: 5 });
    s = a.getSnapshot();
    expect(s.value).toBe('start');
    expect(s.context.seed).toBe(5);
    expect(s.context.index).toBe(0);
    const rules: Rules = { ...DEFAULT_RULES, VP05: 'follows-printed-suit' };
    a.send({ type: 'next' });
    a.send({ type: 'rules', rules });
    s = a.getSnapshot();
    expect(s.value).toBe('start');
    expect(s.context.seed).toBe(5);
    expect(s.context.rules.VP05).toBe('follows-printed-suit');
    expect(s.context.deal).toEqual(walkthroughDeal(5, rules));
  });

  const EVENTS: WalkEvent[] = [{ type: 'next' }, { type: 'prev' }, { type: 'first' }, { type: 'last' }, { type: 'new' }];

  it('has a shortest path to each of its states, and replaying it lands there', () => {
    const paths = getShortestPaths(walkthroughMachine, {
      input: INPUT,
      events: EVENTS,
      serializeState: (s) => JSON.stringify(s.value),
    });
    expect(paths.map((p) => p.state.value).sort()).toEqual(['end', 'start', 'stepping']);
    for (const path of paths) {
      const a = start();
      for (const step of path.steps) a.send(step.event);
      // States are told apart by value only here, so the path ends in the right state (its index may differ).
      expect(a.getSnapshot().value).toBe(path.state.value);
    }
  });

  it('reaches every position of the deal, each in the state that fits it', () => {
    const paths = getShortestPaths(walkthroughMachine, {
      input: INPUT,
      events: EVENTS.filter((e) => e.type !== 'new'),
      serializeState: (s) => `${String(s.value)}:${s.context.index}`,
    });
    const seen = paths.map((p) => p.state.context.index).sort((a, b) => a - b);
    expect(seen).toEqual(Array.from({ length: 37 }, (_, i) => i));
    for (const p of paths) {
      const i = p.state.context.index;
      expect(p.state.value).toBe(i === 0 ? 'start' : i === 36 ? 'end' : 'stepping');
      // Nowhere is more than 18 steps away: forward from the start or back from the end.
      expect(p.steps.length).toBeLessThanOrEqual(19);
    }
  });
});

describe('walkthrough commentary', () => {
  it('says something translated for every position, in all three languages', () => {
    for (const [lang, messages] of [
      ['en', en],
      ['de', de],
      ['sv', sv],
    ] as const) {
      const t = phrase(createTranslator(lang, messages as Record<string, string>), lang);
      for (let seed = 1; seed < 25; seed++) {
        const d = walkthroughDeal(seed, DEFAULT_RULES);
        for (let i = 0; i <= 36; i++) {
          const lines = commentary(t, d, i);
          expect(lines.length).toBeGreaterThan(0);
          for (const line of lines) expect(line).not.toMatch(/\{\{|^(walk|play|card|seat)\.|undefined/);
          if (d.steps[i - 1]?.won) expect(lines.join(' ')).toMatch(messages === en ? /takes trick \d/ : messages === de ? /Stich \d/ : /tar stick \d/);
        }
        const end = commentary(t, d, 36).join(' ');
        expect(end).toContain(t('walk.end.title'));
      }
    }
  });
});
