/**
 * zwangshochzeit: the bids of a deal played with the forced-marriage variant; the learner marks everyone who scores
 * together with one player. After answering, the partnerships light up with their pooled tricks, bad cards and score.
 */
import { useState } from "preact/hooks";
import type { T } from "../../../i18n/client";
import { MarkText, markAttrs, markWhen } from "../../../shared/quiz/mark";
import { QuizFrame } from "../../../shared/quiz/QuizFrame";
import { useQuiz } from "../../../shared/quiz/useQuiz";
import type { Seat } from "../engine/types";
import {
  marriageDrill,
  type MarriageVerdict,
} from "../machines/drills/marriage";
import type { MarriageQuestion } from "../positions/marriage";
import {
  BidBadge,
  scoreReason,
  tricksOf,
  badOf,
  seatList,
  seatName,
  usePhrase,
  type WidgetProps,
} from "./common";
import "./bugami.css";

export function explainMarriage(
  t: T,
  q: MarriageQuestion,
  v: MarriageVerdict,
  lang: string,
): string[] {
  const lines: string[] = [];
  if (q.bids[q.seat] === "NULL")
    lines.push(t("marriage.why.null", { seat: seatName(t, q.seat) }));
  for (const u of v.row.units) {
    if (u.seats.length < 2) continue;
    lines.push(
      t("marriage.why.unit", {
        seats: seatList(t, u.seats, lang),
        suit: t(`card.suit.${u.bid}`),
        tricks: tricksOf(t, u.tricks),
        bad: badOf(t, u.bad),
      }),
    );
    lines.push(scoreReason(t, u.reason, seatList(t, u.seats, lang), u.score, lang));
    // OP18 per partner: a partner without a trick scores 30 on his own.
    for (const s of u.seats) if ((v.row.scores[s] ?? u.score) !== u.score) lines.push(t("why.score.no-trick", { who: seatName(t, s) }));
  }
  if (v.units.every((u) => u.length < 2)) lines.push(t("marriage.why.none"));
  return lines;
}

function Question({
  t,
  q,
  asking,
  revealed,
  verdict,
  onAnswer,
  lang,
}: {
  t: T;
  q: MarriageQuestion;
  asking: boolean;
  revealed: boolean;
  verdict: MarriageVerdict | null;
  onAnswer: (s: Seat[]) => void;
  lang: string;
}) {
  const [marked, setMarked] = useState<Seat[]>([]);
  const markOf = markWhen(asking || !verdict, revealed);
  const others = q.bids.map((_, s) => s).filter((s) => s !== q.seat);
  return (
    <div data-question>
      <p class="bg-prompt" id={`marriage-ask-${lang}`}>
        {t("marriage.ask", { seat: seatName(t, q.seat) })}
      </p>
      <div
        class="bg-choices"
        role="group"
        aria-labelledby={`marriage-ask-${lang}`}
      >
        {others.map((s) => (
          <button
            type="button"
            key={s}
            class="chip"
            {...markAttrs(markOf(!!verdict?.expected.includes(s), !!verdict?.given.includes(s)))}
            aria-pressed={
              verdict ? verdict.given.includes(s) : marked.includes(s)
            }
            disabled={!asking}
            onClick={() =>
              setMarked((m) =>
                m.includes(s) ? m.filter((x) => x !== s) : [...m, s],
              )
            }
          >
            {seatName(t, s)}
            <MarkText t={t} mark={markOf(!!verdict?.expected.includes(s), !!verdict?.given.includes(s))} />
          </button>
        ))}
      </div>
      {asking && (
        <button type="button" class="button" onClick={() => onAnswer(marked)}>
          {marked.length === 0
            ? t("marriage.submitNobody")
            : t("marriage.submit", {
                seats: seatList(
                  t,
                  [...marked].sort((a, b) => a - b),
                  lang,
                ),
              })}
        </button>
      )}
    </div>
  );
}

export default function Marriage({
  lang,
  messages,
  seed = 1,
  level = 1,
  readUrl = false,
  credit,
}: WidgetProps) {
  const t = usePhrase(lang, messages);
  const quiz = useQuiz(marriageDrill, {
    lang,
    seed,
    level,
    readUrl,
    credit,
  });
  const { snapshot, send, ctx, question: q, verdict } = quiz;
  const asking = snapshot.hasTag("asking");
  const unitOf = (s: Seat) => verdict?.units.find((u) => u.includes(s)) ?? [s];
  return (
    <div class="widget" data-widget="zwangshochzeit">
      <h2 class="widget__title">{t("marriage.title")}</h2>
      <QuizFrame
        t={t}
        quiz={quiz}
        id={`marriage-quiz-${lang}`}
        title={t("marriage.quizTitle")}
        hint={t("marriage.hint")}
        summary={
          verdict
            ? verdict.expected.length === 0
              ? t("marriage.summaryAlone", { seat: seatName(t, q.seat) })
              : t("marriage.summary", {
                  seats: seatList(t, verdict.expected, lang),
                })
            : undefined
        }
        explanation={
          verdict && (
            <ul>
              {explainMarriage(t, q, verdict, lang).map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          )
        }
      >
        <Question
          key={`${ctx.seed}-${ctx.level}`}
          t={t}
          q={q}
          asking={asking}
          revealed={ctx.revealed}
          verdict={verdict}
          onAnswer={(partners) =>
            send({ type: "quiz.answer", answer: { partners } })
          }
          lang={lang}
        />
        <ul class="bg-seats" aria-label={t("reveal.bids")}>
          {q.bids.map((b, s) => (
            <li
              key={s}
              class={`bg-seat${verdict && unitOf(s).length > 1 ? " bg-seat--marked" : ""}`}
            >
              <span>{seatName(t, s)}</span> <BidBadge t={t} bid={b} />
              {verdict && (
                <span class="bg-meta">
                  {" "}
                  {t("marriage.scored", { score: verdict.row.scores[s] ?? 0 })}
                </span>
              )}
            </li>
          ))}
        </ul>
      </QuizFrame>
    </div>
  );
}
