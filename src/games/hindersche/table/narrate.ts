/**
 * The game table's commentary: every engine event (and every scoring reason inside a `deal-scored` event) as
 * sentences in the page language. The learner is "you": wherever the learner is the subject, a second-person
 * variant of the sentence is used (`<key>.you` for the table's own keys, `table.you.<key>` for the card-play keys
 * shared with the deal walkthrough; `<key>.youAnd` when the learner is one of several, `<key>.fromYou` when the
 * learner is the seat a rule counts from). Texts come from the `table.` and `walk.` message keys (the scoring
 * sentences are the scoring drills' wording, kept under `table.r.`); this module only picks keys and fills in values.
 */
import { partnerSuit, type Card, type Suit } from '../../../shared/cards/model';
import type { T } from '../../../i18n/client';
import { phrase, type Phrase, type PhraseValues as Values } from '../../../i18n/phrase';
import { cardWord } from './words';
import { effectiveSuit, isLittleMan, isOldMan } from '../engine/cards';
import type { GameError, GameEvent } from '../engine/game';
import type { ScoreReason } from '../engine/scoring';
import type { Seat } from '../engine/types';
import type { HintReason } from '../bots/hint';

export interface NarrationOptions {
  lang: string;
  learner: Seat;
  /** 'short' names each card; 'full' also says why it was allowed and marks the Old Man and Little Man. */
  detail?: 'full' | 'short';
  /** Games in a rubber (rule VP22). */
  games: number;
  /** Whether hauling is allowed, and the last-trick rule (VP07). */
  lastTrickObjections?: 'until-scoring' | 'closed';
}

export interface NarratedEvent {
  /** Index of the event in the log. */
  index: number;
  type: GameEvent['type'];
  lines: string[];
}

/** Message key prefixes the table's island needs for the commentary. */
export const NARRATION_MESSAGES = ['table.', 'follow.reason.play.must', 'walk.play.', 'walk.won.', 'walk.note.', 'walk.end.', 'seat.', 'card.', 'suit.'] as const;

const ALL: readonly Seat[] = [0, 1, 2, 3];

/** The name of a seat at the table: the learner is "You". */
export function playerName(t: T, seat: Seat, learner: Seat): string {
  return seat === learner ? t('table.you') : t(`seat.${seat}`);
}

