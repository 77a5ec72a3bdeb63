/** Every drill's explanation in every language: built from the engine's reason codes, no key left untranslated. */
import { describe, expect, it } from 'vitest';
import { allMessages } from '../../../i18n';
import { createTranslator } from '../../../i18n/client';
import { LANGUAGES } from '../../../i18n/languages';
import { DEFAULT_RULES, type Rules } from '../engine/rules';
import { beatDrill } from '../machines/drills/beat';
import { boardDrill } from '../machines/drills/board';
import { outDrill } from '../machines/drills/out';
import { pileDrill } from '../machines/drills/pile';
import { beatSummary, cardLine, stoppLine } from '../widgets/BeatOrStopp';
import { boardLines } from '../widgets/CapitalBoard';
import { outLines } from '../widgets/GoingOut';
import { answerLabel, pileChoices, pileLines } from '../widgets/PileTracker';

const RULES: Rules[] = [DEFAULT_RULES, { ...DEFAULT_RULES, beat_choice: 'lowest-higher', ranking: 'ace-low', short_payment: 'go-negative', pot_payout: 'each-deal' }];
const untranslated = /(^|\s)(beat|pile|out|board|scene|card|seat)\.[a-z.-]+|\{\{/;

describe('explanations', () => {
  for (const lang of LANGUAGES) {
    const t = createTranslator(lang, allMessages(lang, 'stopp'));
    it(`${lang}: every line of every drill is translated`, () => {
      const codes = new Set<string>();
      for (const rules of RULES) {
        for (let seed = 1; seed < 25; seed++) {
          for (const level of [1, 2, 3]) {
            const bq = beatDrill.generate(seed, level, rules);
            for (const press of [...bq.hand, 'STOPP' as const]) {
              const v = beatDrill.judge(bq, press, rules);
              codes.add(v.judgement.reason.code);
              const text = [beatSummary(t, v, lang), ...v.verdicts.cards.map((c) => cardLine(t, c, lang)), stoppLine(t, v.verdicts.stopp.reason, lang)];
              for (const line of text) expect(line, line).not.toMatch(untranslated);
            }
            const pq = pileDrill.generate(seed, level, rules);
            const pv = pileDrill.judge(pq, pileDrill.solve(pq, rules), rules);
            for (const line of [...pileLines(t, pq, pv.outcome, lang), ...pileChoices(pq).map((a) => answerLabel(t, a, pq, lang))]) expect(line, line).not.toMatch(untranslated);
            const oq = outDrill.generate(seed, level, rules);
            const ov = outDrill.judge(oq, outDrill.solve(oq, rules), rules);
            for (const line of outLines(t, oq, ov.outcome, lang)) expect(line, line).not.toMatch(untranslated);
            if (seed < 8) {
              const q = boardDrill.generate(seed, level, rules);
              const v = boardDrill.judge(q, boardDrill.solve(q, rules), rules);
              for (const line of boardLines(t, q, v)) expect(line, line).not.toMatch(untranslated);
            }
          }
        }
      }
      for (const c of ['play.wrong-suit', 'play.not-higher', 'stopp.must-beat', 'stopp.no-higher-card', 'play.beats']) expect(codes).toContain(c);
    }, 120_000);
  }
});
