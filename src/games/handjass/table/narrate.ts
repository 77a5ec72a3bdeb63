/**
 * The table's commentary: every engine event told in the page language, with the players' names. Events are the
 * engine's codes and data; the words are the game's strings (`table.ev.*`). The sentences agree with what fills them:
 * - the learner is spoken to, never put into a third-person sentence: a key whose subject or object is a seat has a
 *   `_you` variant (i18next's context "you"), used when that seat is the learner ("You pass.", "Du passt.");
 * - in lists the learner is `table.you` ("you", "du"), capitalised at a sentence start and in labels;
 * - cards are nouns with their gender, so `[den {{card}}]` gives "den Herz-König", "die Pik-Dame", "das Ass"
 *   (`src/i18n/phrase.ts`); counts go through `_one`/`_other` plurals.
 */
import type { T } from '../../../i18n/client';
import { cardNoun, isPhrase, phrase, upperFirst, type Noun, type Phrase } from '../../../i18n/phrase';
import type { Card, Suit } from '../../../shared/cards/model';
import type { GameEvent, GameState } from '../engine/game';
import type { SeatStrokes } from '../engine/scoring';
import { LEARNER } from '../machines/table';

/** A seat's name as a label (the seat boxes, the blackboard): "You", "Anna". */
export const playerName = (t: T, seat: number): string => (seat === LEARNER ? upperFirst(t('table.you')) : t(`seat.${seat}`));

/** A seat's name inside a sentence or a list: "you", "Anna" (phrase() capitalises it at a sentence start). */
export const nameInText = (t: T, seat: number): string => (seat === LEARNER ? t('table.you') : t(`seat.${seat}`));

/** The key for a sentence about `seat`: its `_you` variant (the i18next context "you") when the seat is the learner. */
export const forSeat = (key: string, seat: number): string => (seat === LEARNER ? `${key}_you` : key);

/** The formatter for a language: nouns for cards, capitals at sentence starts (plain `t` passes through unchanged). */
export const sayer = (t: T | Phrase, lang: string): Phrase => (isPhrase(t) ? t : phrase(t, lang));

export const cardOf = (p: Phrase, c: Card): Noun => cardNoun(p, p.lang, c);

/** A suit's name in running text: "clubs", "Kreuz", "klöver" (the formatter capitalises it where a sentence starts). */
export const suitWord = (p: Phrase, s: Suit): string => p.plain(`card.suit.${s}`);

