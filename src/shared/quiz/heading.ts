/**
 * Heading levels inside a quiz, so that a drill page's headings go in order: on a drill page the quiz title sits right
 * under the page's h1 and is an h2; in a lesson it sits under the widget's h2 and is an h3. Headings inside the quiz
 * are one level below its title. (A module of its own: page parts outside quizzes may use it without the quiz code.)
 */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';

/** The quiz title's heading level: 2 on a drill page (right under the page's h1), 3 in a lesson (under the widget's h2). */
export type QuizHeadingLevel = 2 | 3;

/** The level the quiz title of a widget gets: `readUrl` is set on drill pages only. */
export const quizHeadingLevel = (onDrillPage: boolean): QuizHeadingLevel => (onDrillPage ? 2 : 3);

export const HeadingLevel = createContext<QuizHeadingLevel>(3);

/** The tag for a heading inside a quiz, one level below its title (h3 on a drill page, h4 in a lesson). */
export const quizSubheading = (level: QuizHeadingLevel): 'h3' | 'h4' => (level === 2 ? 'h3' : 'h4');

/** quizSubheading for a component drawn inside a QuizFrame's question or explanation (elsewhere: h4). */
export function useQuizSubheading(): 'h3' | 'h4' {
  return quizSubheading(useContext(HeadingLevel));
}

