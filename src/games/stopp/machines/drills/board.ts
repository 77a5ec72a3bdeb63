/**
 * The settlement and capital board: after a deal, every player still holding cards pays one unit per card into the
 * pot. The learner fills in each player's capital and the pot; the engine's `settle` gives the payments, shortfalls
 * and eliminations (OP5), `gameStatus` says whether the game is over, and the total of capital and pot never
 * changes. Under OP8 'each-deal' the deal's winner then takes the pot.
 */
import type { Verdict } from '../../../../shared/quiz/quizMachine';
import { gameStatus, settle, type GameStatus, type Settlement } from '../../engine/settle';
import type { Rules } from '../../engine/rules';
import type { DrillRules } from './rules';
import type { Seat } from '../../engine/types';
import { boardQuestion, type BoardQuestion } from '../../positions/board';
import { drill } from './drill';

export interface BoardAnswer {
  /** Capital after the settlement, by seat (seats not in the deal keep theirs). */
  capital: number[];
  pot: number;
}

export interface BoardResult {
  settlement: Settlement;
  /** OP8 each-deal: the deal's winner takes the pot. */
  potTaken: { seat: Seat; amount: number } | null;
  capital: number[];
  pot: number;
  status: GameStatus;
  /** Capital plus pot, before and after (always equal). */
  total: number;
}

export interface BoardVerdict extends Verdict {
  result: BoardResult;
  given: BoardAnswer;
  /** Which entries were right: by seat, and the pot. */
  right: { capital: boolean[]; pot: boolean };
}

/** The engine's settlement of a board position. */
export function boardResult(q: BoardQuestion, rules: Rules): BoardResult {
  const s = settle(q.capital, q.cardsLeft, q.pot, rules);
  if (!s.ok) throw new Error(`invalid settlement position: ${s.error.code}`);
  const capital = [...s.value.capital];
  let pot = s.value.pot;
  let potTaken: BoardResult['potTaken'] = null;
  if (rules.pot_payout === 'each-deal' && q.winner !== null && pot > 0) {
    potTaken = { seat: q.winner, amount: pot };
    capital[q.winner] = (capital[q.winner] as number) + pot;
    pot = 0;
  }
  const status = gameStatus(capital, pot);
  if (!status.ok) throw new Error(`invalid game status: ${status.error.code}`);
  return { settlement: s.value, potTaken, capital, pot, status: status.value, total: s.value.totalAfter };
}

export const boardDrill = drill<BoardQuestion, BoardAnswer, BoardVerdict, DrillRules>({
  // Making a question plays deals out: the page brings its first question with it (shared/quiz/primed.ts).
  costly: true,
  id: 'capital-board',
  skill: 'settlement',
  generate: (seed, level, rules) => boardQuestion(seed, level, rules),
  judge(q, given, rules) {
    const result = boardResult(q, rules);
    const capital = result.capital.map((c, i) => given.capital?.[i] === c);
    const pot = given.pot === result.pot;
    return { correct: capital.every(Boolean) && pot, result, given, right: { capital, pot } };
  },
  solve: (q, rules) => {
    const r = boardResult(q, rules);
    return { capital: r.capital, pot: r.pot };
  },
});
