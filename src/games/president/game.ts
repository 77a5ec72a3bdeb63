/** President as the platform reads it: the one definition object of the game (see src/shared/game.ts). */
import { defineGame } from '../../shared/game';
import { GLOSSARY } from './glossary';
import { RULE_SPEC } from './ruleSpec';
import { SKILLS } from './skills';
import { SOURCES } from './variants';
import { WIDGETS } from './widgets/registry';
import { COMMON_MESSAGES } from './widgets/messages';

export const president = defineGame(
  {
    id: 'president',
    names: { en: 'President', de: 'Präsident', sv: 'President' },
    players: { min: 3, max: 6 },
    pack: { cards: 52, jokers: 0 },
    family: 'shedding',
    learnMinutes: 45,
  },
  { SKILLS, RULE_SPEC, SOURCES, WIDGETS, GLOSSARY, COMMON_MESSAGES },
);
