/**
 * The table settings all six games share (settings.ts): the same levels and speeds at every table, read from
 * untrusted saved data field by field, and a computer player's pause that is the same at the same position.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LEVELS, PLAY_CHECKS, PLAY_DEFAULTS, SPEEDS, thinkingPause, type PlaySettings } from './settings';
import { settingsReader } from './store';

const GAMES = ['bugami', 'handjass', 'hindersche', 'norrlandsknack', 'president', 'stopp'] as const;

describe('the shared table settings', () => {
  it('offers the levels Steady and Strong and four speeds, slowest first, with Normal and Steady as defaults', () => {
    expect(LEVELS).toEqual(['steady', 'strong']);
    expect(SPEEDS).toEqual(['slow', 'normal', 'fast', 'instant']);
    expect(PLAY_DEFAULTS).toEqual({ level: 'steady', speed: 'normal', showLegal: true });
  });

  it('reads saved settings field by field: what validates is kept, the rest takes its default', () => {
    const read = settingsReader<PlaySettings>(PLAY_DEFAULTS, PLAY_CHECKS);
    expect(read({ level: 'strong', speed: 'slow', showLegal: false })).toEqual({ level: 'strong', speed: 'slow', showLegal: false });
    expect(read({ level: 'random', speed: 'warp', showLegal: 'yes' })).toEqual(PLAY_DEFAULTS);
    expect(read('{"level":"strong"}')).toEqual(PLAY_DEFAULTS);
    expect(read(null)).toEqual(PLAY_DEFAULTS);
    // Settings saved before a game had the slow speed read as they were.
    for (const speed of ['normal', 'fast', 'instant']) expect(read({ speed }).speed).toBe(speed);
  });

  it('a computer player pauses the same at the same position, within its base and spread, and not at all at no base', () => {
    const p = { think: 700, spread: 400 };
    for (let n = 0; n < 200; n++) {
      const ms = thinkingPause(p, n);
      expect(ms).toBeGreaterThanOrEqual(700);
      expect(ms).toBeLessThanOrEqual(1100);
      expect(thinkingPause(p, n)).toBe(ms);
    }
    expect(new Set(Array.from({ length: 50 }, (_, n) => thinkingPause(p, n))).size).toBeGreaterThan(10);
    expect(thinkingPause({ think: 0, spread: 300 }, 5)).toBe(0);
  });

  it('every game offers the shared speed field and none keeps its own list of speeds or levels', () => {
    for (const game of GAMES) {
      const table = join(__dirname, `../../games/${game}`);
      const machine = readFileSync(join(table, 'machines/table.ts'), 'utf8');
      expect(machine, game).not.toMatch(/export (type Speed|const SPEEDS|const LEVELS)\b/);
      const widgets = [join(table, 'widgets/GameTable.tsx'), ...(game === 'hindersche' ? [join(table, 'widgets/table/Panels.tsx')] : [])]
        .map((f) => readFileSync(f, 'utf8'))
        .join('\n');
      expect(widgets, game).toContain('<SpeedField');
      expect(widgets, game).not.toContain('shell.speed.');
    }
  });
});
