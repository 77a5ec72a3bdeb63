/**
 * playoff: a deal that ends in a tie that decides a mark. The learner says who plays off, who deals the playoff and
 * who leads it (VP08); then sees the playoff deal's result and says what it gives each player: an erased mark, the
 * mark, nothing, or another playoff (VP10, VP11, with the repeat seated in turn); and finally who deals the next
 * regular deal (VP09). The engine scores it all; the feedback gives each part with the engine's reasons, and the
 * slate shows the regular deal's marks once the playoffs have settled them.
 */
import { useEffect } from 'preact/hooks';
import { QuizFrame } from '../../../shared/quiz/QuizFrame';
import { useQuiz } from '../../../shared/quiz/useQuiz';
import { useActor } from '../../../shared/ui/useActor';
import type { Seat } from '../engine/types';
import { playoffDrill, type PlayoffAnswer, type PlayoffQuestion, type PlayoffRole, type PlayoffSeating, type PlayoffVerdict } from '../machines/drills/playoff';
import { playoffAnswerMachine, type PlayoffStepName } from '../machines/playoffAnswer';
import type { PlayedDeal } from '../positions/scoringCore';
import { seatName, useT, type WidgetProps, type Phrase } from './common';
import { ALL_SEATS, CheckChips, DealTable, DealView, OutOfPlay, Parts, RadioChips, ReasonList, Step, nameList, questionKey, type Part } from './ScoringCommon';

const ROLES: readonly PlayoffRole[] = ['winner', 'loser', 'again', 'none'];

/** A playoff deal's result; `hideDealer` while the learner may still go back and say who deals it. */
function PlayoffDeal({ t, lang, deal, index, hideDealer = false }: { t: Phrase; lang: string; deal: PlayedDeal; index: number; hideDealer?: boolean }) {
  return (
    <div class="scoring__playoff-deal">
      <DealTable
        t={t}
        deal={deal}
        active={deal.players}
        onlyPlayers
        hideDealer={hideDealer}
        caption={hideDealer ? t('playoff.captionPlain', { n: index + 1 }) : t('playoff.caption', { n: index + 1, dealer: seatName(t, deal.dealer) })}
      />
      <OutOfPlay t={t} lang={lang} deal={deal} />
    </div>
  );
}

function Steps({ t, lang, q, onAnswer }: { t: Phrase; lang: string; q: PlayoffQuestion; onAnswer: (a: PlayoffAnswer) => void }) {
  const playoffs = q.position.playoffs;
  const [snap, send] = useActor(playoffAnswerMachine, { count: playoffs.length });
  useEffect(() => {
    if (snap.status === 'done') onAnswer(snap.output as PlayoffAnswer);
  }, [snap.status]);
  const step = snap.value as PlayoffStepName;
  const c = snap.context;
  if (step === 'done') return null;
  const i = c.index;
  const nav = {
    t,
    step: `${step}-${i}`,
    canBack: step !== 'players',
    canNext: snap.can({ type: 'next' }),
    finishes: step === 'resume',
    onBack: () => send({ type: 'back' }),
    onNext: () => send({ type: 'next' }),
  };
  const active = q.position.deal.active;
  if (step === 'players') {
    return (
      <Step {...nav} title={t('playoff.step.players')}>
        <CheckChips
          choice="players"
          legend={t('playoff.step.playersLegend')}
          options={active.map((s) => ({ value: s, label: seatName(t, s) }))}
          checked={c.players}
          onChange={(seat, on) => send({ type: 'player', seat: seat as Seat, in: on })}
        />
      </Step>
    );
  }
  if (step === 'seating') {
    // The first playoff is among the players the learner named; a repeat among players of the previous playoff.
    const candidates = i === 0 ? [...c.players].sort((a, b) => a - b) : (playoffs[i - 1]?.players ?? []);
    const seating = c.seatings[i] ?? { dealer: null, leader: null };
    const options = candidates.map((s) => ({ value: s, label: seatName(t, s) }));
    return (
      <Step {...nav} title={i === 0 ? t('playoff.step.seating') : t('playoff.step.seatingRepeat', { n: i + 1 })}>
        {i > 0 && playoffs[i - 1] && <PlayoffDeal t={t} lang={lang} deal={playoffs[i - 1] as PlayedDeal} index={i - 1} hideDealer />}
        <div class="scoring__players">
          <RadioChips choice="dealer" legend={t('playoff.dealer')} options={options} value={seating.dealer} onChange={(seat) => send({ type: 'dealer', seat })} />
          <RadioChips choice="leader" legend={t('playoff.leader')} options={options} value={seating.leader} onChange={(seat) => send({ type: 'leader', seat })} />
        </div>
      </Step>
    );
  }
  if (step === 'result') {
    const deal = playoffs[i] as PlayedDeal;
    return (
      <Step {...nav} title={t('playoff.step.result', { n: i + 1 })}>
        <PlayoffDeal t={t} lang={lang} deal={deal} index={i} hideDealer />
        <div class="scoring__players">
          {deal.players.map((s) => (
            <RadioChips
              key={s}
              choice={`role-${s}`}
              legend={seatName(t, s)}
              options={ROLES.map((r) => ({ value: r, label: t(`playoff.role.${r}`) }))}
              value={c.results[i]?.[s] ?? 'none'}
              onChange={(role) => send({ type: 'role', seat: s, role })}
            />
          ))}
        </div>
      </Step>
    );
  }
  return (
    <Step {...nav} title={t('playoff.step.resume')}>
      <RadioChips
        choice="nextDealer"
        legend={t('playoff.step.resumeLegend')}
        options={ALL_SEATS.map((s) => ({ value: s, label: seatName(t, s) }))}
        value={c.nextDealer}
        onChange={(seat) => send({ type: 'nextDealer', seat })}
      />
    </Step>
  );
}

