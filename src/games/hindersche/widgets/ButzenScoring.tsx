/**
 * butzen-scoring: a Butzen deal's points and tricks (with the cards out of play for two or three players) beside the
 * slate before it. The learner says for each player still in whether he erases one or two marks, adds one, or has
 * to play off; then who drops out and whether the game is over (and who lost it). The engine scores the deal: the
 * feedback names the row of the decision table and its reasons, and the slate wipes and chalks the marks.
 */
import { useEffect } from 'preact/hooks';
import { QuizFrame } from '../../../shared/quiz/QuizFrame';
import { useQuiz } from '../../../shared/quiz/useQuiz';
import { useActor } from '../../../shared/ui/useActor';
import type { Seat } from '../engine/types';
import { butzenDrill, type ButzenAnswer, type ButzenEnding, type ButzenVerdict, type MarkChange } from '../machines/drills/butzen';
import { butzenAnswerMachine, butzenNextFinishes, type ButzenStep } from '../machines/butzenAnswer';
import { seatName, useT, type WidgetProps, type Phrase } from './common';
import { ALL_SEATS, CheckChips, DealView, Parts, RadioChips, ReasonList, Step, nameList, questionKey, type Part } from './ScoringCommon';

const CHANGES: readonly MarkChange[] = [-2, -1, 0, 1, 'playoff'];
const changeKey = (c: MarkChange) => (c === 'playoff' ? 'playoff' : c < 0 ? `erase${-c}` : c > 0 ? 'add1' : 'none');

function Steps({ t, active, onAnswer }: { t: Phrase; active: Seat[]; onAnswer: (a: ButzenAnswer) => void }) {
  const [snap, send] = useActor(butzenAnswerMachine, { active });
  useEffect(() => {
    if (snap.status === 'done') onAnswer(snap.output as ButzenAnswer);
  }, [snap.status]);
  const step = snap.value as ButzenStep;
  const c = snap.context;
  if (step === 'done') return null;
  const nav = {
    t,
    step,
    canBack: step !== 'changes',
    canNext: snap.can({ type: 'next' }),
    finishes: butzenNextFinishes(step, c),
    onBack: () => send({ type: 'back' }),
    onNext: () => send({ type: 'next' }),
  };
  if (step === 'changes') {
    return (
      <Step {...nav} title={t('butzen.step.changes')}>
        <div class="scoring__players">
          {active.map((s) => (
            <RadioChips
              key={s}
              choice={`change-${s}`}
              legend={seatName(t, s)}
              options={CHANGES.map((v) => ({ value: v, label: t(`butzen.change.${changeKey(v)}`) }))}
              value={c.changes[s] ?? 0}
              onChange={(value) => send({ type: 'change', seat: s, value })}
            />
          ))}
        </div>
      </Step>
    );
  }
  if (step === 'dropouts') {
    return (
      <Step {...nav} title={t('butzen.step.dropouts')}>
        <CheckChips
          choice="dropouts"
          legend={t('butzen.step.dropoutsLegend')}
          help={t('butzen.dropoutsHelp')}
          options={active.map((s) => ({ value: s, label: seatName(t, s) }))}
          checked={c.dropouts}
          onChange={(seat, out) => send({ type: 'dropout', seat: seat as Seat, out })}
        />
      </Step>
    );
  }
  const endings: ButzenEnding[] = ['continues', ...active];
  return (
    <Step {...nav} title={t('butzen.step.ending')}>
      <RadioChips
        choice="ending"
        legend={t('butzen.step.endingLegend')}
        class="scoring__choice--column"
        options={endings.map((e) => ({ value: e === 'continues' ? -1 : e, label: e === 'continues' ? t('butzen.ending.continues') : t('butzen.ending.loser', { name: seatName(t, e) }) }))}
        value={c.ending === null ? null : c.ending === 'continues' ? -1 : c.ending}
        onChange={(v) => send({ type: 'ending', value: v === -1 ? 'continues' : (v as Seat) })}
      />
    </Step>
  );
}

