/** Hindersche as the platform reads it: the one definition object of the game (see src/shared/game.ts). */
import { defineGame } from '../../shared/game';
import { GLOSSARY } from './glossary';
import { RULE_SPEC } from './ruleSpec';
import { SKILLS } from './skills';
import { SOURCES } from './variants';
import { WIDGETS } from './widgets/registry';
import { COMMON_MESSAGES } from './widgets/messages';

export const hindersche = defineGame(
  {
    id: 'hindersche',
    names: { en: 'Hindersche', de: 'Hindersche', sv: 'Hindersche' },
    players: { min: 2, max: 4 },
    pack: { cards: 36, jokers: 0 },
    family: 'trick-avoidance',
    learnMinutes: 90,
  },
  { SKILLS, RULE_SPEC, SOURCES, WIDGETS, GLOSSARY, COMMON_MESSAGES },
);
