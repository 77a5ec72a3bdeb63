/**
 * The table's commentary: every engine event told in the page language, with the players' names (the learner is
 * "you"). Events are the engine's codes and data; the words are the game's strings (`table.ev.*`).
 */
import type { T } from '../../../i18n/client';
import { cardName } from '../../../i18n/cards';
import type { GameEvent, GameState } from '../engine/game';
import type { SeatStrokes } from '../engine/scoring';
import { LEARNER } from '../machines/table';

export const playerName = (t: T, seat: number): string => (seat === LEARNER ? t('table.you') : t(`seat.${seat}`));

export function netText(t: T, n: number): string {
  if (n < 0) return t('strokes.potatoes', { count: -n });
  if (n === 0) return t('strokes.nothing');
  return t('strokes.strokes', { count: n });
}

/** One seat's result of a deal with the engine's reason, as a sentence. */
export function seatResult(t: T, s: SeatStrokes): string {
  const r = s.reason;
  const vars: Record<string, string | number> = { seat: playerName(t, s.seat), total: s.total, result: netText(t, s.strokes - s.potatoes) };
  if ('rank' in r) vars.rank = r.rank;
  if ('qualified' in r) vars.qualified = r.qualified;
  if ('threshold' in r) vars.threshold = r.threshold;
  if ('between' in r) vars.between = r.between.map((x) => playerName(t, x)).join(', ');
  return t(r.code, vars);
}

export function narrate(t: T, e: GameEvent): string | null {
  const n = (s: number) => playerName(t, s);
  const c = (x: Parameters<typeof cardName>[1]) => cardName(t, x);
  switch (e.type) {
    case 'game-started':
      return t('table.ev.started', { count: e.players, dealer: n(e.dealer), target: e.target });
    case 'deal-dealt':
      return t(`table.ev.dealt.${e.turnedAt}`, { deal: e.deal, dealer: n(e.dealer), card: c(e.turned), suit: t(`suit.${e.trump}`) });
    case 'bessern':
      return t(e.exchanged ? 'table.ev.bessern' : 'table.ev.bessernKeep', { name: n(e.seat) });
    case 'chose':
      return t(`table.ev.chose.${e.choice}`, { name: n(e.seat) });
    case 'auto-active':
      return t('table.ev.autoActive', { name: n(e.seat) });
    case 'claim-answered':
      return t(e.agree ? 'table.ev.claimYes' : 'table.ev.claimNo', { name: n(e.seat) });
    case 'claim-accepted':
      return t('table.ev.claimAccepted', { names: e.active.map(n).join(', ') });
    case 'claim-refused':
      return t('table.ev.claimRefused', { name: n(e.by) });
    case 'six-exchanged':
      return t('table.ev.sixSwapped', { name: n(e.seat), six: c(e.six), card: c(e.took) });
    case 'six-kept':
      return t('table.ev.sixKept', { name: n(e.seat) });
    case 'play-started':
      return t('table.ev.playStarted', { name: n(e.leader), names: e.active.map(n).join(', ') });
    case 'card-played':
      return t('table.ev.card', { name: n(e.seat), card: c(e.card) });
    case 'weis-announced':
      return t('table.ev.weis', { name: n(e.seat), value: e.value });
    case 'weis-blocked':
      return t('table.ev.weisBlocked', { name: n(e.seat), value: e.value, higher: e.higher });
    case 'weis-resolved':
      return e.winner === null ? t('table.ev.weisNone') : t('table.ev.weisWon', { name: n(e.winner), points: e.points });
    case 'weis-missed':
      return t('table.ev.weisMissed', { name: n(e.seat), value: e.value });
    case 'stoeck':
      return t('table.ev.stoeck', { name: n(e.seat), points: e.points });
    case 'stoeck-missed':
      return t('table.ev.stoeckMissed', { name: n(e.seat) });
    case 'trick-won':
      return t(e.lastTrickBonus ? 'table.ev.lastTrick' : 'table.ev.trick', { n: e.trick, name: n(e.winner), card: c(e.card), points: e.points + e.lastTrickBonus });
    case 'deal-finished':
      return t('table.ev.totals', {
        totals: e.totals
          .map((x, s) => (x === null ? null : `${n(s)} ${x}`))
          .filter((x) => x !== null)
          .join(', '),
      });
    case 'draw':
      return t('table.ev.draw', { names: e.between.map(n).join(', '), name: n(e.order[0] as number) });
    case 'deal-scored':
      return e.seats.map((s) => `${n(s.seat)}: ${netText(t, s.strokes - s.potatoes)}`).join('; ');
    case 'tally':
      return t('table.ev.tally', { board: e.net.map((x, s) => `${n(s)} ${x}`).join(', ') });
    case 'retired':
      return t('table.ev.retired', { names: e.seats.map(n).join(', '), target: e.target });
    case 'next-deal':
      return t('table.ev.next', { dealer: n(e.dealer), vorhand: n(e.vorhand) });
    case 'game-over':
      return t('table.ev.over', { name: n(e.loser) });
    default:
      return null;
  }
}

/** Where the current deal's events start in the log (the commentary shows the deal on the table). */
export function dealStart(game: GameState): number {
  for (let i = game.log.length - 1; i >= 0; i--) if (game.log[i]?.type === 'deal-dealt') return i;
  return 0;
}

export function lines(t: T, events: readonly GameEvent[]): string[] {
  return events.map((e) => narrate(t, e)).filter((x): x is string => x !== null);
}
