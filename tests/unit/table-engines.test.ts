/**
 * Every game's table adapter keeps the platform's engine contract (src/shared/table/engine.ts): from a new game,
 * the table's own steps and each seat's first legal action reach a scored deal, and every step the contract names
 * is one the engine accepts.
 */
import { describe, expect, it } from 'vitest';
import { firstLegal, type GameEngine } from '../../src/shared/table/engine';
import { TABLE_ENGINE as bugami } from '../../src/games/bugami/table/engine';
import { TABLE_ENGINE as handjass } from '../../src/games/handjass/table/engine';
import { TABLE_ENGINE as hindersche } from '../../src/games/hindersche/table/engine';
import { TABLE_ENGINE as norrlandsknack } from '../../src/games/norrlandsknack/table/engine';
import { TABLE_ENGINE as president } from '../../src/games/president/table/engine';
import { TABLE_ENGINE as stopp } from '../../src/games/stopp/table/engine';
import { DEFAULT_RULES as bugamiRules } from '../../src/games/bugami/engine/rules';
import { DEFAULT_RULES as handjassRules } from '../../src/games/handjass/engine/rules';
import { DEFAULT_RULES as hinderscheRules } from '../../src/games/hindersche/engine/rules';
import { DEFAULT_RULES as norrlandsknackRules } from '../../src/games/norrlandsknack/engine/rules';
import { DEFAULT_RULES as presidentRules } from '../../src/games/president/engine/rules';
import { DEFAULT_RULES as stoppRules } from '../../src/games/stopp/engine/rules';
import { DEFAULT_SETTINGS as bugamiSettings } from '../../src/games/bugami/machines/table';
import { DEFAULT_SETTINGS as handjassSettings } from '../../src/games/handjass/machines/table';
import { DEFAULT_SETTINGS as hinderscheSettings } from '../../src/games/hindersche/machines/table';
import { DEFAULT_SETTINGS as norrlandsknackSettings } from '../../src/games/norrlandsknack/machines/table';
import { DEFAULT_SETTINGS as presidentSettings } from '../../src/games/president/machines/table';
import { DEFAULT_SETTINGS as stoppSettings } from '../../src/games/stopp/machines/table';

type AnyEngine = GameEngine<unknown, unknown, unknown, unknown, unknown>;
const cases: [string, AnyEngine, unknown, unknown, unknown][] = [
  ['bugami', bugami as unknown as AnyEngine, { seed: 5, players: 4 }, bugamiSettings, bugamiRules],
  ['handjass', handjass as unknown as AnyEngine, { seed: 5 }, handjassSettings, handjassRules],
  ['hindersche', hindersche as unknown as AnyEngine, { seed: 5, schleipfen: false, tariff: 1 }, hinderscheSettings, hinderscheRules],
  ['norrlandsknack', norrlandsknack as unknown as AnyEngine, { seed: 5 }, norrlandsknackSettings, norrlandsknackRules],
  ['president', president as unknown as AnyEngine, { seed: 5 }, presidentSettings, presidentRules],
  ['stopp', stopp as unknown as AnyEngine, { seed: 5, players: 4 }, stoppSettings, stoppRules],
];

describe.each(cases)('%s table engine', (_id, engine, setup, settings, rules) => {
  it('plays a new game through the contract to its first scored deal', () => {
    const created = engine.newGame(setup, settings, rules);
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    let g = created.value;
    expect(engine.progress(g)).toBe(0);
    expect(engine.seed(g)).toBe(5);
    for (let i = 0; i < 2000 && engine.result(g).scored === 0 && !engine.result(g).over; i++) {
      const seat = engine.toAct(g);
      const action = seat === null ? engine.tableStep(g) : firstLegal(engine, g, seat);
      expect(action, `step ${i}`).not.toBeNull();
      if (seat !== null) expect(engine.seatOf(action)).toBe(seat);
      const r = engine.apply(g, action);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(engine.progress(r.value)).toBe(engine.progress(g) + 1);
      g = r.value;
    }
    expect(engine.result(g).scored).toBe(1);
  });
});
