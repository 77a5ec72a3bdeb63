/** Components that lessons may use by name in MDX (passed to <Content components>). */
import Pack from './Pack.astro';
import TableDiagram from './TableDiagram.astro';

export const lessonComponents = { Pack, TableDiagram };
