/**
 * Every rule event of the engine as a sentence in the page language (the commentary, the history and the
 * screen-reader announcements), and the table's refusals and hints from their codes. Needs the messages with the
 * prefixes in NARRATION_MESSAGES.
 */
import type { T } from '../../../i18n/client';
import { cardName as frenchName } from '../../../i18n/cards';
import { isJoker, type PCard, type Rank } from '../engine/cards';
import type { Combo } from '../engine/combos';
import type { GameError, GameEvent } from '../engine/game';
import type { HintReason } from '../bots/hint';
import { LEARNER } from '../machines/table';

export const NARRATION_MESSAGES = ['table.', 'combo.', 'role.', 'joker.', 'pseat.', 'card.', 'beat.why.', 'comboErr.'] as const;

export const playerName = (t: T, p: number) => (p === LEARNER ? t('table.you') : t(`pseat.${p}`));

/**
 * The next deal in the review. The learner's name ("You", "Du") cannot stand where another player's name is the
 * subject of a verb ("Du gibt") or its object ("bei Du"), so a deal the learner gives or receives first has its own
 * sentence in the second person.
 */
export function nextDealText(t: T, bottom: number, president: number, count: number): string {
  const key = bottom === LEARNER ? 'table.review.nextYouDeal' : president === LEARNER ? 'table.review.nextYouLead' : 'table.review.next';
  return t(key, { bottom: playerName(t, bottom), president: playerName(t, president), count });
}

/** The play to beat and who made it: the learner's own play is said in the second person. */
export function lastPlayText(t: T, player: number, combo: string): string {
  return player === LEARNER ? t('table.lastPlayYou', { combo }) : t('table.lastPlay', { player: playerName(t, player), combo });
}

export const pCardName = (t: T, c: PCard) => (isJoker(c) ? t(`joker.${c}`) : frenchName(t, c));

export function listOf(lang: string, names: readonly string[]): string {
  try {
    return new Intl.ListFormat(lang, { type: 'conjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}

const rankName = (t: T, rank: Rank | 'JK') => (rank === 'JK' ? t('joker.JK') : t(`card.rank.${rank}`));

export function comboText(t: T, combo: Pick<Combo, 'type' | 'count' | 'rank' | 'low' | 'jokers'>): string {
  if (combo.type === 'run') return t('combo.run', { count: combo.count, low: rankName(t, combo.low ?? combo.rank), high: rankName(t, combo.rank) });
  const base = t(`combo.set.${Math.min(combo.count, 4)}`, { rank: rankName(t, combo.rank), ranks: t(`combo.ranks.${combo.rank}`) });
  return combo.jokers > 0 && combo.rank !== 'JK' ? t('combo.withJokers', { combo: base, count: combo.jokers }) : base;
}

/** One event as a sentence, or null for events the commentary leaves out. */
export function narrate(t: T, e: GameEvent, lang: string): string | null {
  const name = (p: number) => playerName(t, p);
  const cards = (cs: readonly PCard[]) => listOf(lang, cs.map((c) => pCardName(t, c)));
  switch (e.type) {
    case 'game-started':
      return t('table.ev.started', { count: e.players, dealer: name(e.dealer) });
    case 'deal-dealt':
      return t('table.ev.dealt', { deal: e.deal, dealer: name(e.dealer), first: name(e.firstReceiver) });
    case 'exchange-started':
      return t('table.ev.exchange', { bottom: name(e.bottom), president: name(e.president), count: e.count });
    case 'cards-given':
      return e.seat === LEARNER || e.to === LEARNER
        ? t('table.ev.givenSeen', { from: name(e.seat), to: name(e.to), cards: cards(e.cards), count: e.cards.length })
        : t('table.ev.given', { from: name(e.seat), to: name(e.to), count: e.cards.length });
    case 'lead-to':
      return t(`table.ev.leadTo.${e.reason}`, { player: name(e.seat) });
    case 'played':
      return t(e.reason.code === 'play.lead' ? 'table.ev.leads' : 'table.ev.plays', { player: name(e.seat), combo: comboText(t, e.combo), cards: cards(e.cards) });
    case 'passed':
      return t('table.ev.passed', { player: name(e.seat) });
    case 'went-out':
      return t('table.ev.out', { player: name(e.seat), place: e.place + 1 });
    case 'round-cleared':
      return t('table.ev.cleared', { leader: name(e.leader) });
    case 'deal-over':
      return t('table.ev.dealOver', { player: name(e.bottom) });
    case 'deal-scored':
      return t('table.ev.scored', {
        deal: e.deal,
        president: name(e.president),
        bottom: name(e.bottom),
        points: e.finishOrder.map((p) => `${name(p)} +${e.points[p] ?? 0}`).join(', '),
      });
    case 'reseated':
      return t('table.ev.reseated', { dealer: name(e.dealer), first: name(e.firstReceiver) });
    case 'game-over':
      return t('table.ev.gameOver', { player: name(e.winner), total: e.totals[e.winner] ?? 0 });
    default:
      return null;
  }
}

/** A refused action of the learner, from the engine's error code. */
export function refusal(t: T, e: GameError): string {
  switch (e.code) {
    case 'play.does-not-beat': {
      const r = e.reason;
      if (r.code === 'beat.wrong-count') return t('beat.why.wrong-count', { need: r.need, got: r.got });
      if (r.code === 'beat.lower-rank') return t('beat.why.lower-rank', { rank: rankName(t, r.rank), under: rankName(t, r.under) });
      if (r.code === 'beat.equal-rank') return t('beat.why.equal-rank', { rank: rankName(t, r.rank) });
      if (r.code === 'beat.set-on-run' || r.code === 'beat.run-on-set') return t(`beat.why.${r.code.slice(5)}`, { need: r.need });
      if (r.code === 'beat.fewer-jokers') return t('beat.why.fewer-jokers', { jokers: r.jokers, over: r.over });
      return t(`beat.why.${r.code.slice(5)}`, { rank: rankName(t, r.rank) });
    }
    case 'play.bad-combo': {
      const c = e.error;
      if (c.code === 'combo.mixed-ranks') return t('comboErr.mixed-ranks', { ranks: c.ranks.map((r) => rankName(t, r)).join(', ') });
      if (c.code === 'combo.too-many-cards') return t('comboErr.too-many-cards', { count: c.count });
      if (c.code === 'combo.run-too-short') return t('comboErr.run-too-short', { count: c.count, min: c.min });
      if (c.code === 'combo.run-too-long') return t('comboErr.run-too-long', { count: c.count, max: c.max });
      if (c.code === 'combo.run-gap') return t('comboErr.run-gap', { missing: c.missing.map((r) => rankName(t, r)).join(', ') });
      if (c.code === 'combo.run-repeated-rank') return t('comboErr.run-repeated-rank', { rank: rankName(t, c.rank) });
      return t(`comboErr.${c.code.slice(6)}`);
    }
    case 'play.must-play':
      return t('table.refused.mustPlay');
    case 'play.must-lead':
      return t('table.refused.mustLead');
    case 'game.bad-give':
      return t('table.refused.give');
    default:
      return t('table.refused.other');
  }
}

/** A hint's one-line reason. */
export function hintText(t: T, r: HintReason, lang: string): string {
  const cards = 'cards' in r ? listOf(lang, r.cards.map((c) => pCardName(t, c))) : '';
  const rank = 'rank' in r ? rankName(t, r.rank) : '';
  if (r.code === 'hint.pass-save-cards') return t('table.hint.pass-save-cards', { count: r.couldPlay });
  return t(`table.hint.${r.code.slice(5)}`, { cards, rank });
}
