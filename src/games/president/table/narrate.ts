/**
 * Every rule event of the engine as a sentence in the page language (the commentary, the history and the
 * screen-reader announcements), and the table's refusals and hints from their codes. Needs the messages with the
 * prefixes in NARRATION_MESSAGES.
 */
import type { T } from '../../../i18n/client';
import { cardName as frenchName } from '../../../i18n/cards';
import { cardNoun, lowerFirst, noun, phrase, rankGender as RANK_GENDER_OF, type Gender, type Noun } from '../../../i18n/phrase';
import { isJoker, type Card, type PCard, type Rank } from '../engine/cards';
import type { Combo } from '../engine/combos';
import type { GameAction, GameError, GameEvent } from '../engine/game';
import type { HintReason } from '../bots/hint';
import { LEARNER } from './seats';

export const NARRATION_MESSAGES = ['table.', 'combo.', 'role.', 'joker.', 'pseat.', 'card.', 'pcard.', 'beat.why.', 'comboErr.'] as const;

/** A player's name standing alone (a seat box, a table row): "You" for the learner. */
export const playerName = (t: T, p: number) => (p === LEARNER ? t('table.you') : t(`pseat.${p}`));

/**
 * A player's name inside a sentence, where it is a label or part of a list ("Dealer: you", "in the lead: you and
 * Ben"), never the subject of a verb: sentences whose subject may be the learner have their own `_you` key.
 */
export const nameInText = (t: T, p: number) => (p === LEARNER ? t('table.youInText') : t(`pseat.${p}`));

/** The `_you` variant of a key when the sentence is about the learner (i18next's context naming). */
const about = (key: string, p: number) => (p === LEARNER ? `${key}_you` : key);

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
export function lastPlayText(t: T, lang: string, player: number, combo: ComboShape): string {
  if (player === LEARNER) return t('table.lastPlayYou', { combo: comboText(t, combo) });
  // "lagd av" after "en triss", "lagt av" after "ett par": the participle agrees with the combination (`[lagd/lagt:combo]`).
  return phrase(t, lang)('table.lastPlay', { player: playerName(t, player), combo: comboNoun(t, lang, combo) });
}

/**
 * The gender of the word that names a set or a run, per language, where a word of the sentence agrees with it
 * (Swedish: ett par, en triss, ett fyrtal, en stege). A single takes its rank's gender (ett ess, en kung).
 */
const COMBO_GENDER: Record<string, Record<'2' | '3' | '4' | 'run', Gender>> = {
  sv: { '2': 'n', '3': 'c', '4': 'n', run: 'c' },
  de: { '2': 'n', '3': 'n', '4': 'n', run: 'f' },
};

/** A combination as a noun of running text ("ett par tior", neuter in Swedish), for words that agree with it. */
export function comboNoun(t: T, lang: string, combo: ComboShape): Noun {
  const text = comboText(t, combo);
  if (combo.type !== 'run' && combo.count === 1) return noun(text, combo.rank === 'JK' ? (JOKER_GENDER[lang] ?? 'n') : RANK_GENDER_OF(lang, combo.rank));
  const key = combo.type === 'run' ? 'run' : (String(Math.min(combo.count, 4)) as '2' | '3' | '4');
  return noun(text, COMBO_GENDER[lang]?.[key] ?? 'n');
}

/** A round just cleared: who took it (everyone else passed) and who leads the next round, each in the second person for the learner. */
export function roundWonText(t: T, winner: number, leader: number): { won: string; lead: string } {
  return { won: t(about('table.roundWon', winner), { player: playerName(t, winner) }), lead: t(about('table.roundLead', leader), { player: playerName(t, leader) }) };
}

export const pCardName = (t: T, c: PCard) => (isJoker(c) ? t(`joker.${c}`) : frenchName(t, c));

/** The Joker's gender per language (der Joker, en joker). */
const JOKER_GENDER: Record<string, Gender> = { de: 'm', sv: 'c', en: 'n' };

/** A card as a noun of running text, with its gender, for the phrase markup ("[den {{card}}]", "[den:card]"). */
export function pCardNoun(t: T, lang: string, c: PCard): Noun {
  if (isJoker(c)) return noun(t(`joker.${c}`), JOKER_GENDER[lang] ?? 'n');
  return cardNoun(t, lang, c as Card);
}

/**
 * Cards named in running text, each with its article where the language wants one (`pcard.inText`: "the ace of
 * clubs", "den Kreuz-Buben", "spader ess"), joined as a list: for hints and explanations.
 */
export function cardsInText(t: T, lang: string, cards: readonly PCard[]): string {
  const say = phrase(t, lang);
  return listOf(
    lang,
    // Each name alone would start a sentence and be capitalised; inside the hint it is running text.
    cards.map((c) => lowerFirst(say('pcard.inText', { card: pCardNoun(t, lang, c) }))),
  );
}

