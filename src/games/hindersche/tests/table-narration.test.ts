/**
 * The table's commentary: every engine event type, every scoring reason and every hint reason, in English, German
 * and Swedish, with the learner ("you") and with a computer player as the subject. No line may show a message key,
 * a placeholder, or the learner's seat name (the learner is always "you").
 */
import { describe, expect, it } from 'vitest';
import { autoplay } from '../bots/bot';
import type { HintReason } from '../bots/hint';
import type { GameEvent, GameState } from '../engine/game';
import { DEFAULT_RULES } from '../engine/rules';
import type { ScoreReason } from '../engine/scoring';
import type { Seat } from '../engine/types';
import { startGame } from '../machines/table';
import { money, narrator, playerName, trickOwnerLine } from '../table/narrate';
import { marcherOf } from '../table/review';
import { createTranslator } from '../../../i18n/client';
import { cardNoun, phrase } from '../../../i18n/phrase';
import { allMessages, LANGUAGES } from '../../../i18n';

const RAW = /\b(table|walk|scoring|card|seat|follow|suit)\.[\w.-]+|\{\{/;

function tr(lang: string) {
  return createTranslator(lang, allMessages(lang as 'en', 'hindersche'));
}

const dealt = (over: Partial<Extract<GameEvent, { type: 'deal-dealt' }>>): GameEvent => ({
  type: 'deal-dealt',
  kind: 'regular',
  phase: 1,
  dealer: 1,
  players: [2, 3, 0, 1],
  leader: 2,
  trump: 'S',
  upcard: '9S',
  upcardLocation: 'dealer_hand',
  upcardHolder: 1,
  outOfPlay: [],
  pointsInPlay: 140,
  ...over,
});

/** One of every event, each with the learner (seat 0) and a computer player where it matters. */
function everyEvent(): GameEvent[] {
  const evs: GameEvent[] = [
    { type: 'game-started', game: 1, dealer: 3 },
    dealt({}),
    dealt({ dealer: 0, leader: 1, players: [1, 2, 3, 0] }),
    dealt({ phase: 2, players: [1, 2, 0], dealer: 0, leader: 1, upcardLocation: 'out_of_play', upcardHolder: null, outOfPlay: Array(9).fill('7H'), pointsInPlay: 118 }),
    dealt({ phase: 2, players: [1, 2, 3], upcardLocation: 'dealer_hand', upcardHolder: 1, outOfPlay: Array(9).fill('7H'), pointsInPlay: 120 }),
    dealt({ kind: 'playoff', players: [0, 2], dealer: 2, leader: 0, upcardLocation: 'out_of_play', upcardHolder: null, outOfPlay: Array(18).fill('7H'), pointsInPlay: 80 }),
    dealt({ kind: 'playoff', players: [1, 3], dealer: 1, leader: 3 }),
  ];
  for (const seat of [0, 2] as Seat[]) {
    evs.push(
      { type: 'huebscher-requested', seat },
      { type: 'huebscher-answered', seat, agree: true },
      { type: 'huebscher-answered', seat, agree: false },
      { type: 'huebscher-accepted', dealer: seat },
      { type: 'huebscher-refused', by: [seat] },
      { type: 'card-played', seat, card: 'AH', trick: 1, reason: { code: 'play.lead' } },
      { type: 'card-played', seat, card: 'KH', trick: 1, reason: { code: 'play.follows-suit', led: 'H' } },
      { type: 'card-played', seat, card: 'JS', trick: 1, reason: { code: 'play.follows-suit', led: 'trump' } },
      { type: 'card-played', seat, card: 'JC', trick: 1, reason: { code: 'play.trumps', led: 'H', littleMan: true } },
      { type: 'card-played', seat, card: '7S', trick: 1, reason: { code: 'play.void', led: 'H' } },
      { type: 'card-played', seat, card: '7D', trick: 1, reason: { code: 'play.void', led: 'H' } },
      { type: 'card-played', seat, card: '7D', trick: 1, reason: { code: 'play.void', led: 'trump' } },
      { type: 'trick-won', trick: 2, winner: seat, card: 'JS', reason: { code: 'trick.highest-trump', card: 'JS' }, beaten: [], points: 25 },
      { type: 'trick-won', trick: 3, winner: seat, card: 'AH', reason: { code: 'trick.highest-of-led-suit', led: 'H', card: 'AH' }, beaten: [], points: 1 },
      { type: 'haul-stands', trick: 4, by: seat },
      { type: 'march', seat },
      { type: 'dropped-out', seats: [seat] },
    );
  }
  evs.push(
    { type: 'trick-hauled', trick: 4, by: 0, rightfulWinner: 1 },
    { type: 'trick-hauled', trick: 5, by: 1, rightfulWinner: 0 },
    { type: 'trick-hauled', trick: 9, by: 1, rightfulWinner: 2 },
    { type: 'haul-objected', trick: 4, by: 0, owner: 1 },
    { type: 'haul-objected', trick: 5, by: 1, owner: 0 },
    { type: 'haul-objected', trick: 6, by: 1, owner: 2 },
    { type: 'deal-finished', kind: 'regular', points: [30, 40, 35, 35], tricks: [2, 3, 2, 2] },
    { type: 'deal-finished', kind: 'playoff', points: [30, 0, 50, 0], tricks: [4, 0, 5, 0] },
    { type: 'deal-scored', status: 'resolved', reasons: everyReason() },
    { type: 'playoff-called', players: [0, 1], decides: { mark: 1 }, dealer: 0, leader: 1 },
    { type: 'marks-changed', erased: [0, 1, 0, 0], added: [1, 0, 0, 0], slate: [2, 1, 0, 1] },
    { type: 'phase-2-started', active: [0, 1, 3] },
    { type: 'game-over', game: 1, loser: 0, frameMarksAdded: [1, 0, 0, 0], frame: [1, 0, 0, 0] },
    { type: 'game-over', game: 2, loser: 3, frameMarksAdded: [0, 0, 0, 2], frame: [1, 0, 0, 2] },
    { type: 'rubber-over', frame: [1, 0, 0, 3], tariff: 0.5, settlement: [0, 2, 2, -4] },
  );
  return evs;
}

/** One of every scoring reason, with the learner and without. */
function everyReason(): ScoreReason[] {
  const rs: ScoreReason[] = [
    { code: 'phase1.rule', rule: 'march' },
    { code: 'phase1.rule', rule: 'all-35' },
    { code: 'phase1.rule', rule: 'most-points' },
    { code: 'phase2.all-equal', option: 'A', points: 40 },
    { code: 'phase2.all-equal', option: 'B', points: 40 },
    { code: 'phase2.three-marks-no-change' },
    { code: 'phase1.continues', marks: 1 },
    { code: 'phase1.continues', marks: 3 },
    { code: 'phase1.end', marks: 5, excess: 1 },
  ];
  for (const row of ['R1', 'R2', 'R3', 'R4'] as const) for (const branch of ['march', 'ranked', 'all-equal'] as const) rs.push({ code: 'phase2.row', row, branch, players: 3, marks: 5, excess: 1 });
  for (const seat of [0, 3] as Seat[]) {
    rs.push(
      { code: 'march', seat, by: 'points', points: 104, tricks: 7 },
      { code: 'march', seat, by: 'all-tricks', points: 60, tricks: 9 },
      { code: 'mark.erase', seat, count: 2, cause: 'march', points: 110, limit: { own: 2, excess: null, option: null } },
      { code: 'mark.erase', seat, count: 1, cause: 'march', points: 110, limit: { own: 3, excess: 1, option: 'A' } },
      { code: 'mark.erase', seat, count: 1, cause: 'march', points: 110, limit: { own: 1, excess: 2, option: 'A' } },
      { code: 'mark.erase', seat, count: 1, cause: 'fewest', points: 10 },
      { code: 'mark.erase', seat, count: 1, cause: 'lowest-places', points: 10, places: 2 },
      { code: 'mark.erase', seat, count: 1, cause: 'playoff-winner', points: 10 },
      { code: 'dropped-out', seat },
      { code: 'shut-out', seat, option: 'exactly-one-holder' },
      { code: 'game-over', loser: seat, frameMarks: 1, cause: 'last-player-in', marks: 2 },
      { code: 'game-over', loser: seat, frameMarks: 2, cause: 'shut-out', marks: 4 },
    );
    for (const cause of ['phase1-march', 'phase1-all-35', 'phase1-most', 'march-by-other', 'most', 'playoff-loser'] as const) rs.push({ code: 'mark.add', seat, count: 1, cause, points: 50 });
    for (const cause of ['rotation', 'left-of-playoff-dealer', 'loser-deals'] as const) {
      rs.push({ code: 'next-dealer', seat, cause, from: 2, skipped: [], newGame: false });
      rs.push({ code: 'next-dealer', seat, cause, from: 2, skipped: [], newGame: true });
    }
  }
  for (const cause of ['rotation', 'left-of-playoff-dealer'] as const) rs.push({ code: 'next-dealer', seat: 1, cause, from: 0, skipped: [], newGame: false });
  for (const seats of [
    [0, 2],
    [1, 2],
    [0, 1, 3],
  ] as Seat[][]) {
    for (const decides of [{ mark: 1 }, { add: 1 }, { erase: 1 }, { erase: 2 }, { erase: 1, add: 1 }]) rs.push({ code: 'tie.play-off', seats, points: 30, decides });
    for (const end of ['fewest', 'most', 'inside-places'] as const) rs.push({ code: 'tie.ignored', seats, points: 30, end });
    for (const cause of ['tie', 'all-equal', 'repeat', 'pointless'] as const) {
      rs.push({ code: 'playoff.called', players: seats, decides: { mark: 1 }, dealer: seats[0] as Seat, leader: seats[1] as Seat, cause, seatedFrom: 3 });
      rs.push({ code: 'playoff.called', players: seats, decides: { mark: 1 }, dealer: seats[1] as Seat, leader: seats[0] as Seat, cause, seatedFrom: 3 });
    }
    rs.push({ code: 'phase2.start', active: seats });
    rs.push({ code: 'playoff.result', index: 0, players: seats, ranking: [seats], march: { seat: seats[0] as Seat, by: 'points' }, winners: seats.slice(0, 2), losers: seats.slice(-1), decides: { mark: 1 }, repeats: [seats] });
    rs.push({ code: 'playoff.result', index: 0, players: seats, ranking: [seats], march: { seat: seats[1] as Seat, by: 'all-tricks' }, winners: seats.slice(0, 1), losers: seats.slice(0, 1), decides: { mark: 1 }, repeats: [] });
  }
  return rs;
}

const HINTS: HintReason[] = [
  { code: 'hint.only-card', card: 'AS' },
  { code: 'hint.shed-highest-loser', card: 'QH', under: 'KH' },
  { code: 'hint.duck-under', card: '7H', under: 'KH' },
  { code: 'hint.dump-points', card: 'TD', points: 10, to: 2 },
  { code: 'hint.discard-danger', card: '7D', to: 1, higher: 0 },
  { code: 'hint.discard-danger', card: '8D', to: 1, higher: 1 },
  { code: 'hint.discard-low', card: '6D', to: 3 },
  { code: 'hint.underplay-trump', card: '7S', under: 'AS' },
  { code: 'hint.dump-high-trump', card: 'AS', trickPoints: 0 },
  { code: 'hint.dump-high-trump', card: 'AS', trickPoints: 10 },
  { code: 'hint.dump-trump', card: '8S', trickPoints: 0 },
  { code: 'hint.dump-trump', card: '8S', trickPoints: 4 },
  { code: 'hint.take-cheap-trick', card: 'AH', trickPoints: 3 },
  { code: 'hint.take-cheap-trick', card: 'AH', trickPoints: 0 },
  { code: 'hint.win-low', card: '9S' },
  { code: 'hint.stop-march', card: 'KS', threat: 1 },
  { code: 'hint.go-for-march', card: 'JS' },
  { code: 'hint.lead-low', card: '6C' },
  { code: 'hint.lead-middling', card: '9C' },
  { code: 'hint.lead-high', card: 'AC' },
  { code: 'hint.lead-top', card: '7C' },
];

/** What a trick holding no points is called, per language (never "only 0 points"). */
const NO_POINTS: Record<string, RegExp> = { en: /^This trick holds no points:/, de: /^In diesem Stich liegen keine Augen:/, sv: /^Sticket innehåller inga ögon:/ };
/** The word "high" of a reason, per language: for a trump below the queen, or a discarded 9 or lower, never said. */
const HIGH: Record<string, RegExp> = { en: /\bhigh (trump|card)\b/, de: /\bhohe[nr]? (Trumpf|Karte)\b/, sv: /\bhög(t)? (trumf|kort)\b/ };

describe('table commentary', () => {
  for (const lang of LANGUAGES) {
    const t = tr(lang);
    const learnerSeatName = t('seat.0');
    const n = narrator(t, { lang, learner: 0, detail: 'full', games: 4, lastTrickObjections: 'until-scoring' });

    it(`${lang}: tells every event type, and the learner is always "you"`, () => {
      const evs = everyEvent();
      const told = n.events(evs);
      expect(told).toHaveLength(evs.length);
      const silent = new Set(['march', 'playoff-called', 'dropped-out', 'phase-2-started']);
      for (const e of told) {
        if (silent.has(e.type)) expect(e.lines, e.type).toEqual([]);
        else expect(e.lines.length, e.type).toBeGreaterThan(0);
        for (const line of e.lines) {
          expect(line, `${e.type}: ${line}`).not.toMatch(RAW);
          expect(line, `${e.type}: ${line}`).not.toContain(learnerSeatName);
          expect(line.trim()).not.toBe('');
        }
      }
      // Each type of event is covered.
      const types = new Set(told.map((e) => e.type));
      for (const type of [
        'game-started', 'deal-dealt', 'huebscher-requested', 'huebscher-answered', 'huebscher-accepted', 'huebscher-refused', 'card-played', 'trick-won',
        'trick-hauled', 'haul-objected', 'haul-stands', 'deal-finished', 'march', 'deal-scored', 'playoff-called', 'marks-changed', 'dropped-out',
        'phase-2-started', 'game-over', 'rubber-over',
      ] as GameEvent['type'][]) expect(types.has(type), type).toBe(true);
    });

    it(`${lang}: tells every scoring reason, with and without the learner`, () => {
      for (const r of everyReason()) {
        const lines = n.reason(r);
        if (!(r.code === 'game-over' && r.cause === 'shut-out')) expect(lines.length, r.code).toBeGreaterThan(0);
        for (const line of lines) {
          expect(line, `${r.code}: ${line}`).not.toMatch(RAW);
          expect(line, `${r.code}: ${line}`).not.toContain(learnerSeatName);
        }
      }
    });

    it(`${lang}: uses second-person sentences for the learner and names for the others`, () => {
      const you = n.events([{ type: 'card-played', seat: 0, card: 'AH', trick: 1, reason: { code: 'play.lead' } }])[0]?.lines[0];
      const ben = n.events([{ type: 'card-played', seat: 1, card: 'AH', trick: 1, reason: { code: 'play.lead' } }])[0]?.lines[0];
      expect(you).toContain(t('table.you'));
      expect(ben).toContain(t('seat.1'));
      expect(you).toBe(phrase(t, lang)('table.you.walk.play.lead', { card: cardNoun(t, lang, 'AH') }));
      expect(playerName(t, 0, 0)).toBe(t('table.you'));
      expect(trickOwnerLine(t, 3, 0, false, 0)).not.toMatch(RAW);
      expect(trickOwnerLine(t, 3, 2, true, 0)).toContain(t('seat.2'));
      expect(money(lang, -4, true)).toMatch(/4/);
    });

    it(`${lang}: gives a one-line reason for every hint`, () => {
      for (const h of HINTS) {
        const line = n.hint(h);
        expect(line, h.code).not.toMatch(RAW);
        expect(line.length).toBeGreaterThan(10);
      }
    });

    it(`${lang}: inside a list the learner is "you" in lower case, as mid-sentence`, () => {
      const you = { en: 'you', de: 'du', sv: 'du' }[lang] as string;
      const slate = n.slateLine([1, 0, 2, 0]);
      const frame = n.frameLine([0, 1, 0, 0]);
      for (const line of [slate, frame]) {
        expect(line).toMatch(new RegExp(`: ${you} \\d`));
        expect(line).not.toContain(t('table.you'));
      }
    });

    it(`${lang}: after a march the review says why no play is named as a cost`, () => {
      const you = n.analysisMarch(0);
      expect(you).toMatch({ en: /^You made a march/, de: /^Du hast einen Durchmarsch/, sv: /^Du gjorde genommarsch/ }[lang] as RegExp);
      const other = n.analysisMarch(2);
      expect(other.startsWith(t('seat.2'))).toBe(true);
      for (const line of [you, other]) expect(line).not.toMatch(RAW);
    });

    it(`${lang}: a trick with no points says so in words, and "high" is said only of a high card`, () => {
      for (const h of HINTS.filter((x) => 'trickPoints' in x)) {
        const line = n.hint(h);
        if ('trickPoints' in h && h.trickPoints === 0) expect(line, h.code).toMatch(NO_POINTS[lang] as RegExp);
        else expect(line, h.code).toContain(String('trickPoints' in h ? h.trickPoints : ''));
        expect(line, h.code).not.toMatch(/\b0\b/);
      }
      expect(n.hint({ code: 'hint.dump-high-trump', card: 'JS', trickPoints: 0 })).toMatch(HIGH[lang] as RegExp);
      for (const h of HINTS.filter((x) => x.code === 'hint.dump-trump' || x.code === 'hint.discard-danger' || x.code === 'hint.lead-top')) {
        expect(n.hint(h), h.code).not.toMatch(HIGH[lang] as RegExp);
      }
    });

    it(`${lang}: tells only the new scoring reasons after a playoff, and the short commentary names each card`, () => {
      const first: ScoreReason[] = [{ code: 'phase1.rule', rule: 'most-points' }, { code: 'tie.play-off', seats: [1, 2], points: 40, decides: { mark: 1 } }];
      const log: GameEvent[] = [
        { type: 'deal-scored', status: 'playoff-needed', reasons: first },
        dealt({ kind: 'playoff', players: [1, 2] }),
        { type: 'deal-scored', status: 'resolved', reasons: [...first, { code: 'mark.add', seat: 1, count: 1, cause: 'playoff-loser', points: 40 }] },
      ];
      const told = n.events(log, 2);
      expect(told).toHaveLength(1);
      expect(told[0]?.lines).toEqual(n.reason({ code: 'mark.add', seat: 1, count: 1, cause: 'playoff-loser', points: 40 }));
      const short = narrator(t, { lang, learner: 0, detail: 'short', games: 4 });
      const line = short.events([{ type: 'card-played', seat: 2, card: 'KH', trick: 1, reason: { code: 'play.follows-suit', led: 'H' } }])[0]?.lines;
      expect(line).toHaveLength(1);
      expect(line?.[0]).not.toMatch(RAW);
    });
  }

  it('tells a whole rubber played by the bots in every language, without a raw key', { timeout: 120_000 }, () => {
    const g = startGame({ seed: 4242, schleipfen: false, tariff: 1 }, { ...DEFAULT_RULES }) as GameState;
    const cfg = { level: 'steady' as const };
    const end = autoplay(g, [null, cfg, cfg, cfg].map((c, i) => (i === 0 ? cfg : c)));
    expect(end.stage).toBe('rubber-over');
    for (const lang of LANGUAGES) {
      const t = tr(lang);
      const n = narrator(t, { lang, learner: 0, detail: 'full', games: 4 });
      const lines = n.events(end.log).flatMap((e) => e.lines);
      expect(lines.length).toBeGreaterThan(end.log.length);
      for (const line of lines) expect(line).not.toMatch(RAW);
    }
  });
});

describe('the march of the deal last scored (the review names no cost after one)', () => {
  const march: ScoreReason = { code: 'march', seat: 1, by: 'all-tricks', points: 53, tricks: 9 };
  const scored = (reasons: ScoreReason[]): GameEvent => ({ type: 'deal-scored', status: 'resolved', reasons });
  const of = (log: GameEvent[]) => marcherOf({ log } as unknown as GameState);
  it('is the marcher of the last scored deal, none without a march, none once the next deal is dealt', () => {
    expect(of([dealt({}), scored([march, { code: 'phase1.rule', rule: 'march' }])])).toBe(1);
    expect(of([dealt({}), scored([march]), dealt({}), scored([{ code: 'phase1.rule', rule: 'most-points' }])])).toBeNull();
    expect(of([dealt({}), scored([march]), dealt({})])).toBeNull();
    expect(of([])).toBeNull();
  });
});
