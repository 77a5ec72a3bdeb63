/**
 * Every engine event of the game as a sentence in the page language (`table.ev.*` strings), for the commentary,
 * the history and the screen-reader announcements; and the hint's reason as one line (`table.hint.*`).
 */
import type { T } from '../../../i18n/client';
import { cardNoun, phrase, type Noun } from '../../../i18n/phrase';
import type { Card, GameError, GameEvent } from '../engine';
import type { HintReason } from '../bots/hint';

/** The learner sits in seat 0: named with "(you)" so the sentences keep their grammar. */
const seat = (t: T, s: number) => (s === 0 ? t('table.me', { name: t('seat.0') }) : t(`seat.${s}`));
const list = (lang: string, xs: string[]) => {
  try {
    return new Intl.ListFormat(lang, { type: 'conjunction' }).format(xs);
  } catch {
    return xs.join(', ');
  }
};

export function narrate(tt: T, lang: string, e: GameEvent): string | null {
  const t = phrase(tt, lang);
  switch (e.type) {
    case 'game-started':
      return t('table.ev.game-started', { count: e.players });
    case 'stakes-paid':
      return t(`table.ev.stakes-${e.why}`, { players: list(lang, e.seats.map((s) => seat(t, s))), pot: e.pot, count: e.seats.length });
    case 'deal-dealt':
      return t(e.redeal > 0 ? 'table.ev.redealt' : 'table.ev.dealt', { n: e.dealNo, dealer: seat(t, e.dealer), card: cardNoun(tt, lang, e.upcard), suit: t(`suitText.${e.trump}`) });
    case 'trumfmant':
      return e.on ? t('table.ev.trumfmant-on', { players: list(lang, e.onOne.map((s) => seat(t, s))), count: e.onOne.length }) : null;
    case 'knocked':
    case 'lurked':
    case 'went-along':
    case 'folded':
      return t(`table.ev.${e.type}`, { seat: seat(t, e.seat) });
    case 'all-lurked':
      return t(e.sameDealer ? 'table.ev.all-lurked' : 'table.ev.all-lurked-pass', { dealer: seat(t, e.nextDealer) });
    case 'participants':
      return t('table.ev.participants', { players: list(lang, e.participants.map((s) => seat(t, s))) });
    case 'unopposed':
      return t('table.ev.unopposed', { seat: seat(t, e.knocker), count: e.tricks });
    case 'bought':
      return t(e.dealer ? 'table.ev.bought-dealer' : 'table.ev.bought', { seat: seat(t, e.seat), count: e.received, discarded: e.discarded });
    case 'card-played':
      return t('table.ev.played', { seat: seat(t, e.seat), card: cardNoun(tt, lang, e.card) });
    case 'trumfmant-breach':
      return t('table.ev.breach', { seat: seat(t, e.seat), card: cardNoun(tt, lang, e.card) });
    case 'trick-won':
      return t('table.ev.trick', { seat: seat(t, e.winner), card: cardNoun(tt, lang, e.card), n: e.trick, score: e.score });
    case 'deal-finished':
      return null;
    case 'limpa':
      return t(e.after > e.before ? 'table.ev.limpa-points' : 'table.ev.limpa', { seat: seat(t, e.seat), before: e.before, after: e.after });
    case 'deal-scored':
      return t('table.ev.scored', { n: e.dealNo, pot: e.pot });
    case 'game-won':
      return t('table.ev.won', { players: list(lang, e.winners.map((s) => seat(t, s))), pot: e.pot, count: e.winners.length });
    default:
      return null;
  }
}

export function hintText(tt: T, lang: string, r: HintReason): string {
  const t = phrase(tt, lang);
  const vars: Record<string, string | number | Noun> = {};
  if ('card' in r) vars.card = cardNoun(tt, lang, r.card);
  if ('over' in r) vars.over = cardNoun(tt, lang, r.over);
  if ('under' in r) vars.under = cardNoun(tt, lang, r.under);
  if ('knocker' in r) {
    vars.name = seat(t, r.knocker);
    vars.count = r.tricks;
  }
  if ('expectedTricks' in r) {
    // The number as the page writes it (1,5 in German and Swedish), and the same rounded value picks the plural.
    const rounded = Math.round(r.expectedTricks * 10) / 10;
    vars.estimate = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(rounded);
    vars.count = rounded;
  }
  if ('discard' in r) {
    // One card goes through the article markup ("Leg den Pik-Buben weg"); a list is introduced by a count instead.
    if (r.discard.length === 1) vars.card = cardNoun(tt, lang, r.discard[0] as Card);
    vars.cards = list(lang, r.discard.map((c) => cardNoun(tt, lang, c).text));
    vars.count = r.discard.length;
    vars.receive = t('table.hint.receive', { count: r.receive });
  }
  const key = r.code === 'hint.buy' && r.discard.length === 0 ? 'table.hint.keep' : `table.${r.code}`;
  return t(key, vars);
}

/** The rules' reasons a card may not be played, said to the learner (`table.illegal.*`); any other refusal is `table.refused`. */
const ILLEGAL = ['play.must-follow-suit', 'play.must-lead-trump-ace', 'play.trumfmant-must-lead-trump', 'play.trumfmant-must-trump'] as const;

/** Why the engine refused the learner's action, in the learner's words: for a card, the rule it breaks (the engine's reason). */
export function refusalText(tt: T, lang: string, e: GameError): string {
  const t = phrase(tt, lang);
  if (e.code === 'game.illegal-card' && (ILLEGAL as readonly string[]).includes(e.reason.code)) {
    const r = e.reason;
    const suit = 'led' in r ? r.led : 'trump' in r ? r.trump : null;
    return t(`table.illegal.${r.code.slice('play.'.length)}`, { card: cardNoun(tt, lang, e.card), ...(suit ? { suit: t(`suitText.${suit}`) } : {}) });
  }
  return t('table.refused');
}
