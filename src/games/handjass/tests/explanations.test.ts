/**
 * Every explanation a drill can show is a translated sentence in every language: for many questions of every level,
 * right and wrong answers, the widgets' explanation functions produce no untranslated key and no empty placeholder.
 */
import { describe, expect, it } from 'vitest';
import { allMessages } from '../../../i18n';
import { createTranslator, type T } from '../../../i18n/client';
import { phrase } from '../../../i18n/phrase';
import { DEFAULT_RULES, type Rules } from '../engine/rules';
import type { DrillRules } from '../machines/drills/rules';
import { rankingDrill } from '../machines/drills/ranking';
import { translateDrill } from '../machines/drills/translate';
import { trickDrill } from '../machines/drills/trick';
import { legalDrill } from '../machines/drills/legal';
import { weisBuildDrill, weisCompareDrill } from '../machines/drills/weis';
import { strokeDrill } from '../machines/drills/scoring';
import { rotationDrill } from '../machines/drills/rotation';
import { explainRanking } from '../widgets/RankingBoard';
import { explainTranslate, swissName } from '../widgets/SuitTranslator';
import { explainTrickLines } from '../widgets/TrickWinner';
import { explainLegal } from '../widgets/LegalPlay';
import { buildLines, declarationLines } from '../widgets/weisText';
import { explainCompare } from '../widgets/WeisCompare';
import { explainStrokes } from '../widgets/StrokeScoring';
import { explainBoard } from '../widgets/Blackboard';

const KEY = /(^|[\s(])(play|trick|weis|weisBuild|weisCompare|strokes|board|ranking|points|translate|swiss|legal|card|suit|seat|hj)\.[\w.-]+/;
const RULE_SETS = [DEFAULT_RULES, { ...DEFAULT_RULES, multiplier: true, extraPerNull: true, heldStroke: true, suitNames: 'common' as const }, { ...DEFAULT_RULES, strokesAtFour: 3 as const, threshold: 21 as const }] as DrillRules[];

function check(lines: string[], where: string) {
  expect(lines.length, where).toBeGreaterThan(0);
  for (const l of lines) {
    expect(l, where).not.toMatch(KEY);
    expect(l, where).not.toMatch(/\{\{|undefined|NaN/);
  }
}

for (const lang of ['en', 'de', 'sv'] as const) {
  const t: T = phrase(createTranslator(lang, allMessages(lang, 'handjass')), lang);
  describe(`explanations in ${lang}`, () => {
    it('cover every drill, level and rule set', () => {
      for (let seed = 1; seed <= 12; seed++) {
        const rules = RULE_SETS[seed % RULE_SETS.length] as DrillRules;
        for (const level of [1, 2, 3]) {
          const r = rankingDrill.generate(seed, level, rules);
          check(explainRanking(t, rankingDrill.judge(r, r.a, rules)), `ranking ${seed}`);
          const tr = translateDrill.generate(seed, level, rules);
          check([...explainTranslate(t, tr, translateDrill.judge(tr, tr.others[0]!, rules)), swissName(t, tr.card, (rules as Rules).suitNames, 'card')], `translate ${seed}`);
          const tk = trickDrill.generate(seed, level, rules);
          check(explainTrickLines(t, tk, trickDrill.judge(tk, { winner: 0, points: 0 }, rules)), `trick ${seed}`);
          const lg = legalDrill.generate(seed, level, rules);
          check(explainLegal(t, legalDrill.judge(lg, [], rules)), `legal ${seed}`);
          const wb = weisBuildDrill.generate(seed, level, rules);
          check(declarationLines(t, weisBuildDrill.judge(wb, [], rules).declaration), `weis ${seed}`);
          // Right, a group cut short, a card used twice, a stray card: every group and every miss explained.
          const right = weisBuildDrill.solve(wb, rules);
          const cut = right.map((g, i) => (i === 0 ? g.slice(0, -1) : g));
          const twice = [...right, right[0]!];
          const stray = [[...right[0]!, wb.hand.find((c) => !right.flat().includes(c))!]];
          for (const answer of [right, cut, twice, stray, []]) {
            const v = weisBuildDrill.judge(wb, answer, rules);
            check(buildLines(t, v.judgement!), `weis build ${seed} ${level}`);
          }
          const wc = weisCompareDrill.generate(seed, level, rules);
          check(explainCompare(t, weisCompareDrill.judge(wc, 0, rules)), `compare ${seed}`);
          const st = strokeDrill.generate(seed, level, rules);
          check(explainStrokes(t, st, strokeDrill.judge(st, {}, rules), rules), `strokes ${seed}`);
          const bd = rotationDrill.generate(seed, level, rules);
          check(explainBoard(t, bd, rotationDrill.judge(bd, { retire: [], vorhand: 0, dealer: 0 }, rules)), `board ${seed}`);
        }
      }
    });
  });
}