export function listOf(lang: string, names: readonly string[]): string {
  try {
    return new Intl.ListFormat(lang, { type: 'conjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}

const rankName = (t: T, rank: Rank | 'JK') => (rank === 'JK' ? t('joker.JK') : t(`card.rank.${rank}`));

type ComboShape = Pick<Combo, 'type' | 'count' | 'rank' | 'low' | 'jokers'>;

export function comboText(t: T, combo: ComboShape): string {
  if (combo.type === 'run') return t('combo.run', { count: combo.count, low: rankName(t, combo.low ?? combo.rank), high: rankName(t, combo.rank) });
  // A single has a key per rank, so its article and adjective agree with the rank ("ett ensamt ess", "en ensam kung").
  const base = combo.count === 1 ? t(`combo.single.${combo.rank}`) : t(`combo.set.${Math.min(combo.count, 4)}`, { ranks: t(`combo.ranks.${combo.rank}`) });
  return combo.jokers > 0 && combo.rank !== 'JK' ? t('combo.withJokers', { combo: base, count: combo.jokers }) : base;
}

/** One event as a sentence, or null for events the commentary leaves out. */
export function narrate(t: T, e: GameEvent, lang: string): string | null {
  const name = (p: number) => nameInText(t, p);
  const cards = (cs: readonly PCard[]) => listOf(lang, cs.map((c) => pCardName(t, c)));
  switch (e.type) {
    case 'game-started':
      return t('table.ev.started', { count: e.players, dealer: name(e.dealer) });
    case 'deal-dealt':
      return t('table.ev.dealt', { deal: e.deal, dealer: name(e.dealer), first: name(e.firstReceiver) });
    case 'exchange-started': {
      const key = e.bottom === LEARNER ? 'table.ev.exchange_youBottom' : e.president === LEARNER ? 'table.ev.exchange_youPresident' : 'table.ev.exchange';
      return t(key, { bottom: name(e.bottom), president: name(e.president), count: e.count });
    }
    case 'cards-given':
      if (e.seat === LEARNER) return t('table.ev.givenSeen_youGive', { to: name(e.to), cards: cards(e.cards), count: e.cards.length });
      if (e.to === LEARNER) return t('table.ev.givenSeen_youGet', { from: name(e.seat), cards: cards(e.cards), count: e.cards.length });
      return t('table.ev.given', { from: name(e.seat), to: name(e.to), count: e.cards.length });
    case 'lead-to':
      return t(about(`table.ev.leadTo.${e.reason}`, e.seat), { player: name(e.seat) });
    case 'played':
      return t(about(e.reason.code === 'play.lead' ? 'table.ev.leads' : 'table.ev.plays', e.seat), { player: name(e.seat), combo: comboText(t, e.combo), cards: cards(e.cards) });
    case 'passed':
      return t(about('table.ev.passed', e.seat), { player: name(e.seat) });
    case 'went-out':
      return t(about('table.ev.out', e.seat), { player: name(e.seat), place: e.place + 1 });
    case 'round-cleared':
      return t(about('table.ev.cleared', e.leader), { leader: name(e.leader) });
    case 'deal-over':
      return t(about('table.ev.dealOver', e.bottom), { player: name(e.bottom) });
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
      return t(about('table.ev.gameOver', e.winner), { player: name(e.winner), total: e.totals[e.winner] ?? 0 });
    default:
      return null;
  }
}

/** A refused action of the learner, from the engine's error code. */
export function refusal(t: T, e: GameError, lang = 'en'): string {
  switch (e.code) {
    case 'play.does-not-beat': {
      const r = e.reason;
      if (r.code === 'beat.wrong-count') return t('beat.why.wrong-count', { count: r.need, got: r.got });
      if (r.code === 'beat.lower-rank') return t('beat.why.lower-rank', { rank: rankName(t, r.rank), under: rankName(t, r.under) });
      if (r.code === 'beat.equal-rank') return t('beat.why.equal-rank', { rank: rankName(t, r.rank) });
      if (r.code === 'beat.set-on-run') return t('beat.why.set-on-run', { need: r.need });
      if (r.code === 'beat.run-on-set') return t('beat.why.run-on-set', { count: r.need });
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
      if (c.code === 'combo.duplicate-card' || c.code === 'combo.no-jokers') return phrase(t, lang)(`comboErr.${c.code.slice(6)}`, { card: pCardNoun(t, lang, c.card) });
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

/**
 * A hint's one-line reason: the action first ("Pass: ...", "Play the ace of clubs: ..."), then one reason. The
 * cards are counted, so a pronoun that stands for them agrees ("nobody can beat it/them"). `action` is the hinted
 * action, which the reason "only move" needs to name it.
 */
export function hintText(t: T, r: HintReason, lang: string, action?: GameAction): string {
  if (r.code === 'hint.only-move') {
    if (action?.type === 'play') return t('table.hint.only-move-play', { cards: cardsInText(t, lang, action.cards), count: action.cards.length });
    if (action?.type === 'give') return t('table.hint.exchange-forced', { cards: cardsInText(t, lang, action.cards), count: action.cards.length });
    return t('table.hint.only-move-pass');
  }
  if (r.code === 'hint.pass-save-cards') return t('table.hint.pass-save-cards', { count: r.couldPlay });
  if (r.code === 'hint.pass-nothing-beats') return t('table.hint.pass-nothing-beats');
  const cards = 'cards' in r ? cardsInText(t, lang, r.cards) : '';
  const count = 'cards' in r ? r.cards.length : 1;
  const say = phrase(t, lang);
  const rank = 'rank' in r ? rankNoun(t, lang, r.rank) : '';
  // `card`: the first card, for a pronoun that agrees with it ("ingen kan slå [den:card]").
  const first = 'cards' in r ? r.cards[0] : undefined;
  return say(`table.hint.${r.code.slice(5)}`, { cards, rank, count, ...(first ? { card: pCardNoun(t, lang, first) } : {}) });
}

/** A rank's name as a noun ("Dame" feminine, "ess" neuter), for the markup. */
function rankNoun(t: T, lang: string, rank: Rank | 'JK'): Noun {
  if (rank === 'JK') return noun(t('joker.JK'), JOKER_GENDER[lang] ?? 'n');
  return noun(t(`card.rank.${rank}`), RANK_GENDER_OF(lang, rank));
}
