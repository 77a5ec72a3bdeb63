/**
 * The review page's island: what is due now across every game (missed questions and fading skills, scheduled by
 * FSRS from the learner's dated answers, see schedule.ts), each a link that opens the drill, and what comes next.
 * Server-rendered empty; the list appears once the saved progress is read.
 */
import { useEffect, useState } from 'preact/hooks';
import { useT, type WidgetProps } from '../ui/widget';
import { browserStorage } from '../settings/rulesSetting';
import { loadProgress } from './saved';
import { dueNow, schedule, type DueItem } from './schedule';

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

export default function ReviewQueue({ lang, messages, games }: Props) {
  const t = useT(lang, messages);
  const [items, setItems] = useState<{ due: DueItem[]; later: DueItem[] } | null>(null);
  const [notice, setNotice] = useState('');

  useEffect(() => {
    const loaded = loadProgress(browserStorage());
    if (loaded.notice) setNotice(t(`notice.${loaded.notice}`));
    const byId = new Map(games.map((g) => [g.id, g]));
    const all = schedule(
      loaded.progress,
      games.map((g) => g.id),
      (game, skill) => byId.get(game)?.skillDrill[skill],
    );
    setItems(dueNow(all, Date.now()));
  }, []);

  const gameOf = (id: string) => games.find((g) => g.id === id);
  const href = (i: DueItem) => {
    const g = gameOf(i.game);
    if (i.kind === 'question') return `/${lang}/${i.game}/drills/${i.drill}/?seed=${i.seed}&level=${i.level}`;
    return `/${lang}/${i.game}/drills/${g?.skillDrill[i.skill] ?? ''}/`;
  };
  const label = (i: DueItem) => {
    const g = gameOf(i.game);
    const skill = g?.skills[i.skill] ?? i.skill;
    if (i.kind === 'question') return t('review.question', { drill: g?.drills[i.drill] ?? i.drill, skill, level: i.level, count: i.misses });
    return t('review.skill', { skill });
  };
  const when = (due: number) => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(due));
  const row = (i: DueItem, later: boolean) => (
    <li key={`${i.kind}-${i.game}-${i.kind === 'question' ? `${i.drill}-${i.seed}-${i.level}` : i.skill}`} data-review-item={i.kind}>
      <span class="review__game">{gameOf(i.game)?.name ?? i.game}</span> <a href={href(i)}>{label(i)}</a>
      {later && <span class="review__when"> {t('review.dueAt', { when: when(i.due) })}</span>}
    </li>
  );

  return (
    <section class="review" data-widget="review-queue" data-ready={items ? 'true' : 'false'}>
      <p role="status" class="review__notice">
        {notice}
      </p>
      {items && (
        <>
          <h2>{t('review.dueTitle')}</h2>
          {items.due.length === 0 ? <p data-review-empty>{t('review.nothingDue')}</p> : <ul class="review__list">{items.due.map((i) => row(i, false))}</ul>}
          {items.later.length > 0 && (
            <>
              <h2>{t('review.laterTitle')}</h2>
              <ul class="review__list">{items.later.slice(0, LATER_SHOWN).map((i) => row(i, true))}</ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
