/**
 * The page layer's view of the games: static paths for every published game and language, and each game's page
 * parts (`src/games/<id>/views.ts`), found by file name so no route names a game.
 */
import { GAMES, PUBLISHED_GAMES, gameById } from '../games';
import { pagePaths, type GameDefinition, type GamePage } from '../shared/game';
import { DEFAULT_LANG, isLang, type Lang } from '../i18n/languages';
import type { FigureAnswer } from '../components/lesson/figure';

export type { GamePage };

type AstroComponent = (props: Record<string, unknown>) => unknown;

/** What a game's views.ts may export. */
export interface GameViews {
  Widget: AstroComponent;
  Play?: AstroComponent;
  Reference?: AstroComponent;
  Variants?: AstroComponent;
  Sources?: AstroComponent;
  /** The table slate, for a game whose definition has `pages.slate`. */
  Slate?: AstroComponent;
  lessonComponents?: Record<string, AstroComponent>;
  /** The engine's answers to the numbers lessons state (`<EngineValue of="..." />`, see src/components/lesson). */
  lessonFigure?: (query: never) => FigureAnswer;
}

const viewModules = import.meta.glob<GameViews>('../games/*/views.ts', { eager: true });

export function viewsOf(game: string): GameViews {
  const m = viewModules[`../games/${game}/views.ts`];
  if (!m) throw new Error(`src/games/${game}/views.ts is missing`);
  return m;
}


/** getStaticPaths for a page that exists once per language and published game that has it. */
export function gameLangPaths(page: GamePage) {
  return pagePaths(PUBLISHED_GAMES, page);
}

/** The game of the page being rendered (from its route parameters). */
export function currentGame(params: Record<string, string | undefined>): GameDefinition | undefined {
  return gameById(params.game);
}

export function langOf(params: Record<string, string | undefined>): Lang {
  return isLang(params.lang) ? params.lang : DEFAULT_LANG;
}

export { GAMES, PUBLISHED_GAMES, gameById };
