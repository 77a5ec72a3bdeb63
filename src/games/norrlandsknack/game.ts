/** Norrlandsknack as the platform reads it: the one definition object of the game (see src/shared/game.ts). */
import { defineGame } from '../../shared/game';
import { GLOSSARY } from './glossary';
import { RULE_SPEC } from './ruleSpec';
import { SKILLS } from './skills';
import { SOURCES } from './variants';
import { WIDGETS } from './widgets/registry';
import { COMMON_MESSAGES } from './widgets/messages';

export const norrlandsknack = defineGame(
  {
    id: 'norrlandsknack',
    names: { en: 'Norrlandsknack', de: 'Norrlandsknack', sv: 'Norrlandsknack' },
    players: { min: 3, max: 5 },
    pack: { cards: 52, jokers: 0 },
    family: 'trick-taking',
    learnMinutes: 60,
    termLanguages: ['sv', 'de'],
  },
  { SKILLS, RULE_SPEC, SOURCES, WIDGETS, GLOSSARY, COMMON_MESSAGES },
);
