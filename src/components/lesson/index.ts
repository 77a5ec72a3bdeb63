/** Components that lessons may use by name in MDX (passed to <Content components>). */
import Check from './Check.astro';
import Pack from './Pack.astro';
import SourcesDiffer from './SourcesDiffer.astro';
import TableDiagram from './TableDiagram.astro';
import Term from './Term.astro';
import Widget from '../../games/hindersche/widgets/Widget.astro';

export const lessonComponents = { Check, Pack, SourcesDiffer, TableDiagram, Term, Widget };
