/** President as the platform reads it: the one definition object of the game (see src/shared/game.ts). */
import type { GameDefinition } from '../../shared/game';
import { GLOSSARY } from './glossary';
import { RULE_SPEC } from './ruleSpec';
import { SKILLS } from './skills';
import { SOURCES } from './variants';
import { WIDGETS } from './widgets/registry';
import { COMMON_MESSAGES } from './widgets/messages';

export const president: GameDefinition = {
  id: 'president',
  names: { en: 'President', de: 'Präsident', sv: 'President' },
  players: { min: 3, max: 6 },
  pack: { cards: 52, jokers: 0 },
  family: 'shedding',
  learnMinutes: 45,
  skills: SKILLS,
  rules: RULE_SPEC,
  variantSources: SOURCES,
  widgets: WIDGETS,
  checkWidgets: WIDGETS.map((w) => w.id),
  glossary: GLOSSARY.map((t) => ({ id: t.id, names: { de: t.german, sv: t.swedish } })),
  commonMessages: COMMON_MESSAGES,
  pages: { course: true, drills: true, play: true, reference: true, glossary: true, variants: true, sources: true, slate: true },
};
