/**
 * The review page's island: a review session over what is due now across every game (missed questions, questions
 * answered only after a hint, fading skills: scheduled by FSRS from the learner's dated answers, see schedule.ts),
 * within a daily limit the learner can change (reviewSession.ts); the list of what is due and what comes next, each
 * item labelled so that no two read the same; the summary of a finished session with what comes up tomorrow; and the
 * file that carries everything to another device. Server-rendered empty; filled once the saved progress is read.
 */
import { useEffect, useState } from 'preact/hooks';
import { useT, type WidgetProps } from '../ui/widget';
import type { T } from '../../i18n/client';
import { browserStorage } from '../settings/rulesSetting';
import { freshSeed } from '../quiz/seeds';
import { loadProgress } from './saved';
import { dayOf, dueNow, endOfDay, schedule, type DueItem } from './schedule';
import { DAILY_LIMITS, itemHref, leftToday, loadReview, nextOpen, saveReview, startSession, tally, type ReviewState, type SessionItem } from './reviewSession';
import { ProgressFile } from './ProgressFile';

/** What the page tells the island about each game: names of its drills and skills, and a drill per skill. */
export interface ReviewGame {
  id: string;
  name: string;
  drills: Record<string, string>;
  skills: Record<string, string>;
  /** The drill that practises each skill. */
  skillDrill: Record<string, string>;
}

interface Props extends Pick<WidgetProps, 'lang' | 'messages'> {
  games: ReviewGame[];
}

const LATER_SHOWN = 5;

interface View {
  due: DueItem[];
  later: DueItem[];
  all: DueItem[];
  review: ReviewState;
  newer: boolean;
  now: number;
}

const itemKey = (i: DueItem) => `${i.kind}-${i.game}-${i.kind === 'question' ? `${i.drill}-${i.seed}-${i.level}` : i.skill}`;

/**
 * An item's label. Questions say how they went (missed, helped); two questions of the same drill and level also say
 * their question number (the seed in their link), so no two rows read the same.
 */
export function itemLabel(t: T, i: DueItem, all: readonly DueItem[], game: ReviewGame | undefined): string {
  const skill = game?.skills[i.skill] ?? i.skill;
  if (i.kind === 'skill') return t('review.skill', { skill });
  const how = [i.misses > 0 ? t('review.missed', { count: i.misses }) : '', i.helped > 0 ? t('review.helped', { count: i.helped }) : ''].filter(Boolean).join(', ');
  const twin = all.some((o) => o !== i && o.kind === 'question' && o.game === i.game && o.drill === i.drill && o.level === i.level);
  return t(twin ? 'review.questionNo' : 'review.question', { drill: game?.drills[i.drill] ?? i.drill, skill, level: i.level, how, seed: i.seed });
}

