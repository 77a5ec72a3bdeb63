/** Server side: the subset of a language's messages an island needs, by key prefix (e.g. "card.", "quiz."). */
import { resources } from './index';
import type { Lang } from './languages';
import type { Messages } from './client';

export function pickMessages(lang: Lang, prefixes: readonly string[]): Messages {
  const all = resources[lang] as Record<string, string>;
  const out: Messages = {};
  for (const [key, value] of Object.entries(all)) {
    if (prefixes.some((p) => key.startsWith(p))) out[key] = value;
  }
  return out;
}
