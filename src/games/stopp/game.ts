/** Stopp as the platform reads it: the one definition object of the game (see src/shared/game.ts). */
import { defineGame } from '../../shared/game';
import { GLOSSARY } from './glossary';
import { RULE_SPEC } from './ruleSpec';
import { SKILLS } from './skills';
import { SOURCES } from './variants';
import { WIDGETS } from './widgets/registry';
import { COMMON_MESSAGES } from './widgets/messages';

export const stopp = defineGame(
  {
    id: 'stopp',
    names: { en: 'Stopp', de: 'Stopp', sv: 'Stopp' },
    players: { min: 3, max: 6 },
    pack: { cards: 52, jokers: 0 },
    family: 'shedding',
    learnMinutes: 40,
    termLanguages: ['sv', 'de'],
  },
  { SKILLS, RULE_SPEC, SOURCES, WIDGETS, GLOSSARY, COMMON_MESSAGES },
);
