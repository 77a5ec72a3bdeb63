/**
 * "N of M lessons learned" for one game on the school home. Tiny on purpose (a class component without hooks,
 * reading only the saved-progress half): it renders nothing until the saved progress shows a lesson learned.
 */
import { Component } from 'preact';
import { isLessonDone, loadProgress, type Progress } from './saved';

interface Props {
  game: string;
  lessons: string[];
  /** Translated "{{done}} of {{total}} lessons learned". */
  template: string;
}

export default class LessonCount extends Component<Props, { progress: Progress | null }> {
  override state = { progress: null as Progress | null };

  override componentDidMount() {
    let storage: Storage | null = null;
    try {
      storage = window.localStorage;
    } catch {
      storage = null;
    }
    this.setState({ progress: loadProgress(storage).progress });
  }

  render({ game, lessons, template }: Props) {
    const { progress } = this.state;
    const done = progress ? lessons.filter((l) => isLessonDone(progress, game, l)).length : 0;
    if (!progress || done === 0) return null;
    return <p class="game-card__progress">{template.replace('{{done}}', String(done)).replace('{{total}}', String(lessons.length))}</p>;
  }
}
