/** The table's saved game: a versioned record of the engine's replay text plus settings; anything unreadable is discarded. */
import { describe, expect, it } from 'vitest';
import { apply, nextDecision, type GameState } from '../engine/game';
import { DEFAULT_RULES } from '../engine/rules';
import { DEFAULT_SETTINGS, startGame } from '../machines/table';
import { SAVE_KEY, SAVE_VERSION, loadTable, parseTable, readSettings, saveTable, serialiseTable, type TableStorage } from '../table/save';

function memory(initial: Record<string, string> = {}): TableStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => (k in data ? (data[k] as string) : null),
    setItem: (k, v) => {
      data[k] = v;
    },
    removeItem: (k) => {
      delete data[k];
    },
  };
}

/** A game a few cards into its first deal. */
function midDeal(): GameState {
  let g = startGame({ seed: 77, schleipfen: true, tariff: 0.5 }, { ...DEFAULT_RULES, VP13: 'B' }) as GameState;
  for (let i = 0; i < 6; i++) {
    const d = nextDecision(g);
    const r = apply(g, d.kind === 'deal' ? { type: 'deal' } : d.kind === 'play' ? { type: 'play', seat: d.seat, card: d.legal[0] } : { type: 'continue' });
    if (!r.ok) throw new Error(r.error.code);
    g = r.value;
  }
  return g;
}

describe('saving the table', () => {
  it('saves and loads a game mid-deal with its rules, options and settings', () => {
    const g = midDeal();
    const store = memory();
    const settings = { ...DEFAULT_SETTINGS, level: 'strong' as const, speed: 'instant' as const, showLegal: false };
    expect(saveTable(store, g, settings)).toBe(true);
    const text = store.data[SAVE_KEY] as string;
    expect(JSON.parse(text)).toMatchObject({ v: SAVE_VERSION, settings });
    expect(text.length).toBeLessThan(400);
    const r = loadTable(store);
    expect(r.kind).toBe('ok');
    if (r.kind !== 'ok') return;
    expect(r.saved.game).toEqual(g);
    expect(r.saved.game.rules.VP13).toBe('B');
    expect(r.saved.game.options).toEqual({ schleipfen: true, tariff: 0.5 });
    expect(r.saved.settings).toEqual(settings);
  });

  it('finds nothing when nothing is stored, and survives a storage that throws', () => {
    expect(loadTable(memory())).toEqual({ kind: 'none' });
    expect(loadTable(null)).toEqual({ kind: 'none' });
    const throwing: TableStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(loadTable(throwing)).toEqual({ kind: 'none' });
    expect(saveTable(throwing, midDeal(), DEFAULT_SETTINGS)).toBe(false);
  });

  it.each([
    ['not JSON', '{"v":1,"game":', 'corrupt'],
    ['not an object', '[1,2,3]', 'corrupt'],
    ['no version', '{"game":"g1~n1~f0"}', 'corrupt'],
    ['not a game record', '{"v":1,"game":"hello"}', 'game'],
    ['an illegal action', '{"v":1,"game":"g1~n1~f1~aD.0AS.0KS"}', 'game'],
    ['bad rules', '{"v":1,"game":"g1~n1~f1~r99Z"}', 'game'],
  ])('sets aside a saved game that is %s, keeping it in the backup key', (_label, text, reason) => {
    const store = memory({ [SAVE_KEY]: text, other: 'kept' });
    expect(loadTable(store)).toEqual({ kind: 'discarded', reason });
    expect(store.data[SAVE_KEY]).toBeUndefined();
    expect(store.data[`${SAVE_KEY}.backup`]).toBe(text);
    expect(store.data.other).toBe('kept');
  });

  it('leaves a game saved by a newer version of the site untouched, and does not overwrite it', () => {
    const newer = '{"v":99,"game":"g9~whatever","more":[1]}';
    const store = memory({ [SAVE_KEY]: newer });
    expect(loadTable(store)).toEqual({ kind: 'newer' });
    expect(saveTable(store, midDeal(), DEFAULT_SETTINGS)).toBe(false);
    expect(store.data[SAVE_KEY]).toBe(newer);
  });

  it('keeps the game when only the settings are unreadable, taking the defaults for them', () => {
    const g = midDeal();
    const text = JSON.stringify({ ...JSON.parse(serialiseTable(g, DEFAULT_SETTINGS)), settings: { level: 'genius', speed: 'instant', showLegal: 'yes', detail: 'short' } });
    const r = parseTable(text);
    expect(r.kind).toBe('ok');
    if (r.kind === 'ok') expect(r.saved.settings).toEqual({ ...DEFAULT_SETTINGS, speed: 'instant', detail: 'short' });
    expect(readSettings(null)).toEqual(DEFAULT_SETTINGS);
  });
});
