/**
 * Server side: the messages a slate island gets: every `slate.` string (the platform's shared ones overlaid with the
 * game's own) and the game's other prefixes it names.
 */
import { pickMessages } from '../../i18n/pick';
import type { Lang } from '../../i18n/languages';
import type { Messages } from '../../i18n/client';

export function slateMessages(lang: Lang, game: string, prefixes: readonly string[] = []): Messages {
  return pickMessages(lang, ['slate.', ...prefixes], game);
}
