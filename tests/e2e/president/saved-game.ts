/**
 * A President game played by the engine's own Steady bots outside the browser and stored as the play page stores it
 * (`president.table`, src/games/president/table/save.ts), cut at a late decision of the learner: the browser tests
 * that are about a late state (a deal's review, the end of the game) open the page on it instead of playing there.
 */
import { apply, newGame, nextDecision, type GameState } from '../../../src/games/president/engine/game';
import { nextBotAction } from '../../../src/games/president/bots/bot';
import { LEARNER, type TableSettings } from '../../../src/games/president/machines/table';
import { TABLE_STORE } from '../../../src/games/president/table/save';

export interface SavedGameQuery {
  seed: number;
  players: 3 | 4 | 5 | 6;
  rules?: Record<string, unknown>;
  /** Cut in this deal (1-based); the last deal of the game when omitted. */
  deal?: number;
  /** Cut at the learner's decision in that deal where the learner holds this many cards or fewer (the first such). */
  cardsLeft: number;
}

/** Every state of a whole game of bots, in order. */
function wholeGame(seed: number, players: number, rules: Record<string, unknown>): GameState[] {
  const g = newGame({ seed, players, rules });
  if (!g.ok) throw new Error(`newGame: ${JSON.stringify(g.error)}`);
  const states = [g.value];
  let s = g.value;
  for (let i = 0; i < 20_000; i++) {
    const a = nextBotAction(s, Array.from({ length: players }, () => 'steady' as const));
    if (!a) break;
    const r = apply(s, a);
    if (!r.ok) throw new Error(`apply: ${JSON.stringify(r.error)}`);
    s = r.value;
    states.push(s);
  }
  if (s.stage !== 'game-over') throw new Error('the bots did not finish the game');
  return states;
}

/** The stored record text (`localStorage['president.table']`) of the game cut as asked, and the state it holds. */
export function savedGame(q: SavedGameQuery): { text: string; state: GameState } {
  const states = wholeGame(q.seed, q.players, q.rules ?? {});
  const last = states[states.length - 1]!;
  const deal = q.deal ?? last.record.length;
  const state = states.find((s) => {
    const d = nextDecision(s);
    return s.stage === 'playing' && s.record.length === deal - 1 && d.kind === 'play' && d.seat === LEARNER && (s.table?.hands[LEARNER]?.length ?? 99) <= q.cardsLeft;
  });
  if (!state) throw new Error(`no learner decision with ${q.cardsLeft} cards in deal ${deal}`);
  const settings: TableSettings = { players: q.players, level: 'steady', speed: 'instant', showLegal: true };
  const m = new Map<string, string>();
  const storage = { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
  const saved = TABLE_STORE.save(storage, state, settings, null);
  if (saved.kind !== 'saved') throw new Error(`save: ${saved.kind}`);
  return { text: saved.text, state };
}
