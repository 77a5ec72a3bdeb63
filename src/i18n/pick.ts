/** Server side: the subset of a language's messages an island needs, by key prefix (e.g. "card.", "quiz."). */
import { allMessages } from './index';
import type { Lang } from './languages';
import type { Messages } from './client';

/** The platform's messages with these prefixes, overlaid with the game's when a game id is given. */
export function pickMessages(lang: Lang, prefixes: readonly string[], game?: string): Messages {
  const out: Messages = {};
  for (const [key, value] of Object.entries(allMessages(lang, game))) {
    if (prefixes.some((p) => key.startsWith(p))) out[key] = value;
  }
  return out;
}
