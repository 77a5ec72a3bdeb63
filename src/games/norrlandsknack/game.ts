/** Norrlandsknack as the platform reads it: the one definition object of the game (see src/shared/game.ts). */
import type { GameDefinition } from '../../shared/game';
import { GLOSSARY } from './glossary';
import { RULE_SPEC } from './ruleSpec';
import { SKILLS } from './skills';
import { SOURCES } from './variants';
import { WIDGETS } from './widgets/registry';
import { COMMON_MESSAGES } from './widgets/messages';

export const norrlandsknack: GameDefinition = {
  id: 'norrlandsknack',
  names: { en: 'Norrlandsknack', de: 'Norrlandsknack', sv: 'Norrlandsknack' },
  players: { min: 3, max: 5 },
  pack: { cards: 52, jokers: 0 },
  family: 'trick-taking',
  learnMinutes: 60,
  skills: SKILLS,
  rules: RULE_SPEC,
  variantSources: SOURCES,
  widgets: WIDGETS,
  checkWidgets: WIDGETS.map((w) => w.id),
  glossary: GLOSSARY.map((t) => ({ id: t.id, names: { sv: t.swedish, de: t.german } })),
  commonMessages: COMMON_MESSAGES,
  pages: { course: true, drills: true, play: true, reference: true, glossary: true, variants: true, sources: true, slate: true },
};
