/**
 * "Your play" after a deal, on every game's table: the one or two decisions in which the learner left the coach's
 * line and what each cost (in the game's units, as the coach's search estimates it), each with a button that takes
 * the table back to that decision to try it again; or a plain note that the deal gave no decision, no choice, or was
 * played as the coach would. The logic is in playReview.ts; a game supplies its rules, `judge` and three texts.
 *
 *   const review = usePlayReview(game, learner, over, REVIEW, (s) => bots.hint(s, learner));
 *   <PlayReview t={t} id={id} review={review} texts={{ chose, coach, cost }} onReplay={(s) => send({ type: 'resume', game: s, settings })} />
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { T } from '../../i18n/client';
import { DecisionLog, judgeAll, summarise, type Judged, type ReviewRules, type ReviewSummary, type Verdict } from './playReview';

export interface PlayReviewGame<S, A, H> {
  rules: ReviewRules<S, A>;
  /** The learner's action rated against the coach's answer for that state; null when the hint does not rate it. */
  judge(hint: H, action: A, state: S): Verdict<A> | null;
  /** Losses below this (in the game's units) are within the search's noise: counted as the coach's line. */
  minLoss: number;
}

/** The learner's decisions as the table moves from state to state (see DecisionLog), for a review or a replay. */
export function useDecisionLog<S extends object, A>(game: S | null, learner: number, rules: ReviewRules<S, A>): DecisionLog<S, A> {
  return useLogOf(game, learner, rules) as DecisionLog<S, A>;
}

/** The same, or none for a table without a review (`rules` null; whether it has one never changes on the page). */
function useLogOf<S extends object, A>(game: S | null, learner: number, rules: ReviewRules<S, A> | null): DecisionLog<S, A> | null {
  const log = useRef<DecisionLog<S, A> | null>(null);
  if (rules && !log.current) log.current = new DecisionLog(rules, learner);
  if (game) log.current?.see(game);
  return log.current;
}

export type PlayReviewState<S, A, H> = { status: 'loading' } | { status: 'done'; summary: ReviewSummary<S, A, H>; order: Map<number, number> };

/**
 * Follows the table's game state and, once `over` (the deal has ended), judges the learner's decisions of that deal
 * in the background. Null while the deal is running, the table has no game, or it has no review (`spec` null).
 */
export function usePlayReview<S extends object, A, H>(game: S | null, learner: number, over: boolean, spec: PlayReviewGame<S, A, H> | null, ask: (state: S) => Promise<H | null>): PlayReviewState<S, A, H> | null {
  const log = useLogOf(game, learner, spec?.rules ?? null);
  const [result, setResult] = useState<{ game: S; state: PlayReviewState<S, A, H> } | null>(null);
  useEffect(() => {
    if (!spec || !log || !over || !game) return;
    let live = true;
    const decisions = log.inDeal(spec.rules.deal(game));
    const order = new Map(decisions.map((d, i) => [d.at, i + 1]));
    setResult({ game, state: { status: 'loading' } });
    judgeAll(decisions, ask, spec.judge)
      .then((judged: Judged<S, A, H>[]) => {
        if (live) setResult({ game, state: { status: 'done', summary: summarise(judged, { minLoss: spec.minLoss }), order } });
      })
      .catch(() => {
        if (live) setResult({ game, state: { status: 'done', summary: { kind: 'none' }, order } });
      });
    return () => {
      live = false;
    };
  }, [over, game]);
  if (!spec || !over || !game) return null;
  return result && result.game === game ? result.state : { status: 'loading' };
}

export interface PlayReviewTexts<S, A, H> {
  /** What the learner did, as a sentence ("You played the nine of hearts."). */
  chose(action: A, state: S): string;
  /** What the coach would have done, with its reason (the hint's own line); `action` is the learner's, so that the
   *  line may say how the two differ. */
  coach(hint: H, verdict: Verdict<A>, state: S, action: A): string;
  /** The cost in the game's units ("about 1.5 units"). */
  cost(loss: number): string;
}

export function PlayReview<S, A, H>({ t, id, review, texts, onReplay }: { t: T; id: string; review: PlayReviewState<S, A, H> | null; texts: PlayReviewTexts<S, A, H>; onReplay?: (state: S) => void }) {
  if (!review) return null;
  const kind = review.status === 'done' ? review.summary.kind : 'loading';
  return (
    <section class="play-review" aria-labelledby={`${id}-play-review`} data-play-review={kind}>
      <h4 id={`${id}-play-review`}>{t('shell.review.title')}</h4>
      <Body t={t} review={review} texts={texts} onReplay={onReplay} />
    </section>
  );
}

function Body<S, A, H>({ t, review, texts, onReplay }: { t: T; review: PlayReviewState<S, A, H>; texts: PlayReviewTexts<S, A, H>; onReplay?: (state: S) => void }) {
  if (review.status === 'loading') return <p role="status">{t('shell.review.loading')}</p>;
  const s = review.summary;
  switch (s.kind) {
    case 'none':
      return <p>{t('shell.review.none')}</p>;
    case 'forced':
      return <p>{t('shell.review.forced', { count: s.count })}</p>;
    case 'well':
      return <p>{t('shell.review.well', { count: s.count })}</p>;
    case 'unrated':
      return <p>{t('shell.review.unrated')}</p>;
    case 'key':
      return (
        <>
          <p>{t('shell.review.key', { count: s.count, shown: s.items.length })}</p>
          <ol class="play-review__list">
            {s.items.map((d) => {
              const v = d.verdict as Verdict<A>;
              return (
                <li key={d.at} data-review-decision={d.at}>
                  <p>
                    <strong>{t('shell.review.decision', { n: review.order.get(d.at) ?? 1 })}</strong> {texts.chose(d.action, d.state)}
                  </p>
                  {d.hint && <p>{t('shell.review.coach', { advice: texts.coach(d.hint, v, d.state, d.action) })}</p>}
                  <p data-review-cost>{t('shell.review.cost', { cost: texts.cost(v.loss) })}</p>
                  {onReplay && (
                    <button type="button" class="button button--quiet" data-action="replay-decision" onClick={() => onReplay(d.state)}>
                      {t('shell.review.replay', { n: review.order.get(d.at) ?? 1 })}
                    </button>
                  )}
                </li>
              );
            })}
          </ol>
          <p class="play-review__note">{t('shell.review.note')}</p>
        </>
      );
  }
}
