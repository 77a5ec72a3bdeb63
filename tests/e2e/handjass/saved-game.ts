/**
 * A Handjass game played by the engine's own Steady bots outside the browser and stored as the play page stores it
 * (`handjass.table`, src/games/handjass/table/save.ts), cut at a late state: the browser tests that are about a late
 * state (a deal's review, the end of the game with its loser) open the page on it instead of playing there.
 */
import { apply, newGame, nextDecision, type GameState } from '../../../src/games/handjass/engine/game';
import { chooseAction, tableAction } from '../../../src/games/handjass/bots/bot';
import { LEARNER, type TableSettings } from '../../../src/games/handjass/machines/table';
import { TABLE_STORE } from '../../../src/games/handjass/table/save';

/** Every state of a whole game of bots, in order. */
function wholeGame(seed: number, players: 2 | 3 | 4): GameState[] {
  const g = newGame({ seed, players, rules: {} });
  if (!g.ok) throw new Error(`newGame: ${JSON.stringify(g.error)}`);
  let s = g.value;
  const states = [s];
  for (let i = 0; i < 20_000; i++) {
    let a = tableAction(s);
    if (!a) {
      const d = nextDecision(s);
      if (!('seat' in d)) break;
      a = chooseAction(s, d.seat, { level: 'steady' });
    }
    if (!a) break;
    const r = apply(s, a);
    if (!r.ok) throw new Error(`apply: ${JSON.stringify(r.error)}`);
    s = r.value;
    states.push(s);
  }
  if (s.stage !== 'game-over') throw new Error('the bots did not finish the game');
  return states;
}

function record(state: GameState, players: 2 | 3 | 4): string {
  const settings: TableSettings = { players, level: 'steady', speed: 'instant', showLegal: true };
  const m = new Map<string, string>();
  const storage = { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
  const saved = TABLE_STORE.save(storage, state, settings, null);
  if (saved.kind !== 'saved') throw new Error(`save: ${saved.kind}`);
  return saved.text;
}

/**
 * Two stored records (`localStorage['handjass.table']`) of one game of the seed: `review`, the last deal scored before
 * the final one (the page opens on its review), and `end`, the learner's last card play of the game (the page opens
 * at the learner's turn a few cards before the loser is known).
 */
export function savedGame(seed: number, players: 2 | 3 | 4): { review: string; end: string; state: { end: GameState } } {
  const states = wholeGame(seed, players);
  const scored = states.filter((s) => nextDecision(s).kind === 'continue');
  const review = scored[scored.length - 1];
  const learnerPlays = states.filter((s) => {
    const d = nextDecision(s);
    return d.kind === 'play' && d.seat === LEARNER;
  });
  const end = learnerPlays[learnerPlays.length - 1];
  if (!review || !end) throw new Error('no late state');
  return { review: record(review, players), end: record(end, players), state: { end } };
}
