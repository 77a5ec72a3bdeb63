/**
 * Hindersche's engine as the platform's table machine sees it (the engine contract, src/shared/table/engine.ts).
 * The table deals, closes a deal's last objection window (`score`) and, after the learner has read a scored deal,
 * moves on; the rubber ends the game.
 */
import { scoredDeals, tableEngine } from '../../../shared/table/engine';
import { apply, legalActions, newGame, nextDecision, whoseTurn, type GameAction, type GameError, type GameState } from '../engine/game';
import type { Rules } from '../engine/rules';
import type { Seat } from '../engine/types';
import type { GameSetup, TableSettings } from '../machines/table';

export const TABLE_ENGINE = tableEngine<GameState, GameAction, Rules, GameSetup, TableSettings, GameError>({
  newGame: (setup, _settings, rules) => newGame({ seed: setup.seed, firstDealer: (Math.abs(setup.seed) % 4) as Seat, rules, schleipfen: setup.schleipfen, tariff: setup.tariff }),
  legalActions,
  apply,
  toAct: (g) => whoseTurn(g),
  tableStep: (g) => {
    const d = nextDecision(g);
    if (d.kind === 'deal') return { type: 'deal' };
    if (d.kind === 'close-deal') return { type: 'score' };
    return d.kind === 'continue' ? { type: 'continue' } : null;
  },
  result: (g) => ({ over: g.stage === 'rubber-over', scored: scoredDeals(g.log), showScored: g.stage === 'scored' }),
});
