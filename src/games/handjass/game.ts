/** Handjass as the platform reads it: the one definition object of the game (see src/shared/game.ts). */
import type { GameDefinition } from '../../shared/game';
import { GLOSSARY } from './glossary';
import { RULE_SPEC } from './ruleSpec';
import { SKILLS } from './skills';
import { SOURCES } from './variants';
import { WIDGETS } from './widgets/registry';
import { COMMON_MESSAGES } from './widgets/messages';

export const handjass: GameDefinition = {
  id: 'handjass',
  names: { en: 'Handjass', de: 'Handjass', sv: 'Handjass' },
  players: { min: 2, max: 4 },
  pack: { cards: 36, jokers: 0 },
  family: 'jass',
  learnMinutes: 80,
  skills: SKILLS,
  rules: RULE_SPEC,
  variantSources: SOURCES,
  widgets: WIDGETS,
  checkWidgets: WIDGETS.map((w) => w.id),
  glossary: GLOSSARY.map((t) => ({ id: t.id, names: { de: t.german, sv: t.swedish } })),
  commonMessages: COMMON_MESSAGES,
  pages: { course: true, drills: true, play: true, reference: true, glossary: true, variants: true, sources: true, slate: true },
};