export default function ReviewQueue({ lang, messages, games }: Props) {
  const t = useT(lang, messages);
  const [view, setView] = useState<View | null>(null);
  const [notice, setNotice] = useState('');
  const byId = new Map(games.map((g) => [g.id, g]));

  const read = () => {
    const storage = browserStorage();
    const loaded = loadProgress(storage);
    if (loaded.notice) setNotice(t(`notice.${loaded.notice}`));
    const now = Date.now();
    const all = schedule(
      loaded.progress,
      games.map((g) => g.id),
      (game, skill) => byId.get(game)?.skillDrill[skill],
    );
    const { state, newer } = loadReview(storage, dayOf(now));
    setView({ ...dueNow(all, now), all, review: state, newer, now });
  };
  useEffect(read, []);

  const save = (state: ReviewState) => {
    if (view && !view.newer) saveReview(browserStorage(), state);
  };

  const start = () => {
    if (!view) return;
    const items: SessionItem[] = view.due.map((i) =>
      i.kind === 'question'
        ? { kind: 'question', game: i.game, drill: i.drill, skill: i.skill, seed: i.seed, level: i.level }
        : { kind: 'skill', game: i.game, drill: byId.get(i.game)?.skillDrill[i.skill] ?? '', skill: i.skill, seed: freshSeed(), level: 1 },
    );
    const state = startSession(view.review, items, Date.now());
    const first = state.session?.items[0];
    if (!first || view.newer) return;
    saveReview(browserStorage(), state);
    window.location.assign(itemHref(lang, first, 0));
  };

  const close = () => {
    if (!view) return;
    const state = { ...view.review, session: null };
    save(state);
    setView({ ...view, review: state });
  };

  const setLimit = (limit: number) => {
    if (!view) return;
    const state = { ...view.review, limit };
    save(state);
    setView({ ...view, review: state });
  };

  const when = (due: number) => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(due));
  const href = (i: DueItem) => {
    if (i.kind === 'question') return `/${lang}/${i.game}/drills/${i.drill}/?seed=${i.seed}&level=${i.level}`;
    return `/${lang}/${i.game}/drills/${byId.get(i.game)?.skillDrill[i.skill] ?? ''}/`;
  };
  const row = (i: DueItem, all: readonly DueItem[], later: boolean) => (
    <li key={itemKey(i)} data-review-item={i.kind}>
      <span class="review__game">{byId.get(i.game)?.name ?? i.game}</span> <a href={href(i)}>{itemLabel(t, i, all, byId.get(i.game))}</a>
      {later && <span class="review__when"> {t('review.dueAt', { when: when(i.due) })}</span>}
    </li>
  );

  const session = view?.review.session ?? null;
  const open = nextOpen(session);
  const finished = session && open === null;
  const left = view ? leftToday(view.review) : 0;
  const startCount = view ? Math.min(view.due.length, left) : 0;

  return (
    <section class="review" data-widget="review-queue" data-ready={view ? 'true' : 'false'}>
      <p role="status" class="review__notice">
        {notice}
      </p>
      {view && (
        <>
          {finished && session && (
            <section class="review__summary" data-review-summary aria-labelledby="review-summary-title">
              <h2 id="review-summary-title">{t('review.summaryTitle')}</h2>
              <p>{t('review.summaryCount', { count: session.items.length })}</p>
              <ul>
                <li>{t('review.summaryRight', { count: tally(session).right })}</li>
                <li>{t('review.summaryHelped', { count: tally(session).helped })}</li>
                <li>{t('review.summaryMissed', { count: tally(session).missed })}</li>
              </ul>
              <p data-review-tomorrow>
                {(() => {
                  const n = view.all.filter((i) => i.due <= endOfDay(endOfDay(view.now) + 1)).length;
                  return n === 0 ? t('review.tomorrowNone') : t('review.tomorrow', { count: n });
                })()}
              </p>
              <button type="button" class="button" onClick={close}>
                {t('review.summaryClose')}
              </button>
            </section>
          )}
          <div class="review__start">
            {session && !finished && open !== null ? (
              <p>
                <a class="button" href={itemHref(lang, session.items[open]!, open)} data-review-continue>
                  {t('review.continue', { n: session.results.filter((r) => r !== null).length + 1, count: session.items.length })}
                </a>{' '}
                <button type="button" class="button button--quiet" onClick={close}>
                  {t('review.stop')}
                </button>
              </p>
            ) : (
              !finished &&
              view.due.length > 0 &&
              (startCount > 0 ? (
                <p>
                  <button type="button" class="button" onClick={start} data-review-start>
                    {t('review.start', { count: startCount })}
                  </button>
                </p>
              ) : (
                <p data-review-limit-reached>{t('review.limitReached', { count: view.review.limit })}</p>
              ))
            )}
            <p class="review__today">
              {t('review.today', { count: view.review.done, limit: view.review.limit })}{' '}
              <label>
                {t('review.limit')}{' '}
                <select value={String(view.review.limit)} onChange={(e) => setLimit(Number((e.currentTarget as HTMLSelectElement).value))} data-review-limit>
                  {[...new Set<number>([...DAILY_LIMITS, view.review.limit])]
                    .sort((a, b) => a - b)
                    .map((n) => (
                      <option value={String(n)} key={n}>
                        {n}
                      </option>
                    ))}
                </select>
              </label>
            </p>
          </div>
          <h2>{t('review.dueTitle', { count: view.due.length })}</h2>
          {view.due.length === 0 ? (
            <p data-review-empty>{t('review.nothingDue')}</p>
          ) : (
            <ul class="review__list" data-review-due>
              {view.due.map((i) => row(i, view.all, false))}
            </ul>
          )}
          {view.later.length > 0 && (
            <>
              <h2>{t('review.laterTitle')}</h2>
              <ul class="review__list">{view.later.slice(0, LATER_SHOWN).map((i) => row(i, view.all, true))}</ul>
            </>
          )}
          <ProgressFile t={t} onImported={read} />
        </>
      )}
    </section>
  );
}
