/**
 * phase1-scoring: a phase-1 deal's points and tricks beside the slate before it. The learner says, step by step,
 * who is chalked a mark (or who plays off for it), what happens to phase 1 (goes on, Butzen, shut-out) and who drops
 * out. The engine scores the deal; the feedback gives each part, the engine's reasons, and the slate chalks the
 * marks in.
 */
import { useEffect } from 'preact/hooks';
import { QuizFrame } from '../../../shared/quiz/QuizFrame';
import { useQuiz } from '../../../shared/quiz/useQuiz';
import { useActor } from '../../../shared/ui/useActor';
import type { Seat } from '../engine/types';
import { phase1Drill, type MarkChoice, type Phase1Answer, type Phase1Outcome, type Phase1Verdict } from '../machines/drills/phase1';
import { phase1AnswerMachine, phase1NextFinishes, type Phase1Step } from '../machines/phase1Answer';
import { seatName, useT, type WidgetProps, type Phrase } from './common';
import { ALL_SEATS, CheckChips, DealView, Parts, RadioChips, ReasonList, Step, nameList, questionKey, type Part } from './ScoringCommon';

const MARKS: readonly MarkChoice[] = ['none', 'mark', 'playoff'];
const OUTCOMES: readonly Phase1Outcome[] = ['continues', 'butzen', 'shut-out'];

function Steps({ t, onAnswer }: { t: Phrase; onAnswer: (a: Phase1Answer) => void }) {
  const [snap, send] = useActor(phase1AnswerMachine);
  useEffect(() => {
    if (snap.status === 'done') onAnswer(snap.output as Phase1Answer);
  }, [snap.status]);
  const step = snap.value as Phase1Step;
  const c = snap.context;
  if (step === 'done') return null;
  const nav = {
    t,
    step,
    canBack: step !== 'marks',
    canNext: snap.can({ type: 'next' }),
    finishes: phase1NextFinishes(step, c),
    onBack: () => send({ type: 'back' }),
    onNext: () => send({ type: 'next' }),
  };
  if (step === 'marks') {
    return (
      <Step {...nav} title={t('phase1.step.marks')}>
        <div class="scoring__players">
          {ALL_SEATS.map((s) => (
            <RadioChips
              key={s}
              choice={`mark-${s}`}
              legend={seatName(t, s)}
              options={MARKS.map((m) => ({ value: m, label: t(`phase1.mark.${m}`) }))}
              value={c.marks[s] ?? 'none'}
              onChange={(value) => send({ type: 'mark', seat: s, value })}
            />
          ))}
        </div>
      </Step>
    );
  }
  if (step === 'outcome') {
    return (
      <Step {...nav} title={t('phase1.step.outcome')}>
        <RadioChips
          choice="outcome"
          legend={t('phase1.step.outcomeLegend')}
          class="scoring__choice--column"
          options={OUTCOMES.map((o) => ({ value: o, label: t(`phase1.outcome.${o}`) }))}
          value={c.outcome}
          onChange={(value) => send({ type: 'outcome', value })}
        />
      </Step>
    );
  }
  return (
    <Step {...nav} title={t('phase1.step.dropouts')}>
      <CheckChips
        choice="dropouts"
        legend={t('phase1.step.dropoutsLegend')}
        help={t('phase1.dropoutsHelp')}
        options={ALL_SEATS.map((s) => ({ value: s, label: seatName(t, s) }))}
        checked={c.dropouts}
        onChange={(seat, out) => send({ type: 'dropout', seat: seat as Seat, out })}
      />
    </Step>
  );
}

function marksText(t: Phrase, marks: readonly MarkChoice[], lang: string): string {
  const with_ = (m: MarkChoice) => ALL_SEATS.filter((s) => marks[s] === m);
  const parts: string[] = [];
  if (with_('mark').length) parts.push(t('phase1.say.marks', { names: nameList(t, with_('mark'), lang) }));
  if (with_('playoff').length) parts.push(t('phase1.say.playoff', { names: nameList(t, with_('playoff'), lang) }));
  return parts.length ? parts.join('; ') : t('phase1.say.noMarks');
}

const outcomeText = (t: Phrase, o: Phase1Outcome | null) => (o === null ? t('phase1.say.waits') : t(`phase1.say.outcome.${o}`));
const dropoutsText = (t: Phrase, d: readonly Seat[], lang: string) => (d.length ? nameList(t, d, lang) : t('phase1.say.nobody'));

function parts(t: Phrase, v: Phase1Verdict, given: Phase1Answer | null, lang: string): Part[] {
  const e = v.expected;
  const out: Part[] = [{ label: t('phase1.part.marks'), ok: v.parts.marks, given: given ? marksText(t, given.marks, lang) : undefined, expected: marksText(t, e.marks, lang) }];
  if (e.outcome !== null) out.push({ label: t('phase1.part.outcome'), ok: v.parts.outcome, given: given ? outcomeText(t, given.outcome) : undefined, expected: outcomeText(t, e.outcome) });
  if (e.outcome === 'butzen') {
    out.push({ label: t('phase1.part.dropouts'), ok: v.parts.dropouts, given: given ? dropoutsText(t, given.outcome === 'butzen' ? given.dropouts : [], lang) : undefined, expected: dropoutsText(t, e.dropouts, lang) });
  }
  return out;
}

export default function Phase1Scoring({ lang, messages, seed = 1, level = 1, readUrl = false, credit }: WidgetProps) {
  const t = useT(lang, messages);
  const quiz = useQuiz(phase1Drill, { lang, seed, level, readUrl, credit });
  const { send, ctx, question: q, verdict, answer, asking } = quiz;
  const deal = q.position.deal;
  const feedback = !asking && verdict !== null;
  const summary = feedback ? `${marksText(t, verdict.expected.marks, lang)}.${verdict.expected.outcome ? ` ${outcomeText(t, verdict.expected.outcome)}.` : ''}` : undefined;
  return (
    <div class="widget scoring" data-widget="phase1-scoring">
      <h2 class="widget__title">{t('phase1.title')}</h2>
      <p>{t('phase1.intro')}</p>
      <QuizFrame
        t={t}
        quiz={quiz}
        id="phase1-quiz"
        title={t('phase1.quizTitle')}
        hint={t('phase1.hint')}
        summary={summary}
        explanation={verdict?.score && <ReasonList t={t} reasons={verdict.score.reasons} lang={lang} />}
      >
        <DealView
          t={t}
          lang={lang}
          marks={feedback ? verdict.slateAfter : deal.slate}
          before={deal.slate}
          frame={feedback ? verdict.frameAdded : [0, 0, 0, 0]}
          active={deal.active}
          slateActive={feedback && verdict.score?.status === 'resolved' && verdict.score.phaseAfter === 2 ? verdict.score.activeAfter : deal.active}
          deal={q.position.regular}
          caption={t('scoring.caption.phase1', { number: deal.phase1DealNumber, dealer: seatName(t, deal.dealer) })}
          slateTitle={feedback ? t('scoring.slate.after') : t('scoring.slate.before')}
          slateKey={questionKey(ctx.seed, ctx.level, q.position)}
        />
        {asking ? (
          <Steps key={questionKey(ctx.seed, ctx.level, q.position)} t={t} onAnswer={(a) => send({ type: 'quiz.answer', answer: a })} />
        ) : (
          verdict && <Parts t={t} parts={parts(t, verdict, ctx.revealed ? null : answer, lang)} revealed={ctx.revealed} />
        )}
      </QuizFrame>
    </div>
  );
}
