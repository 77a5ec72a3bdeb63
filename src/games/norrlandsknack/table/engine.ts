/**
 * Norrlandsknack's engine as the platform's table machine sees it (the engine contract,
 * src/shared/table/engine.ts). The table deals and, after the learner has read a scored deal, moves on.
 */
import { scoredDeals, tableEngine } from '../../../shared/table/engine';
import { apply, legalActions, newGame, nextDecision, whoseTurn, type GameAction, type GameError, type GameState } from '../engine/game';
import type { Rules } from '../engine/rules';
import type { TableSettings } from '../machines/table';

export const TABLE_ENGINE = tableEngine<GameState, GameAction, Partial<Rules>, { seed: number }, TableSettings, GameError>({
  newGame: (setup, settings, rules) => newGame({ seed: setup.seed, players: settings.players, rules }),
  legalActions,
  apply,
  toAct: (g) => whoseTurn(g),
  tableStep: (g) => {
    const d = nextDecision(g);
    return d.kind === 'deal' ? { type: 'deal' } : d.kind === 'continue' ? { type: 'continue' } : null;
  },
  result: (g) => ({ over: g.stage === 'game-over', scored: scoredDeals(g.log), showScored: g.stage === 'scored' }),
});
