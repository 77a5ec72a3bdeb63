/**
 * Handjass's engine as the platform's table machine sees it (the engine contract, src/shared/table/engine.ts). The
 * table deals and, after the learner has read a scored deal, moves on.
 */
import { scoredDeals, tableEngine } from '../../../shared/table/engine';
import { apply, legalActions, newGame, nextDecision, type GameAction, type GameError, type GameState } from '../engine/game';
import type { RuleSet } from '../../../shared/settings/rulesSetting';
import type { TableSettings } from '../machines/table';

export const TABLE_ENGINE = tableEngine<GameState, GameAction, RuleSet, { seed: number }, TableSettings, GameError>({
  newGame: (setup, settings, rules) => newGame({ seed: setup.seed, players: settings.players, rules }),
  legalActions,
  apply,
  toAct: (g) => {
    const d = nextDecision(g);
    return 'seat' in d ? d.seat : null;
  },
  tableStep: (g) => (g.stage === 'awaiting-deal' ? { type: 'deal' } : g.stage === 'scored' ? { type: 'continue' } : null),
  result: (g) => ({ over: g.stage === 'game-over', scored: scoredDeals(g.log), showScored: g.stage === 'scored' }),
});