function changesText(t: Phrase, changes: readonly MarkChange[], lang: string): string {
  const parts: string[] = [];
  for (const s of ALL_SEATS) {
    const c = changes[s] ?? 0;
    if (typeof c === 'number' && c < 0) parts.push(t('butzen.say.erase', { name: seatName(t, s), count: -c }));
    if (c === 1) parts.push(t('butzen.say.add', { name: seatName(t, s) }));
  }
  const playing = ALL_SEATS.filter((s) => changes[s] === 'playoff');
  if (playing.length) parts.push(t('butzen.say.playoff', { names: nameList(t, playing, lang) }));
  if (!parts.length) return t('butzen.say.nothing');
  try {
    return new Intl.ListFormat(lang, { type: 'conjunction' }).format(parts);
  } catch {
    return parts.join(', ');
  }
}

const dropoutsText = (t: Phrase, d: readonly Seat[] | null, lang: string) => (d === null ? t('butzen.say.waits') : d.length ? nameList(t, d, lang) : t('butzen.say.nobody'));
const endingText = (t: Phrase, e: ButzenEnding | null) => (e === null ? t('butzen.say.waits') : e === 'continues' ? t('butzen.ending.continues') : t('butzen.ending.loser', { name: seatName(t, e) }));

function parts(t: Phrase, v: ButzenVerdict, given: ButzenAnswer | null, lang: string): Part[] {
  const e = v.expected;
  const out: Part[] = [{ label: t('butzen.part.changes'), ok: v.parts.changes, given: given ? changesText(t, given.changes, lang) : undefined, expected: changesText(t, e.changes, lang) }];
  if (e.dropouts !== null) out.push({ label: t('butzen.part.dropouts'), ok: v.parts.dropouts, given: given ? dropoutsText(t, given.dropouts, lang) : undefined, expected: dropoutsText(t, e.dropouts, lang) });
  if (e.ending !== null) out.push({ label: t('butzen.part.ending'), ok: v.parts.ending, given: given ? endingText(t, given.ending) : undefined, expected: endingText(t, e.ending) });
  return out;
}

export default function ButzenScoring({ lang, messages, seed = 1, level = 1, readUrl = false, credit }: WidgetProps) {
  const t = useT(lang, messages);
  const quiz = useQuiz(butzenDrill, { lang, seed, level, readUrl, credit });
  const { send, ctx, question: q, verdict, answer, asking } = quiz;
  const deal = q.position.deal;
  const feedback = !asking && verdict !== null;
  const summary = feedback ? `${changesText(t, verdict.expected.changes, lang)}.${verdict.expected.ending !== null ? ` ${endingText(t, verdict.expected.ending)}.` : ''}` : undefined;
  const marks = deal.slate.reduce((a, b) => a + b, 0);
  return (
    <div class="widget scoring" data-widget="butzen-scoring">
      <h2 class="widget__title">{t('butzen.title')}</h2>
      <p>{t('butzen.intro')}</p>
      <QuizFrame
        t={t}
        quiz={quiz}
        id="butzen-quiz"
        title={t('butzen.quizTitle')}
        hint={t('butzen.hint')}
        summary={summary}
        explanation={
          verdict?.score && (
            <>
              {verdict.row && <p class="scoring__row">{t('butzen.row', { row: verdict.row.slice(1), name: t(`butzen.rowName.${verdict.row}`) })}</p>}
              <ReasonList t={t} reasons={verdict.score.reasons} lang={lang} />
            </>
          )
        }
      >
        <DealView
          t={t}
          lang={lang}
          marks={feedback ? verdict.slateAfter : deal.slate}
          before={deal.slate}
          frame={feedback ? verdict.frameAdded : [0, 0, 0, 0]}
          active={deal.active}
          slateActive={feedback && verdict.score?.status === 'resolved' ? deal.active.filter((s) => (verdict.slateAfter[s] ?? 0) > 0) : deal.active}
          deal={q.position.regular}
          caption={t('scoring.caption.butzen', { dealer: seatName(t, deal.dealer), count: deal.active.length, marks })}
          slateTitle={feedback ? t('scoring.slate.after') : t('scoring.slate.before')}
          slateKey={questionKey(ctx.seed, ctx.level, q.position)}
        />
        {asking ? (
          <Steps key={questionKey(ctx.seed, ctx.level, q.position)} t={t} active={deal.active} onAnswer={(a) => send({ type: 'quiz.answer', answer: a })} />
        ) : (
          verdict && <Parts t={t} parts={parts(t, verdict, ctx.revealed ? null : answer, lang)} revealed={ctx.revealed} />
        )}
      </QuizFrame>
    </div>
  );
}
