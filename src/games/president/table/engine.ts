/**
 * President's engine as the platform's table machine sees it (the engine contract, src/shared/table/engine.ts).
 * The table deals by itself; a deal's result is read (the review) before the next deal is dealt.
 */
import { tableEngine } from '../../../shared/table/engine';
import { apply, legalActions, newGame, nextDecision, type GameAction, type GameError, type GameState } from '../engine/game';
import type { Rules } from '../engine/rules';
import type { TableSettings } from '../machines/table';

export const TABLE_ENGINE = tableEngine<GameState, GameAction, Rules, { seed: number }, TableSettings, GameError>({
  newGame: (setup, settings, rules) => newGame({ seed: setup.seed, players: settings.players, rules }),
  legalActions: (g) => legalActions(g, { distinct: true }),
  apply,
  toAct: (g) => {
    const d = nextDecision(g);
    return d.kind === 'play' || d.kind === 'give' ? d.seat : null;
  },
  tableStep: (g) => (nextDecision(g).kind === 'deal' ? { type: 'deal' } : null),
  result: (g) => ({ over: g.stage === 'game-over' || nextDecision(g).kind === 'game-over', scored: g.record.length, showScored: true }),
});