export function listOf(lang: string, items: readonly string[]): string {
  try {
    return new Intl.ListFormat(lang, { type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}

/** A signed amount of money for the settlement. */
export function money(lang: string, amount: number, signed = false): string {
  try {
    return new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR', signDisplay: signed ? 'exceptZero' : 'auto' }).format(amount);
  } catch {
    return `${signed && amount > 0 ? '+' : ''}${amount.toFixed(2)} €`;
  }
}

const youKey = (key: string) => (key.startsWith('table.') ? `${key}.you` : `table.you.${key}`);
const youAndKey = (key: string) => (key.startsWith('table.') ? `${key}.youAnd` : `table.youAnd.${key}`);

/** The narrator for one language and learner. */
export function narrator(plain: T | Phrase, opts: NarrationOptions) {
  const t = phrase(plain, opts.lang);
  const L = opts.learner;
  const name = (s: Seat) => playerName(t, s, L);
  /**
   * A player's entry inside a list ("Slate: you 1 mark, Ben 0 marks"): the learner's "you" in lower case, as
   * mid-sentence. An entry is no sentence, so it is filled in plainly (the phrase formatter would capitalise its start).
   */
  const inList = (s: Seat) => (s === L ? t('table.youInList') : t(`seat.${s}`));
  const entry = (key: string, s: Seat, values: Record<string, string | number>) => t.plain(key, { name: inList(s), ...values });
  const card = (c: Card) => cardWord(t, c);
  const names = (ss: readonly Seat[]) => listOf(opts.lang, ss.map((s) => t(`seat.${s}`)));
  /** A sentence whose subject is `subject`: the second-person variant when that is the learner. */
  const say = (key: string, subject: Seat | null, values: Values = {}): string =>
    subject !== null && subject === L ? t(youKey(key), values) : t(key, values);
  /** A sentence about a group of players ({{names}}): "you", "you and …" or just the names. */
  const sayList = (key: string, seats: readonly Seat[], values: Values = {}): string => {
    if (!seats.includes(L)) return t(key, { ...values, names: names(seats) });
    const others = seats.filter((s) => s !== L);
    if (others.length === 0) return t(youKey(key), values);
    return t(youAndKey(key), { ...values, names: names(others) });
  };

  function reason(r: ScoreReason): string[] {
    switch (r.code) {
      case 'march':
        return [say(`table.r.march.${r.by}`, r.seat, { name: name(r.seat), points: r.points })];
      case 'phase1.rule':
        return [t(`table.r.phase1.${r.rule}`)];
      case 'phase2.row':
        return [t(`table.r.row.${r.row}.${r.branch}`, { players: r.players, marks: r.marks, excess: r.excess })];
      case 'phase2.all-equal':
        return [t(`table.r.allEqual.${r.option}`, { points: r.points })];
      case 'phase2.three-marks-no-change':
        return [t('table.r.threeMarksNoChange')];
      case 'mark.erase': {
        const v = { name: name(r.seat), count: r.count, points: r.points, places: r.places ?? 1 };
        if (r.cause !== 'march') return [say(`table.r.erase.${r.cause}`, r.seat, v)];
        const out = [say('table.r.erase.march', r.seat, v)];
        const l = r.limit;
        if (l && l.option === 'A' && l.excess !== null && r.count === l.excess && l.excess < Math.min(2, l.own)) out.push(t('table.r.erase.capExcess', { count: l.excess }));
        else if (l && r.count === l.own && l.own < 2) out.push(say('table.r.erase.capOwn', r.seat, v));
        return out;
      }
      case 'mark.add':
        return [say(`table.r.add.${r.cause}`, r.seat, { name: name(r.seat), points: r.points })];
      case 'tie.play-off': {
        const d = r.decides;
        const key = d.erase && (d.add || d.mark) ? 'both' : d.erase ? 'erase' : d.add ? 'add' : 'mark';
        const count = d.erase ?? d.add ?? d.mark ?? 1;
        return [r.seats.includes(L) ? sayList(`table.r.tie.${key}`, r.seats, { points: r.points, count }) : t(`table.r.tie.${key}`, { names: names(r.seats), points: r.points, count })];
      }
      case 'tie.ignored':
        return [sayList(`table.r.ignored.${r.end}`, r.seats, { points: r.points })];
      case 'playoff.called': {
        if (!r.players.includes(L)) return [t(`table.r.called.${r.cause}`, { names: names(r.players), dealer: name(r.dealer), leader: name(r.leader) })];
        return [sayList(`table.r.called.${r.cause}`, r.players), seating(r.dealer, r.leader)];
      }
      case 'playoff.result': {
        const out: string[] = [];
        if (r.march) out.push(say(`table.r.result.march.${r.march.by}`, r.march.seat, { name: name(r.march.seat) }));
        if (r.winners.length) out.push(r.winners.includes(L) ? sayList('table.r.result.winners', r.winners) : t('table.r.result.winners', { names: names(r.winners), count: r.winners.length }));
        if (r.losers.length) out.push(r.losers.includes(L) ? sayList('table.r.result.losers', r.losers) : t('table.r.result.losers', { names: names(r.losers), count: r.losers.length }));
        for (const g of r.repeats) out.push(sayList('table.r.result.again', g));
        return out;
      }
      case 'dropped-out':
        return [say('table.r.droppedOut', r.seat, { name: name(r.seat) })];
      case 'phase1.continues':
        return [t('table.r.continues', { count: r.marks })];
      case 'phase1.end':
        return [t('table.r.phase1End', { count: r.marks })];
      case 'shut-out':
        return [say('table.r.shutOut', r.seat, { name: name(r.seat) })];
      case 'phase2.start':
        return [sayList('table.r.phase2Start', r.active)];
      case 'game-over':
        return r.cause === 'last-player-in' ? [say('table.r.gameOver', r.loser, { name: name(r.loser), count: r.frameMarks })] : [];
      case 'next-dealer': {
        if (r.newGame && r.cause !== 'loser-deals') return [say('table.r.next.newGame', r.seat, { name: name(r.seat) })];
        const key = `table.r.next.${r.cause}`;
        if (r.seat !== L && r.from === L && r.cause !== 'loser-deals') return [t(`${key}.fromYou`, { name: name(r.seat) })];
        return [say(key, r.seat, { name: name(r.seat), from: name(r.from) })];
      }
    }
  }

  function seating(dealer: Seat, leader: Seat): string {
    if (dealer === L) return t('table.ev.seating.youDeal', { leader: name(leader) });
    if (leader === L) return t('table.ev.seating.youLead', { dealer: name(dealer) });
    return t('table.ev.seating', { dealer: name(dealer), leader: name(leader) });
  }

  function playLine(e: Extract<GameEvent, { type: 'card-played' }>, trump: Suit | null): string[] {
    const v = { seat: name(e.seat), card: card(e.card) };
    const r = e.reason;
    if (opts.detail === 'short') return [r.code === 'play.lead' ? say('walk.play.lead', e.seat, v) : say('table.ev.plays', e.seat, v)];
    let line: string;
    switch (r.code) {
      case 'play.lead':
        line = say('walk.play.lead', e.seat, v);
        break;
      case 'play.follows-suit':
        line = r.led === 'trump' ? say('walk.play.followsTrump', e.seat, v) : say('walk.play.follows', e.seat, { ...v, suit: t(`card.suit.${r.led}`) });
        break;
      case 'play.trumps':
        line = say('walk.play.trumps', e.seat, { ...v, suit: t(`card.suit.${r.led}`) });
        break;
      case 'play.void':
        if (r.led === 'trump') line = say('walk.play.voidTrumpLead', e.seat, v);
        else {
          const trumps = trump !== null && effectiveSuit(e.card, trump) === 'trump';
          line = say(trumps ? 'walk.play.voidTrumps' : 'walk.play.voidDiscards', e.seat, { ...v, suit: t(`card.suit.${r.led}`) });
        }
        break;
      default:
        line = say('table.ev.plays', e.seat, v);
    }
    const out = [line];
    if (trump !== null) {
      if (isOldMan(e.card, trump)) out.push(t('walk.note.old-man', { card: card(e.card) }));
      else if (isLittleMan(e.card, trump)) out.push(t('walk.note.little-man', { card: card(e.card), suit: t(`card.suit.${partnerSuit(trump)}`) }));
    }
    return out;
  }

  /** Sentences for log[start..end): the deal's trump and the repeated reasons of a playoff are read from before `start`. */
  function events(log: readonly GameEvent[], start = 0, end = log.length): NarratedEvent[] {
    let trump: Suit | null = null;
    let players: Seat[] = [...ALL];
    for (let i = Math.min(start, log.length) - 1; i >= 0; i--) {
      const e = log[i] as GameEvent;
      if (e.type === 'deal-dealt') {
        trump = e.trump;
        players = e.players;
        break;
      }
    }
    const out: NarratedEvent[] = [];
    for (let i = start; i < end && i < log.length; i++) {
      const e = log[i] as GameEvent;
      if (e.type === 'deal-dealt') {
        trump = e.trump;
        players = e.players;
      }
      out.push({ index: i, type: e.type, lines: event(e, trump, players, log, i) });
    }
    return out;
  }

  function event(e: GameEvent, trump: Suit | null, players: readonly Seat[], log: readonly GameEvent[], i: number): string[] {
    switch (e.type) {
      case 'game-started':
        return [t('table.ev.gameStarted', { game: e.game, games: opts.games })];
      case 'deal-dealt': {
        const out: string[] = [];
        if (e.kind === 'playoff') out.push(sayList('table.ev.playoffDeal', e.players));
        else if (e.phase === 2) out.push(sayList('table.ev.butzenDeal', e.players));
        out.push(say('table.ev.deals', e.dealer, { name: name(e.dealer) }));
        const tr = e.trump;
        const partner = partnerSuit(tr);
        out.push(t('table.ev.trump', { card: card(e.upcard), suit: t(`card.suit.${tr}`), old: card(`J${tr}` as Card), little: card(`J${partner}` as Card) }));
        const count = e.outOfPlay.length;
        if (e.upcardLocation === 'out_of_play') out.push(t('table.ev.upcard.out', { count, points: e.pointsInPlay }));
        else if (count > 0) out.push(t('table.ev.upcard.kept', { count, points: e.pointsInPlay }));
        else out.push(t('table.ev.upcard.dealer'));
        out.push(say('table.ev.leads', e.leader, { name: name(e.leader) }));
        return out;
      }
      case 'huebscher-requested':
        return [say('table.ev.huebscher.asked', e.seat, { name: name(e.seat) })];
      case 'huebscher-answered':
        return [say(e.agree ? 'table.ev.huebscher.agree' : 'table.ev.huebscher.refuse', e.seat, { name: name(e.seat) })];
      case 'huebscher-accepted':
        return [say('table.ev.huebscher.accepted', e.dealer, { name: name(e.dealer) })];
      case 'huebscher-refused':
        return [t('table.ev.huebscher.refused')];
      case 'card-played':
        return playLine(e, trump);
      case 'trick-won': {
        const v = { seat: name(e.winner), n: e.trick, card: card(e.card) };
        const line =
          e.reason.code === 'trick.highest-trump'
            ? say('walk.won.highest-trump', e.winner, v)
            : say('walk.won.highest-of-led-suit', e.winner, { ...v, suit: t(`card.suit.${e.reason.led}`) });
        return [line, t('walk.won.points', { count: e.points })];
      }
      case 'trick-hauled': {
        const v = { n: e.trick, by: name(e.by), winner: name(e.rightfulWinner) };
        const line = e.by === L ? t('table.ev.hauled.byYou', v) : e.rightfulWinner === L ? t('table.ev.hauled.fromYou', v) : t('table.ev.hauled', v);
        const window = e.trick < 9 ? 'table.ev.haulWindow' : opts.lastTrickObjections === 'closed' ? 'table.ev.haulWindow.closed' : 'table.ev.haulWindow.last';
        return [line, t(window)];
      }
      case 'haul-objected': {
        const v = { n: e.trick, by: name(e.by), owner: name(e.owner) };
        return [e.by === L ? t('table.ev.objected.byYou', v) : e.owner === L ? t('table.ev.objected.toYou', v) : t('table.ev.objected', v)];
      }
      case 'haul-stands':
        return [say('table.ev.stands', e.by, { n: e.trick, name: name(e.by) })];
      case 'deal-finished': {
        const out = [t(e.kind === 'playoff' ? 'table.ev.finished.playoff' : 'table.ev.finished')];
        for (const p of players) {
          out.push(
            t('walk.end.player', {
              name: name(p),
              points: t('walk.end.points', { count: e.points[p] ?? 0 }),
              tricks: t('walk.end.tricks', { count: e.tricks[p] ?? 0 }),
            }),
          );
        }
        return out;
      }
      case 'deal-scored': {
        let reasons = e.reasons;
        // After a playoff the engine scores the regular deal again: skip the reasons already told.
        for (let j = i - 1; j >= 0; j--) {
          const p = log[j] as GameEvent;
          if (p.type !== 'deal-scored') continue;
          if (p.status === 'playoff-needed') {
            let k = 0;
            while (k < p.reasons.length && k < reasons.length && JSON.stringify(p.reasons[k]) === JSON.stringify(reasons[k])) k++;
            reasons = reasons.slice(k);
          }
          break;
        }
        // A playoff's winner who erases, or loser who takes the mark, is told once (by the mark), not twice.
        const byPlayoff = (cause: string) =>
          new Set(reasons.flatMap((r) => ((r.code === 'mark.add' || r.code === 'mark.erase') && r.cause === cause ? [r.seat] : [])));
        const erased = byPlayoff('playoff-winner');
        const added = byPlayoff('playoff-loser');
        return reasons.flatMap((r) =>
          r.code === 'playoff.result' ? reason({ ...r, winners: r.winners.filter((s) => !erased.has(s)), losers: r.losers.filter((s) => !added.has(s)) }) : reason(r),
        );
      }
      case 'marks-changed':
        return [slateLine(e.slate)];
      case 'game-over':
        return [t('table.ev.gameOver', { game: e.game }), frameLine(e.frame)];
      case 'rubber-over':
        return [
          t('table.ev.rubberOver', { stake: money(opts.lang, e.tariff) }),
          t('table.ev.settlement', {
            list: listOf(
              opts.lang,
              ALL.map((s) => entry('table.ev.settlementEntry', s, { amount: money(opts.lang, e.settlement[s] ?? 0, true) })),
            ),
          }),
        ];
      // Told through the scoring reasons of the same deal.
      case 'march':
      case 'playoff-called':
      case 'dropped-out':
      case 'phase-2-started':
        return [];
    }
  }

  function slateLine(slate: readonly number[]): string {
    return t('table.slate.label', {
      list: listOf(
        opts.lang,
        ALL.map((s) => entry('table.slate.marks', s, { count: slate[s] ?? 0 })),
      ),
    });
  }

  function frameLine(frame: readonly number[]): string {
    return t('table.ev.frame', { list: listOf(opts.lang, ALL.map((s) => entry('table.ev.frameEntry', s, { count: frame[s] ?? 0 }))) });
  }

  /** The hint's one-line reason. */
  function hint(r: HintReason): string {
    const v: Values = { card: card(r.card) };
    if ('under' in r) v.under = card(r.under);
    if ('points' in r) v.points = r.points;
    // The trick's points so far, or how many higher cards may still be out: a count, so 0 reads "no points".
    if ('trickPoints' in r) v.count = r.trickPoints;
    if ('higher' in r) v.count = r.higher;
    if ('to' in r) v.to = name(r.to);
    if ('threat' in r) v.threat = name(r.threat);
    return t(`table.hint.${r.code.slice('hint.'.length)}`, v);
  }

  /** Why the analysis names no play as a cost after a march (`marcher` marched in the deal). */
  function analysisMarch(marcher: Seat): string {
    return say('table.analysis.march', marcher, { name: name(marcher) });
  }

  return { events, reason, hint, analysisMarch, slateLine, frameLine, name, names, say, sayList };
}

export type Narrator = ReturnType<typeof narrator>;

/** Why the engine refused the learner's action, in words (an illegal card is explained like the follow-or-trump drill). */
export function refusalLine(t: Phrase, error: GameError, trump: Suit | null, lead: Card | null): string {
  if (error.code !== 'game.illegal-card') return t('table.refused');
  const r = error.reason;
  const c = cardWord(t, error.card);
  if (r.code === 'play.must-follow-or-trump') {
    return t(r.printedLittleMan ? 'follow.reason.play.must-follow-or-trump.printed-little-man' : 'follow.reason.play.must-follow-or-trump', { card: c, suit: t(`card.suit.${r.led}`) });
  }
  if (r.code === 'play.must-play-trump') {
    if (trump && lead && isLittleMan(lead, trump) && error.card[1] === partnerSuit(trump)) {
      return t('follow.reason.play.must-play-trump.partner-suit', { card: c, suit: t(`card.suit.${partnerSuit(trump)}`) });
    }
    return t('follow.reason.play.must-play-trump', { card: c });
  }
  return t('table.refused');
}

/** Who holds a finished trick: its winner, or the player who hauled it. */
export function trickOwnerLine(t: T, n: number, owner: Seat, hauled: boolean, learner: Seat): string {
  const key = hauled ? 'table.trick.hauledBy' : 'table.trick.wonBy';
  return owner === learner ? t(`${key}.you`, { n }) : t(key, { n, name: t(`seat.${owner}`) });
}
