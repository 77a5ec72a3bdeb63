/**
 * The games of the school. Adding a game: its folder `src/games/<id>/` with a `game.ts` definition, its strings in
 * `src/games/<id>/i18n/<lang>.json`, its lessons in `content/<lang>/<id>/`, and one line here (see README, "Adding a
 * game"). The platform reads games only through this list.
 */
import type { GameDefinition } from '../shared/game';
import { hindersche } from './hindersche/game';
import { handjass } from './handjass/game';
import { president } from './president/game';
import { stopp } from './stopp/game';
import { norrlandsknack } from './norrlandsknack/game';
import { bugami } from './bugami/game';

export const GAMES: readonly GameDefinition[] = [hindersche, handjass, president, stopp, bugami, norrlandsknack];

export function gameById(id: unknown): GameDefinition | undefined {
  return GAMES.find((g) => g.id === id);
}

/** The games whose course exists: only these appear in the school and get pages. */
export const PUBLISHED_GAMES: readonly GameDefinition[] = GAMES.filter((g) => g.pages.course);
