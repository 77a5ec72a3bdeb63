/**
 * exchange: a freshly dealt hand and its holder's role. The Bottom hands over his highest cards, the President his
 * lowest; 3 cards (level 1), 2 cards (level 2) or the Trouduc single card with a Joker in hand (level 3), which is
 * never handed over. The engine says which cards were forced, where the suit was free, and what went wrong.
 */
import type { T } from '../../../i18n/client';
import { answerMark } from '../../../shared/quiz/mark';
import { QuizFrame } from '../../../shared/quiz/QuizFrame';
import { useQuiz } from '../../../shared/quiz/useQuiz';
import { exchangeDrillDef, type ExchangeVerdict } from '../machines/drills/exchange';
import type { ExchangeQuestion } from '../positions/exchange';
import { phrase } from '../../../i18n/phrase';
import { pCardNoun } from '../table/narrate';
import { CardPicker, cardList, roleName, useT, type WidgetProps } from './common';
import './president.css';

export function explainExchange(t: T, q: ExchangeQuestion, v: ExchangeVerdict, lang: string): string[] {
  const lines: string[] = [];
  const say = phrase(t, lang);
  const req = v.requirement;
  lines.push(t(`exchange.rule.${q.role}`, { count: q.count }));
  if (q.rules.presidentReturns === 'free-choice' && q.role === 'president') lines.push(t('exchange.rule.free'));
  const e = v.error;
  if (e) {
    switch (e.code) {
      case 'exchange.not-highest':
      case 'exchange.not-lowest':
        lines.push(say(`exchange.why.${e.code.replace('exchange.', '')}`, { gave: pCardNoun(t, lang, e.gave), kept: pCardNoun(t, lang, e.kept) }));
        break;
      case 'exchange.joker-never-given':
        lines.push(say('exchange.why.joker', { card: pCardNoun(t, lang, e.card) }));
        break;
      case 'exchange.wrong-count':
        lines.push(t('exchange.why.wrong-count', { count: e.need, got: e.got }));
        break;
      default:
        lines.push(t('exchange.why.other'));
    }
  }
  if (req) {
    // Cards at the cut are forced too when there are no more of them than places left: then every card to give is
    // named here, and the tie line only appears when the giver really chooses among equal cards.
    const left = req.count - req.forced.length;
    const choosing = !req.free && left > 0 && req.tied.length > left;
    const mustGo = choosing ? req.forced : [...req.forced, ...(req.free ? [] : req.tied.slice(0, Math.max(0, left)))];
    if (mustGo.length) lines.push(t('exchange.why.forced', { cards: cardList(t, mustGo, lang), count: mustGo.length }));
    if (choosing) lines.push(t('exchange.why.tied', { count: left, cards: cardList(t, req.tied, lang) }));
    if (q.hand.some((c) => c.startsWith('JK'))) lines.push(t('exchange.why.jokerKept'));
  }
  return lines;
}

export default function Exchange({ lang, messages, seed = 1, level = 1, readUrl = false, credit }: WidgetProps) {
  const t = useT(lang, messages);
  const quiz = useQuiz(exchangeDrillDef, { lang, seed, level, readUrl, credit });
  const { send, ctx, question: q, verdict: v, answer, asking } = quiz;
  const given = answer?.cards ?? [];
  const need = v?.requirement?.choice ?? [];
  return (
    <div class="widget pres-widget" data-widget="exchange">
      {!readUrl && <h2 class="widget__title">{t('exchange.title')}</h2>}
      <QuizFrame
        t={t}
        quiz={quiz}
        id={`exchange-quiz-${lang}`}
        title={t('exchange.quizTitle')}
        hint={t(`exchange.hint.${q.role}`)}
        summary={v ? (v.correct ? t('exchange.summary.right') : t('exchange.summary.wrong', { cards: cardList(t, need, lang) })) : undefined}
        explanation={
          v && (
            <ul>
              {explainExchange(t, q, v, lang).map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          )
        }
      >
        <div data-question>
          <p class="quiz__prompt">{t(`exchange.ask.${q.role}`, { count: q.count, role: roleName(t, q.role) })}</p>
          <CardPicker
            t={t}
            hand={q.hand}
            max={q.count}
            asking={asking}
            questionKey={`${ctx.seed}-${ctx.level}-${JSON.stringify(ctx.rules)}`}
            label={t('exchange.hand')}
            submitLabel={t('exchange.submit', { count: q.count })}
            onSubmit={(cards) => send({ type: 'quiz.answer', answer: { cards } })}
            mark={(c) => answerMark(given.includes(c) ? !!v?.correct : need.includes(c), given.includes(c), ctx.revealed)}
          />
        </div>
      </QuizFrame>
    </div>
  );
}
