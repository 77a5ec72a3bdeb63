/**
 * A second game registered from its folder alone: the throwaway "High card" game in tests/fixtures/toy-game (never
 * shipped) goes through every platform piece that takes a game as data — the definition check, routes, strings,
 * the rule-variant settings and links, the quiz flow, progress and review, the conformance runner and the search.
 */
import { readFileSync } from 'node:fs';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { toyGame, TOY_RULES } from '../fixtures/toy-game/game';
import { GAMES } from '../../src/games';
import { checkDefinition, pagePaths } from '../../src/shared/game';
import { createTranslator } from '../../src/i18n/client';
import { groupGameFiles, LANGUAGES, resources } from '../../src/i18n';
import { loadRules, parseRulesParam, rulesKey, saveRules } from '../../src/shared/settings/rulesSetting';
import { quizMachine, type Drill, type QuizRecord } from '../../src/shared/quiz/quizMachine';
import { emptyProgress, gameProgress, recordAttempt, type StorageLike } from '../../src/shared/progress/progress';
import { schedule } from '../../src/shared/progress/schedule';
import { runCases } from '../../src/shared/conformance/runner';
import { search, type SearchGame } from '../../src/shared/search/pimc';
import type { FastRng } from '../../src/shared/search/rng';

const games = [...GAMES, toyGame];

