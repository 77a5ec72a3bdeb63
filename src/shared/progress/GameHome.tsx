/**
 * One game's card on the school home, once the learner has begun: where they are (the next lesson, "continue your
 * game" with the saved game's state), the questions due today, and progress that moves from the first day (lessons
 * read, checks passed, lessons learned, drill questions answered). Server-rendered as "Start the course"; it reads
 * the saved records in the browser (lightly, peek.ts), and the review schedule (ts-fsrs) only on demand. A class
 * component without hooks, to stay small on the home page.
 */
import { Component } from 'preact';
import { createTranslator, type Messages, type T } from '../../i18n/client';
import { glance, glanceTable, localStore, type GlanceProgress } from './peek';

export interface HomeLesson {
  slug: string;
  title: string;
  href: string;
}

interface Props {
  lang: string;
  game: string;
  name: string;
  lessons: HomeLesson[];
  courseHref: string;
  /** The play page, when the game has one. */
  playHref?: string;
  reviewHref: string;
  /** Skills that have a drill (only those are scheduled for review). */
  drilled: string[];
  messages: Messages;
}

interface State {
  progress: GlanceProgress | null;
  table: ReturnType<typeof glanceTable>;
  due: number;
  now: number;
}

export default class GameHome extends Component<Props, State> {
  override state: State = { progress: null, table: null, due: 0, now: 0 };
  private t: T = createTranslator(this.props.lang, this.props.messages);

  override componentDidMount() {
    this.read();
    // The home's file section loaded a file: show what it brought.
    window.addEventListener('school:imported', () => this.read());
  }

  private read() {
    const storage = localStore();
    const { game, lessons, drilled } = this.props;
    const now = Date.now();
    this.setState({ progress: glance(storage, game, lessons.map((l) => l.slug)), table: glanceTable(storage, game), now });
    void Promise.all([import('./saved'), import('./schedule')])
      .then(([{ loadProgress }, { schedule, endOfDay }]) => {
        const items = schedule(loadProgress(storage).progress, [game], (_, skill) => (drilled.includes(skill) ? skill : undefined));
        this.setState({ due: items.filter((i) => i.due <= endOfDay(now)).length });
      })
      .catch(() => undefined);
  }

  private ago(at: number): string {
    const minutes = Math.round((this.state.now - at) / 60_000);
    const rtf = new Intl.RelativeTimeFormat(this.props.lang, { numeric: 'auto' });
    if (minutes < 60) return rtf.format(-Math.max(0, minutes), 'minute');
    if (minutes < 24 * 60) return rtf.format(-Math.round(minutes / 60), 'hour');
    return rtf.format(-Math.round(minutes / 1440), 'day');
  }

  render({ lessons, courseHref, playHref, reviewHref, name }: Props, { progress, table, due }: State) {
    const t = this.t;
    const total = lessons.length;
    const begun = !!progress && (progress.read.size > 0 || progress.passed.size > 0 || progress.learned.size > 0 || progress.answers > 0);
    const next = progress ? (lessons.find((l) => !progress.read.has(l.slug)) ?? lessons.find((l) => !progress.learned.has(l.slug))) : undefined;
    const resume = playHref && table && !table.over;
    const facts: string[] = progress && begun
      ? [
          t('home.read', { done: progress.read.size, count: total }),
          t('home.passed', { done: progress.passed.size, count: total }),
          t('home.learned', { done: progress.learned.size, count: total }),
          t('home.answers', { count: progress.answers }),
        ]
      : [];
    return (
      <div class="game-home" data-game-home data-ready={progress ? 'true' : 'false'}>
        {facts.length > 0 && (
          <ul class="game-home__progress" aria-label={t('home.progressOf', { game: name })}>
            {facts.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        )}
        {due > 0 && (
          <p class="game-home__due">
            <a href={reviewHref} data-home-due>
              {t('home.due', { count: due })}
            </a>
          </p>
        )}
        <p class="game-home__actions">
          {resume && (
            <a class="button" href={playHref} data-home-resume>
              {t('home.resume')}
              <span class="visually-hidden">: {name}</span>
            </a>
          )}{' '}
          {begun && next ? (
            <a class={resume ? 'button button--quiet' : 'button'} href={next.href} data-home-next>
              {t('home.next', { n: lessons.indexOf(next) + 1, title: next.title })}
            </a>
          ) : (
            <a class={resume ? 'button button--quiet' : 'button'} href={courseHref}>
              {t(begun ? 'home.course' : 'school.start')}
              <span class="visually-hidden">: {name}</span>
            </a>
          )}
        </p>
        {resume && (
          <p class="game-home__saved" data-home-saved>
            {[table.players ? t('home.players', { count: table.players }) : '', table.at ? t('home.savedAt', { when: this.ago(table.at) }) : ''].filter(Boolean).join(' · ')}
          </p>
        )}
      </div>
    );
  }
}
