/**
 * beat-or-stopp: the top card of the pile and your hand. Tap a card that beats it, or press Stopp. Every card of
 * the hand and the Stopp button are explained afterwards with the engine's reason codes (same suit, higher,
 * compulsory), under the learner's ranking (OP1) and beat-choice (OP4) rules.
 */
import { suitOf } from '../../../shared/cards/model';
import type { T } from '../../../i18n/client';
import { MarkText, markAttrs, markWhen, markedLabel } from '../../../shared/quiz/mark';
import { QuizFrame } from '../../../shared/quiz/QuizFrame';
import { useQuiz } from '../../../shared/quiz/useQuiz';
import type { CardReason } from '../engine/deal';
import type { CardVerdict, StoppReason } from '../engine/drills';
import { beatDrill, type BeatAnswer, type BeatVerdict } from '../machines/drills/beat';
import type { BeatQuestion } from '../positions/beat';
import { CardView, cardWord, cardWords, toPhrase, seatName, useT, type WidgetProps } from './common';
import { phrase, type Phrase } from '../../../i18n/phrase';
import './stopp-widgets.css';

/** One card's verdict in words. */
export function cardLine(tt: T | Phrase, c: CardVerdict, lang?: string): string {
  const t = toPhrase(tt, lang);
  const r: CardReason = c.reason;
  const card = cardWord(t, c.card);
  switch (r.code) {
    case 'play.lead-any':
      return t('beat.reason.lead-any', { card });
    case 'play.beats':
      return t('beat.reason.beats', { card, top: cardWord(t, r.top) });
    case 'play.wrong-suit':
      return t('beat.reason.wrong-suit', { card, top: cardWord(t, r.top), suit: t(`card.suit.${suitOf(r.top)}`) });
    case 'play.not-higher':
      return t('beat.reason.not-higher', { card, top: cardWord(t, r.top) });
    case 'play.not-lowest':
      return t('beat.reason.not-lowest', { card, top: cardWord(t, r.top), lowest: cardWord(t, r.lowest) });
  }
}

/** The Stopp button's verdict in words. */
export function stoppLine(tt: T | Phrase, r: StoppReason, lang: string): string {
  const t = toPhrase(tt, lang);
  switch (r.code) {
    case 'stopp.no-higher-card':
      return t('beat.stopp.no-higher-card', { top: cardWord(t, r.top), suit: t(`card.suit.${suitOf(r.top)}`) });
    case 'stopp.must-beat':
      return t('beat.stopp.must-beat', { top: cardWord(t, r.top), cards: cardWords(t, r.beaters, 'der'), count: r.beaters.length });
    case 'stopp.cannot-on-lead':
      return t('beat.stopp.cannot-on-lead');
  }
}

/** The sentence read out with the verdict: what was pressed and why it was right or wrong. */
export function beatSummary(tt: T | Phrase, v: BeatVerdict, lang: string): string {
  const t = toPhrase(tt, lang);
  if (v.press === 'STOPP') return stoppLine(t, v.verdicts.stopp.reason, lang);
  const c = v.verdicts.cards.find((x) => x.card === v.press);
  return c ? cardLine(t, c) : '';
}

function Question({ t, q, asking, revealed, verdict, onAnswer, lang }: { t: Phrase; q: BeatQuestion; asking: boolean; revealed: boolean; verdict: BeatVerdict | null; onAnswer: (a: BeatAnswer) => void; lang: string }) {
  const legal = verdict?.verdicts.legal;
  const markOf = markWhen(asking || !legal, revealed);
  // Every answer that keeps the rules is right (the learner may pick any of them).
  const mark = (a: BeatAnswer) => markOf(!!legal?.includes(a), verdict?.press === a);
  const handId = `beat-hand-${lang}-${q.level}`;
  return (
    <div data-question>
      <div class="stopp-top">
        {q.top ? <CardView t={t} card={q.top} size="sm" /> : null}
        <p>{q.top ? t('beat.prompt', { card: cardWord(t, q.top), name: seatName(t, q.topPlayer) }) : t('beat.promptLead')}</p>
        <button type="button" class="button stopp-stopp" {...markAttrs(mark('STOPP'))} disabled={!asking} data-answer="STOPP" onClick={() => onAnswer('STOPP')}>
          {t('beat.stoppButton')}
          <MarkText t={t} mark={mark('STOPP')} />
        </button>
      </div>
      <p class="stopp-ask" id={handId}>
        {t(q.top ? 'beat.yourHand' : 'beat.yourHandLead')}
      </p>
      <ul class="card-choice" aria-labelledby={handId}>
        {q.hand.map((c) => (
          <li key={c}>
            <button type="button" class="card-button" {...markAttrs(mark(c))} disabled={!asking} aria-label={markedLabel(t, t('beat.play', { card: cardWord(t, c) }), mark(c))} onClick={() => onAnswer(c)}>
              <CardView t={t} card={c} size="md" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function BeatOrStopp({ lang, messages, seed = 1, level = 1, readUrl = false, credit }: WidgetProps) {
  const t = phrase(useT(lang, messages), lang);
  const quiz = useQuiz(beatDrill, { lang, seed, level, readUrl, credit });
  const { send, ctx, question: q, verdict, asking } = quiz;
  const rulesNote = ctx.rules.beat_choice === 'lowest-higher' || ctx.rules.ranking === 'ace-low';
  return (
    <div class={`widget${readUrl ? ' stopp-page' : ''}`} data-widget="beat-or-stopp">
      {!readUrl && <h2 class="widget__title">{t('beat.title')}</h2>}
      {rulesNote && <p class="quiz__hint">{t('beat.variantNote')}</p>}
      <QuizFrame
        t={t}
        quiz={quiz}
        id={`beat-quiz-${lang}`}
        title={t('beat.quizTitle')}
        hint={t(q.top ? 'beat.hint' : 'beat.hintLead')}
        summary={verdict ? beatSummary(t, verdict, lang) : undefined}
        explanation={
          verdict && (
            <ul class="stopp-list">
              {verdict.verdicts.cards.map((c) => (
                <li key={c.card} data-code={c.reason.code}>
                  {cardLine(t, c)}
                </li>
              ))}
              <li data-code={verdict.verdicts.stopp.reason.code}>{stoppLine(t, verdict.verdicts.stopp.reason, lang)}</li>
            </ul>
          )
        }
      >
        <Question t={t} q={q} asking={asking} revealed={ctx.revealed} verdict={asking ? null : verdict} onAnswer={(a) => send({ type: 'quiz.answer', answer: a })} lang={lang} />
      </QuizFrame>
    </div>
  );
}