function memory(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe('a second game, registered from its folder alone', () => {
  it('has a sound definition, like every registered game', () => {
    for (const g of games) expect(checkDefinition(g), g.id).toEqual([]);
    expect(checkDefinition({ ...toyGame, checkWidgets: ['nope'] })).toEqual(['check widget nope is not a widget']);
  });

  it('is defined from its own facts and parts, the platform deriving the rest', () => {
    expect(toyGame.checkWidgets).toEqual(['higher-card']);
    expect(toyGame.glossary).toEqual([{ id: 'high-card', names: { de: 'hohe Karte', sv: 'högt kort' } }]);
    expect(toyGame.pages).toEqual({ course: true, drills: true, play: false, reference: false, glossary: true, variants: false, sources: false, slate: false });
    // A Swedish game shows a term's Swedish name first.
    expect(Object.keys(GAMES.find((g) => g.id === 'stopp')!.glossary[0]!.names)).toEqual(['sv', 'de']);
  });

  it('gets its routes in every language beside the real games', () => {
    const course = pagePaths(games, 'course');
    expect(course.filter((p) => p.params.game === 'toy-game').map((p) => p.params.lang)).toEqual([...LANGUAGES]);
    expect(pagePaths(games, 'play').some((p) => p.params.game === 'toy-game')).toBe(false);
    expect(pagePaths(games, 'drills').filter((p) => p.params.game === 'hindersche')).toHaveLength(LANGUAGES.length);
  });

  it('brings its strings as its own namespace, falling back to the platform', () => {
    const files = Object.fromEntries(
      LANGUAGES.map((l) => [`tests/fixtures/toy-game/i18n/${l}.json`, JSON.parse(readFileSync(new URL(`../fixtures/toy-game/i18n/${l}.json`, import.meta.url), 'utf8'))]),
    );
    const grouped = groupGameFiles(files);
    expect(Object.keys(grouped)).toEqual(['toy-game']);
    const t = createTranslator('de', { ...resources.de, ...grouped['toy-game']!.de });
    expect(t('higher.title')).toBe('Welche Karte ist höher?');
    expect(t('quiz.next')).toBe(resources.de['quiz.next']);
  });

  it('keeps its rule choices apart, and its rule links accept only what it offers', () => {
    const storage = memory();
    saveRules(TOY_RULES, storage, { aceHigh: false, hand: 5 });
    expect(storage.data.has(rulesKey(TOY_RULES))).toBe(true);
    expect(loadRules(TOY_RULES, storage)).toEqual({ rules: { aceHigh: false, hand: 5 }, reset: false, newer: false });
    expect(loadRules(toyGame.rules, memory()).rules).toEqual({ aceHigh: true, hand: 3 });
    expect(parseRulesParam(TOY_RULES, 'aceHigh-false,hand-5')).toEqual({ aceHigh: false, hand: 5 });
    for (const bad of ['hand-4', 'hand-5,hand-3', 'hand-5e0', 'VP13-B', 'aceHigh-0']) expect(parseRulesParam(TOY_RULES, bad), bad).toBeNull();
  });

  it('runs its drill through the shared quiz flow, and progress and review keep it apart', () => {
    const drill: Drill<{ a: number; b: number }, 'a' | 'b'> = {
      id: 'higher-card',
      ruleSpec: TOY_RULES,
      skill: 'compare',
      levels: 1,
      generate: (seed) => ({ a: seed % 13, b: (seed * 7 + 3) % 13 === seed % 13 ? (seed + 1) % 13 : (seed * 7 + 3) % 13 }),
      judge: (q, answer) => ({ correct: (q.a > q.b ? 'a' : 'b') === answer }),
      solve: (q) => (q.a > q.b ? 'a' : 'b'),
    };
    const records: QuizRecord[] = [];
    const machine = quizMachine.provide({ actions: { record: (_, r) => void records.push(r as QuizRecord) } });
    const actor = createActor(machine, { input: { drill: drill as Drill, rules: TOY_RULES.defaults, seed: 5 } }).start();
    actor.send({ type: 'quiz.answer', answer: 'a' });
    expect(records[0]).toMatchObject({ game: 'toy-game', drill: 'higher-card', skill: 'compare', seed: 5 });
    const { game, ...a } = records[0]!;
    const p = recordAttempt(emptyProgress(), game, a, Date.UTC(2026, 0, 1));
    expect(gameProgress(p, 'toy-game').skills.compare?.attempts).toBe(1);
    expect(gameProgress(p, 'hindersche').skills).toEqual({});
    const due = schedule(p, games.map((g) => g.id), (g, s) => games.find((x) => x.id === g)?.widgets.find((w) => w.skill === s)?.id);
    expect(due.length).toBeGreaterThan(0);
    expect(due.every((i) => i.game === 'toy-game')).toBe(true);
  });

  it('answers conformance cases through the shared runner', () => {
    const evaluate = (_topic: string, input: unknown) => {
      const { a, b } = input as { a: number; b: number };
      return { higher: a > b ? 'a' : 'b' };
    };
    const report = runCases({ cases: [{ id: 'T1', topic: 'higher', input: { a: 3, b: 9 }, expected: { higher: 'b' } }] }, evaluate);
    expect(report).toMatchObject({ ok: true, value: { passed: 1, failed: 0 } });
  });

  it('gets a Strong player from the shared search by implementing its interface', () => {
    // One trick of high card: I hold some cards, the opponent holds one unknown card of the rest; the higher wins.
    interface View {
      mine: number[];
      unseen: number[];
    }
    interface State {
      mine: number;
      theirs: number;
    }
    const game: SearchGame<View, State, number> = {
      candidates: (v) => v.mine.map((c) => [c]),
      newState: () => ({ mine: -1, theirs: -1 }),
      copy: (into, from) => Object.assign(into, from),
      sampler: (v) => (into: State, rng: FastRng) => {
        into.theirs = v.unseen[rng.below(v.unseen.length)] as number;
        into.mine = -1;
        return true;
      },
      apply: (s, card) => {
        s.mine = card;
      },
      playout: () => {},
      value: (_v, s) => (s.mine > s.theirs ? 1 : 0),
    };
    const view: View = { mine: [2, 11, 7], unseen: [0, 1, 3, 4, 5, 6, 8, 9, 10, 12] };
    const r = search(game, view, { seed: 1, budgetMs: Infinity, maxSamples: 400 });
    expect(r.action).toBe(11);
    expect(r.candidates.find((c) => c.action === 11)!.mean).toBeGreaterThan(r.candidates.find((c) => c.action === 2)!.mean);
  });
});
