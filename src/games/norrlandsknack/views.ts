/**
 * Norrlandsknack's page parts, found by the platform's routes (src/lib/games.ts): the widget host that lessons and
 * drill pages embed, and the game's own pages (play, reference, variants, sources, the table slate).
 */
export { default as Widget } from './widgets/Widget.astro';
export { default as Reference } from './pages/Reference.astro';
export { default as Variants } from './pages/Variants.astro';
export { default as Sources } from './pages/Sources.astro';
export { default as Play } from './pages/Play.astro';
export { lessonFigure } from './lesson/figures';
export { default as Slate } from './pages/Slate.astro';