const seatingText = (t: Phrase, s: PlayoffSeating | undefined) =>
  s && s.dealer !== null && s.leader !== null ? t('playoff.say.seating', { dealer: seatName(t, s.dealer), leader: seatName(t, s.leader) }) : t('playoff.say.noAnswer');

function resultText(t: Phrase, roles: readonly PlayoffRole[] | undefined, players: readonly Seat[], lang: string): string {
  const parts = ROLES.flatMap((r) => {
    const who = players.filter((s) => (roles?.[s] ?? 'none') === r);
    return who.length ? [t(`playoff.say.${r}`, { names: nameList(t, who, lang), count: who.length })] : [];
  });
  return parts.length ? parts.join('; ') : t('playoff.say.noAnswer');
}

function parts(t: Phrase, q: PlayoffQuestion, v: PlayoffVerdict, given: PlayoffAnswer | null, lang: string): Part[] {
  const e = v.expected;
  const out: Part[] = [
    {
      label: t('playoff.part.players'),
      ok: v.parts.players,
      given: given ? (given.players.length ? nameList(t, given.players, lang) : t('playoff.say.noAnswer')) : undefined,
      expected: nameList(t, e.players, lang),
    },
  ];
  e.seatings.forEach((s, i) => {
    out.push({ label: t('playoff.part.seating', { n: i + 1 }), ok: v.parts.seatings[i] ?? false, given: given ? seatingText(t, given.seatings[i]) : undefined, expected: seatingText(t, s) });
    const players = q.position.playoffs[i]?.players ?? [];
    out.push({ label: t('playoff.part.result', { n: i + 1 }), ok: v.parts.results[i] ?? false, given: given ? resultText(t, given.results[i], players, lang) : undefined, expected: resultText(t, e.results[i], players, lang) });
  });
  out.push({
    label: t('playoff.part.nextDealer'),
    ok: v.parts.nextDealer,
    given: given ? (given.nextDealer === null ? t('playoff.say.noAnswer') : seatName(t, given.nextDealer)) : undefined,
    expected: e.nextDealer === null ? t('playoff.say.noAnswer') : seatName(t, e.nextDealer),
  });
  return out;
}

export default function Playoff({ lang, messages, seed = 1, level = 1, readUrl = false, credit }: WidgetProps) {
  const t = useT(lang, messages);
  const quiz = useQuiz(playoffDrill, { lang, seed, level, readUrl, credit });
  const { send, ctx, question: q, verdict, answer, asking } = quiz;
  const deal = q.position.deal;
  const feedback = !asking && verdict !== null;
  const caption =
    deal.phase === 1
      ? t('scoring.caption.phase1', { number: deal.phase1DealNumber, dealer: seatName(t, deal.dealer) })
      : t('scoring.caption.butzen', { dealer: seatName(t, deal.dealer), count: deal.active.length, marks: deal.slate.reduce((a, b) => a + b, 0) });
  const first = verdict?.steps[0];
  const summary = feedback && first ? t('playoff.say.summary', { names: nameList(t, first.players, lang), dealer: seatName(t, first.dealer), leader: seatName(t, first.leader) }) : undefined;
  return (
    <div class="widget scoring" data-widget="playoff">
      <h2 class="widget__title">{t('playoff.title')}</h2>
      <p>{t('playoff.intro')}</p>
      <QuizFrame
        t={t}
        quiz={quiz}
        id="playoff-quiz"
        title={t('playoff.quizTitle')}
        hint={t('playoff.hint')}
        summary={summary}
        explanation={verdict?.score && <ReasonList t={t} reasons={verdict.score.reasons} lang={lang} />}
      >
        <DealView
          t={t}
          lang={lang}
          marks={feedback ? verdict.slateAfter : deal.slate}
          before={deal.slate}
          active={deal.active}
          slateActive={feedback && verdict.score?.status === 'resolved' && verdict.score.phaseAfter !== 'game_over' ? verdict.score.activeAfter : deal.active}
          deal={q.position.regular}
          caption={caption}
          slateTitle={feedback ? t('scoring.slate.after') : t('scoring.slate.before')}
          slateKey={questionKey(ctx.seed, ctx.level, q.position)}
        />
        {asking ? (
          <Steps key={questionKey(ctx.seed, ctx.level, q.position)} t={t} lang={lang} q={q} onAnswer={(a) => send({ type: 'quiz.answer', answer: a })} />
        ) : (
          verdict && (
            <>
              {q.position.playoffs.map((p, i) => (
                <PlayoffDeal key={i} t={t} lang={lang} deal={p} index={i} />
              ))}
              <Parts t={t} parts={parts(t, q, verdict, ctx.revealed ? null : answer, lang)} revealed={ctx.revealed} />
            </>
          )
        )}
      </QuizFrame>
    </div>
  );
}
