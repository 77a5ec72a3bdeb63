/**
 * The course outline with the learner's progress: the list is complete server-rendered HTML (it reads without
 * JavaScript), and in the browser each lesson whose check the learner has answered right often enough gets a tick.
 * Kept tiny (no xstate, no i18next, and a class component so that preact/hooks is not loaded) to stay within the
 * 10 KB budget of the course page.
 */
import { Component } from 'preact';
import { learnedLessons, localStore } from './peek';

export interface OutlineLesson {
  slug: string;
  href: string;
  number: string;
  title: string;
  description: string;
  minutes: string;
}

interface Props {
  game: string;
  lessons: OutlineLesson[];
  /** Translated "Learned" and "N of M lessons learned" ({{done}}, {{total}}). */
  learned: string;
  summary: string;
}

export default class CourseOutline extends Component<Props, { learnedSet: Set<string> | null }> {
  override state = { learnedSet: null as Set<string> | null };

  override componentDidMount() {
    this.setState({ learnedSet: learnedLessons(localStore(), this.props.game, this.props.lessons.map((l) => l.slug)) });
  }

  render({ lessons, learned, summary }: Props) {
    const { learnedSet } = this.state;
    const done = (l: OutlineLesson) => !!learnedSet && learnedSet.has(l.slug);
    const count = lessons.filter(done).length;
    return (
      <div class="outline-wrap">
        {learnedSet && count > 0 && (
          <p class="outline__summary">{summary.replace('{{done}}', String(count)).replace('{{total}}', String(lessons.length))}</p>
        )}
        <ol class="outline">
          {lessons.map((l) => (
            <li class={`outline__item${done(l) ? ' outline__item--done' : ''}`} key={l.href}>
              <a class="outline__link" href={l.href}>
                <span class="outline__number">
                  {l.number}
                  {done(l) && (
                    <span class="outline__tick">
                      <span aria-hidden="true"> ✓ </span>
                      {learned}
                    </span>
                  )}
                </span>
                <span class="outline__title">{l.title}</span>
              </a>
              <p class="outline__description">{l.description}</p>
              <p class="outline__meta">{l.minutes}</p>
            </li>
          ))}
        </ol>
      </div>
    );
  }
}
