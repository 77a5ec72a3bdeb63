/**
 * "N of M lessons learned" for one game on the school home. Tiny on purpose (a class component without hooks,
 * reading only the saved-progress half): it renders nothing until the saved progress shows a lesson learned.
 */
import { Component } from 'preact';
import { learnedLessons, localStore } from './peek';

interface Props {
  game: string;
  lessons: string[];
  /** Translated "{{done}} of {{total}} lessons learned". */
  template: string;
}

export default class LessonCount extends Component<Props, { done: number }> {
  override state = { done: 0 };

  override componentDidMount() {
    this.setState({ done: learnedLessons(localStore(), this.props.game, this.props.lessons).size });
  }

  render({ lessons, template }: Props) {
    const { done } = this.state;
    if (done === 0) return null;
    return <p class="game-card__progress">{template.replace('{{done}}', String(done)).replace('{{total}}', String(lessons.length))}</p>;
  }
}
