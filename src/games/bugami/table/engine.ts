/**
 * Bugami's engine as the platform's table machine sees it (the engine contract, src/shared/table/engine.ts). Bids
 * are secret: the computer players bid before the learner. The table deals and, after the learner has read a
 * scored deal, moves on.
 */
import { scoredDeals, tableEngine } from '../../../shared/table/engine';
import { apply, legalActions, newGame, nextDecision, type GameAction, type GameError, type GameState } from '../engine/game';
import type { Rules } from '../engine/rules';
import type { GameSetup, TableSettings } from '../machines/table';

const LEARNER = 0;

export const TABLE_ENGINE = tableEngine<GameState, GameAction, Rules, GameSetup, TableSettings, GameError>({
  newGame: (setup, _settings, rules) => newGame({ seed: setup.seed, players: setup.players, rules }),
  legalActions,
  apply,
  toAct: (g) => {
    const d = nextDecision(g);
    if (d.kind === 'bid') return d.waitingFor.find((s) => s !== LEARNER) ?? d.waitingFor[0] ?? null;
    return d.kind === 'play' ? d.seat : null;
  },
  tableStep: (g) => (g.stage === 'awaiting-deal' ? { type: 'deal' } : g.stage === 'scored' ? { type: 'continue' } : null),
  result: (g) => ({ over: g.stage === 'game-over', scored: scoredDeals(g.log), showScored: g.stage === 'scored' }),
});
