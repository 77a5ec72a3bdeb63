/**
 * legal-play: a turn in a real deal (the trick so far, the hand); the learner marks every card that may be played.
 * After the answer each card shows the engine's reason: follow or trump, the undertrump ban, the all-trumps
 * exception, the Buur exemption on a trump lead.
 */
import type { T } from '../../../i18n/client';
import type { Card } from '../../../shared/cards/model';
import { MarkText, markAttrs, markWhen } from '../../../shared/quiz/mark';
import { QuizFrame } from '../../../shared/quiz/QuizFrame';
import { useQuiz } from '../../../shared/quiz/useQuiz';
import { sortHand } from '../engine/cards';
import type { PlayVerdict } from '../engine/play';
import { legalDrill, type LegalVerdict } from '../machines/drills/legal';
import type { LegalScene } from '../positions/legal';
import { CardView, cardName, cardWord, sayIn, Lines, Question, seatName, TrumpBanner, useAnswerForm, useT, type WidgetProps, questionKey } from './common';
import { useMemo } from 'preact/hooks';
import './handjass.css';

export function reasonText(tt: T, v: PlayVerdict, lang = 'en'): string {
  const t = sayIn(tt, lang);
  const r = v.reason as PlayVerdict['reason'] & { led?: string; trump?: string; over?: Card; under?: Card; buur?: Card };
  return t(r.code, {
    card: cardWord(t, v.card),
    suit: r.led ? t(`suit.${r.led}`) : '',
    trump: r.trump ? t(`suit.${r.trump}`) : '',
    other: r.over ? cardWord(t, r.over) : r.under ? cardWord(t, r.under) : '',
  });
}

export function explainLegal(tt: T, v: LegalVerdict, lang = 'en'): string[] {
  const t = sayIn(tt, lang);
  return v.verdicts.map((x) => `${t(x.legal ? 'legal.playable' : 'legal.notPlayable', { card: cardWord(t, x.card) })} ${reasonText(t, x)}`);
}

function TrickSoFar({ t, q }: { t: T; q: LegalScene }) {
  return (
    <ol class="hj-trick" aria-label={t('legal.trickSoFar')}>
      {q.trick.map((p, i) => (
        <li key={p.card} class="hj-trick__play">
          <span class="hj-trick__seat">{seatName(t, p.seat)}</span>
          <CardView t={t} card={p.card} />
          {i === 0 && <span class="badge badge--quiet">{t('legal.leads')}</span>}
        </li>
      ))}
    </ol>
  );
}

function Hand({ t, q, asking, revealed, verdict, onAnswer }: { t: T; q: LegalScene; asking: boolean; revealed: boolean; verdict: LegalVerdict | null; onAnswer: (cards: Card[]) => void }) {
  const form = useAnswerForm({ cards: [] }, [], (values) => onAnswer([...(values.cards as Card[])]));
  const chosen = (form.values.cards ?? []) as Card[];
  const hand = sortHand(q.hand, q.trump);
  const byCard = new Map(verdict?.verdicts.map((v) => [v.card, v]));
  const markOf = markWhen(asking, revealed);
  return (
    <Question label={t('legal.ask', { seat: seatName(t, q.seat) })}>
      <p class="quiz__prompt">{t('legal.ask', { seat: seatName(t, q.seat) })}</p>
      <ul class="hj-hand">
        {hand.map((c) => {
          const v = byCard.get(c);
          const mark = v ? markOf(v.legal, chosen.includes(c)) : null;
          // A card that may not be played and was not picked: faded, so the playable ones stand out.
          const greyed = !asking && v && !v.legal && !mark ? ' hj-card-button--greyed' : '';
          return (
            <li key={c}>
              <button type="button" data-answer={c} class={`hj-card-button${greyed}`} {...markAttrs(mark)} aria-pressed={chosen.includes(c)} disabled={!asking} onClick={() => form.send({ type: 'form.toggle', field: 'cards', value: c })}>
                <CardView t={t} card={c} />
                <span class="visually-hidden">{cardName(t, c)}</span>
                <MarkText t={t} mark={mark} />
              </button>
              {!asking && v && <span class="hj-hand__reason">{reasonText(t, v)}</span>}
            </li>
          );
        })}
      </ul>
      {asking && (
        <button type="button" class="button" data-submit disabled={!form.ready} onClick={() => form.send({ type: 'form.submit' })}>
          {t('legal.submit', { count: chosen.length })}
        </button>
      )}
    </Question>
  );
}

export default function LegalPlay({ lang, messages, seed = 1, level = 1, readUrl = false, credit }: WidgetProps) {
  const plainT = useT(lang, messages);
  const t = useMemo(() => sayIn(plainT, lang), [plainT, lang]);
  const quiz = useQuiz(legalDrill, { lang, seed, level, readUrl, credit });
  const { send, ctx, question: q, verdict: v, asking } = quiz;
  return (
    <div class="widget" data-widget="legal-play">
      <QuizFrame
        t={t}
        quiz={quiz}
        id={`legal-${lang}`}
        title={t('legal.title')}
        hint={t(`legal.hint.${Math.min(ctx.level, 3)}`)}
        summary={v ? t('legal.summary', { count: v.verdicts.filter((x) => x.legal).length }) : undefined}
        explanation={v && <Lines lines={explainLegal(t, v)} />}
      >
        <TrumpBanner t={t} trump={q.trump} />
        <TrickSoFar t={t} q={q} />
        <Hand key={questionKey(ctx, asking)} t={t} q={q} asking={asking} revealed={ctx.revealed} verdict={asking ? null : v} onAnswer={(cards) => send({ type: 'quiz.answer', answer: cards })} />
      </QuizFrame>
    </div>
  );
}
