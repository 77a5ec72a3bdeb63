/**
 * Norrlandsknack's page parts, found by the platform's routes (src/lib/games.ts): the widget host that lessons and
 * drill pages embed, and the game's own pages.
 */
export { default as Widget } from './widgets/Widget.astro';
