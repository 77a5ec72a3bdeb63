/**
 * Components that lessons may use by name in MDX (passed to <Content components>): the platform's (Check, Term,
 * SourcesDiffer, Pack, and EngineValue for a game whose views export `lessonFigure`), the game's widget host as <Widget>, and any lesson components of the game's own.
 */
import Check from './Check.astro';
import EngineValue from './EngineValue.astro';
import Pack from './Pack.astro';
import SourcesDiffer from './SourcesDiffer.astro';
import Term from './Term.astro';
import { viewsOf } from '../../lib/games';

export function lessonComponentsFor(game: string) {
  const views = viewsOf(game);
  return { Check, Pack, SourcesDiffer, Term, Widget: views.Widget, ...(views.lessonFigure ? { EngineValue } : {}), ...(views.lessonComponents ?? {}) };
}