/** A list of names in the page language: "Anna, Ben and you". */
export function nameList(p: Phrase, seats: readonly number[]): string {
  const names = seats.map((s) => nameInText(p.plain, s));
  try {
    return new Intl.ListFormat(p.lang, { type: 'conjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}

export function netText(t: T, n: number): string {
  if (n < 0) return t('strokes.potatoes', { count: -n });
  if (n === 0) return t('strokes.nothing');
  return t('strokes.strokes', { count: n });
}

/** One seat's result of a deal with the engine's reason, as a sentence (to the learner: "You have 31 …"). */
export function seatResult(tt: T | Phrase, s: SeatStrokes, lang = 'en'): string {
  const t = sayer(tt, lang);
  const r = s.reason;
  const vars: Record<string, string | number> = { seat: nameInText(t.plain, s.seat), total: s.total, result: netText(t.plain, s.strokes - s.potatoes) };
  if ('rank' in r) vars.rank = r.rank;
  if ('qualified' in r) vars.qualified = r.qualified;
  if ('threshold' in r) vars.threshold = r.threshold;
  if ('between' in r) vars.between = nameList(t, r.between.filter((x) => x !== s.seat));
  return t(forSeat(r.code, s.seat), vars);
}

/** A passer's line in the deal review. */
export function passerResult(tt: T | Phrase, seat: number, lang = 'en'): string {
  const t = sayer(tt, lang);
  return t(forSeat('strokes.passer', seat), { seat: nameInText(t.plain, seat) });
}

export function narrate(tt: T | Phrase, e: GameEvent, lang = 'en'): string | null {
  const t = sayer(tt, lang);
  const n = (s: number) => nameInText(t.plain, s);
  const c = (x: Card) => cardOf(t, x);
  const ns = (seats: readonly number[]) => nameList(t, seats);
  switch (e.type) {
    case 'game-started':
      return t('table.ev.started', { count: e.players, dealer: n(e.dealer), target: e.target });
    case 'deal-dealt':
      return t(forSeat(`table.ev.dealt.${e.turnedAt}`, e.dealer), { deal: e.deal, dealer: n(e.dealer), card: c(e.turned), suit: suitWord(t, e.trump) });
    case 'bessern':
      return t(forSeat(e.exchanged ? 'table.ev.bessern' : 'table.ev.bessernKeep', e.seat), { name: n(e.seat) });
    case 'chose':
      return t(forSeat(`table.ev.chose.${e.choice}`, e.seat), { name: n(e.seat) });
    case 'auto-active':
      return t(forSeat('table.ev.autoActive', e.seat), { name: n(e.seat) });
    case 'claim-answered':
      return t(forSeat(e.agree ? 'table.ev.claimYes' : 'table.ev.claimNo', e.seat), { name: n(e.seat) });
    case 'claim-accepted':
      return t('table.ev.claimAccepted', { names: ns(e.active) });
    case 'claim-refused':
      return t(forSeat('table.ev.claimRefused', e.by), { name: n(e.by) });
    case 'six-exchanged':
      return t(forSeat('table.ev.sixSwapped', e.seat), { name: n(e.seat), six: c(e.six), card: c(e.took) });
    case 'six-kept':
      return t(forSeat('table.ev.sixKept', e.seat), { name: n(e.seat) });
    case 'play-started':
      return t(forSeat('table.ev.playStarted', e.leader), { name: n(e.leader), names: ns(e.active) });
    case 'card-played':
      return t(forSeat('table.ev.card', e.seat), { name: n(e.seat), card: c(e.card) });
    case 'weis-announced':
      return t(forSeat('table.ev.weis', e.seat), { name: n(e.seat), value: e.value });
    case 'weis-blocked':
      return t(forSeat('table.ev.weisBlocked', e.seat), { name: n(e.seat), value: e.value, higher: e.higher });
    case 'weis-resolved':
      return e.winner === null ? t('table.ev.weisNone') : t(forSeat('table.ev.weisWon', e.winner), { name: n(e.winner), points: e.points });
    case 'weis-missed':
      return t(forSeat('table.ev.weisMissed', e.seat), { name: n(e.seat), value: e.value });
    case 'stoeck':
      return t(forSeat('table.ev.stoeck', e.seat), { name: n(e.seat), points: e.points });
    case 'stoeck-missed':
      return t(forSeat('table.ev.stoeckMissed', e.seat), { name: n(e.seat) });
    case 'trick-won':
      return t(forSeat(e.lastTrickBonus ? 'table.ev.lastTrick' : 'table.ev.trick', e.winner), { n: e.trick, name: n(e.winner), card: c(e.card), count: e.points + e.lastTrickBonus });
    case 'deal-finished':
      return t('table.ev.totals', {
        totals: e.totals
          .map((x, s) => (x === null ? null : `${n(s)} ${x}`))
          .filter((x) => x !== null)
          .join(', '),
      });
    case 'draw':
      return t(forSeat('table.ev.draw', e.order[0] as number), { names: ns(e.between), name: n(e.order[0] as number) });
    case 'deal-scored':
      // One line: each result after the first reads on in the sentence ("Dieter: 1 stroke; you: nothing").
      return upperFirst(e.seats.map((s) => t.plain('table.ev.result', { name: n(s.seat), result: netText(t.plain, s.strokes - s.potatoes) })).join('; '));
    case 'tally':
      return t('table.ev.tally', { board: e.net.map((x, s) => `${n(s)} ${x}`).join(', ') });
    case 'retired':
      return t('table.ev.retired', { names: ns(e.seats), target: e.target });
    case 'next-deal':
      return t(forSeat('table.ev.next', e.dealer), { dealer: n(e.dealer), vorhand: n(e.vorhand) });
    case 'game-over':
      return t(forSeat('table.ev.over', e.loser), { name: n(e.loser) });
    default:
      return null;
  }
}

/** Where the current deal's events start in the log (the commentary shows the deal on the table). */
export function dealStart(game: GameState): number {
  for (let i = game.log.length - 1; i >= 0; i--) if (game.log[i]?.type === 'deal-dealt') return i;
  return 0;
}

export function lines(t: T | Phrase, events: readonly GameEvent[], lang = 'en'): string[] {
  return events.map((e) => narrate(t, e, lang)).filter((x): x is string => x !== null);
}
