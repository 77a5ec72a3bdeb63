/** The engine's rule set as a plain record type (what the shared quiz machine carries for every game). */
import type { Rules } from '../../engine/rules';

export type DrillRules = { [K in keyof Rules]: Rules[K] };
