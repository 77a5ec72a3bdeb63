/**
 * Stopp's engine as the platform's table machine sees it (the engine contract, src/shared/table/engine.ts). The
 * table deals by itself; a settled deal's review waits for the learner, then the table moves on (`continue`).
 */
import { tableEngine } from '../../../shared/table/engine';
import { apply, legalActions, newGame, nextDecision, type GameAction, type GameError, type GameState } from '../engine/game';
import type { Rules } from '../engine/rules';
import type { GameSetup, TableSettings } from '../machines/table';

export const TABLE_ENGINE = tableEngine<GameState, GameAction, Rules, GameSetup, TableSettings, GameError>({
  newGame: (setup, _settings, rules) => newGame({ seed: setup.seed, players: setup.players, rules }),
  legalActions,
  apply,
  toAct: (g) => {
    const d = nextDecision(g);
    return d.kind === 'lead' || d.kind === 'beat' || d.kind === 'stopp' ? d.seat : null;
  },
  tableStep: (g) => (g.stage === 'awaiting-deal' ? { type: 'deal' } : g.stage === 'deal-over' ? { type: 'continue' } : null),
  result: (g) => ({ over: g.stage === 'game-over', scored: g.record.length, showScored: g.stage === 'deal-over' }),
});
