/** Handjass as the platform reads it: the one definition object of the game (see src/shared/game.ts). */
import { defineGame } from '../../shared/game';
import { GLOSSARY } from './glossary';
import { RULE_SPEC } from './ruleSpec';
import { SKILLS } from './skills';
import { SOURCES } from './variants';
import { WIDGETS } from './widgets/registry';
import { COMMON_MESSAGES } from './widgets/messages';

export const handjass = defineGame(
  {
    id: 'handjass',
    names: { en: 'Handjass', de: 'Handjass', sv: 'Handjass' },
    players: { min: 2, max: 4 },
    pack: { cards: 36, jokers: 0 },
    family: 'jass',
    learnMinutes: 80,
  },
  { SKILLS, RULE_SPEC, SOURCES, WIDGETS, GLOSSARY, COMMON_MESSAGES },
);
