/**
 * The Zwangshochzeit detector: who scores together with this player? The units are the engine's (`partnerships`
 * under the variant), and the explanation shows each partnership's pooled tricks, bad cards and score from the
 * engine's score sheet of the deal played out.
 */
import type { Verdict } from "../../../../shared/quiz/quizMachine";
import type { ScoreRow } from "../../engine/game";
import { partnerships } from "../../engine/scoring";
import type { Seat } from "../../engine/types";
import { playDeal } from "../../positions/deal";
import {
  marriageQuestion,
  type MarriageQuestion,
} from "../../positions/marriage";
import { rulesOf } from "../../ruleSpec";
import { drill } from "./drill";

export type MarriageAnswer = { partners: Seat[] };

export interface MarriageVerdict extends Verdict {
  units: Seat[][];
  expected: Seat[];
  given: Seat[];
  row: ScoreRow;
}

export function marriageOf(q: MarriageQuestion): {
  units: Seat[][];
  expected: Seat[];
  row: ScoreRow;
} {
  const p = partnerships(q.bids, q.rules);
  if (!p.ok) throw new Error(p.error.code);
  const unit = p.value.units.find((u) => u.includes(q.seat)) ?? [q.seat];
  const played = playDeal(
    q.dealSeed,
    q.players,
    q.rules,
    Object.fromEntries(q.bids.map((b, s) => [s, b])),
  );
  return {
    units: p.value.units,
    expected: unit.filter((s) => s !== q.seat),
    row: played.final.record[played.final.record.length - 1]!,
  };
}

export const marriageDrill = drill<MarriageQuestion, MarriageAnswer, MarriageVerdict>({
  id: "zwangshochzeit",
  skill: "variants",
  generate: (seed, level, rules) =>
    marriageQuestion(seed, level, rulesOf(rules)),
  judge(q, answer) {
    const m = marriageOf(q);
    const given = Array.isArray(answer?.partners)
      ? [...new Set(answer.partners)]
          .filter(
            (s) =>
              Number.isInteger(s) && s >= 0 && s < q.players && s !== q.seat,
          )
          .sort((a, b) => a - b)
      : [];
    return {
      ...m,
      given,
      correct:
        given.length === m.expected.length &&
        given.every((s, i) => s === m.expected[i]),
    };
  },
  solve: (q) => ({ partners: marriageOf(q).expected }),
});
