/**
 * The project keeps its own copy of each game's public cases (a CI clone has no ../shared beside it). Where the
 * shared rules folder is beside the project, each copy must still be the same file.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index';

describe('the copies of the public cases', () => {
  for (const game of GAMES) {
    const copy = new URL(`./${game.id}-cases.json`, import.meta.url);
    const source = new URL(`../../../shared/rules/${game.id}/cases.json`, import.meta.url);
    it(`${game.id}: the project has a copy`, () => {
      expect(existsSync(copy)).toBe(true);
    });
    it.skipIf(!existsSync(source))(`${game.id}: the copy is the shared file`, () => {
      expect(readFileSync(copy, 'utf8')).toBe(readFileSync(source, 'utf8'));
    });
  }
});
