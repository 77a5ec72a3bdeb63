/**
 * Handjass's page parts, found by the platform's routes (src/lib/games.ts): the widget host that lessons and drill
 * pages embed, the game's own pages (reference, variants, sources) and its lesson components.
 */

export { default as Widget } from './widgets/Widget.astro';
export { default as Reference } from './pages/Reference.astro';
export { default as Variants } from './pages/Variants.astro';
export { default as Sources } from './pages/Sources.astro';
export { default as Play } from './pages/Play.astro';
export { lessonFigure } from './lesson/figures';
export { default as Slate } from './pages/Slate.astro';
