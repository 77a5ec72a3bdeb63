/**
 * The review schedule across every game, computed with the FSRS spaced-repetition algorithm (ts-fsrs) from the
 * dated answers that progress keeps. Nothing of the schedule is stored: it is derived from the answers each time,
 * so a better scheduler never needs a migration.
 *
 * Two kinds of work are scheduled:
 * - missed questions (the review queue of each game, with questions answered only after a hint): each question's
 *   answers replayed through FSRS with its short-term learning steps (ts-fsrs's own: a fresh miss is due again
 *   within minutes, so it comes back in the same sitting);
 * - fading skills: a skill the learner has practised, whose answers replayed through FSRS say it is due again
 *   (its retrievability has fallen), practised with a fresh question of a drill that trains it. Skills are
 *   scheduled by ts-fsrs's long-term scheduler (no learning steps: the steps are the drill session itself), so a
 *   skill practised today is never due again the same day.
 */
import { createEmptyCard, fsrs, generatorParameters, Rating, type Card, type Grade } from 'ts-fsrs';
import { endOfDay } from './day';
import { gameProgress, HELPED, RIGHT, type Progress, type Stamp } from './saved';

const questions = fsrs(generatorParameters({ enable_fuzz: false, enable_short_term: true }));
const skills = fsrs(generatorParameters({ enable_fuzz: false, enable_short_term: false }));

const grade = (outcome: Stamp[1]): Grade => (outcome === RIGHT ? Rating.Good : outcome === HELPED ? Rating.Hard : Rating.Again) as Grade;

/**
 * The FSRS card after replaying a history of answers (right = Good, helped = Hard, wrong = Again); null for no
 * answers. `kind` picks the scheduler: a question's (with learning steps) or a skill's (long-term).
 */
export function replay(history: readonly Stamp[] | undefined, kind: 'question' | 'skill' = 'question'): Card | null {
  if (!history || history.length === 0) return null;
  const scheduler = kind === 'skill' ? skills : questions;
  const first = history[0] as Stamp;
  let card = createEmptyCard(new Date(first[0]));
  let last = first[0];
  for (const [t, outcome] of history) {
    // Answers out of order (clocks of two devices) are taken as happening at the latest time seen.
    const at = Math.max(t, last);
    last = at;
    card = scheduler.next(card, new Date(at), grade(outcome)).card;
  }
  return card;
}

export interface DueQuestion {
  kind: 'question';
  game: string;
  drill: string;
  skill: string;
  seed: number;
  level: number;
  misses: number;
  helped: number;
  due: number;
}

export interface DueSkill {
  kind: 'skill';
  game: string;
  skill: string;
  due: number;
}

export type DueItem = DueQuestion | DueSkill;

/** A question or skill the learner has not answered yet is never scheduled; lesson checks are not skills. */
const isSkillKey = (k: string) => !k.startsWith('lesson-');

/**
 * Everything scheduled, across the given games, soonest first. `drillFor(game, skill)` says whether a skill has a
 * drill to practise it with (skills without one are not listed).
 */
export function schedule(progress: Progress, games: readonly string[], drillFor: (game: string, skill: string) => string | undefined): DueItem[] {
  const items: DueItem[] = [];
  for (const game of games) {
    const g = gameProgress(progress, game);
    for (const r of g.review) {
      const card = replay(r.history);
      items.push({ kind: 'question', game, drill: r.drill, skill: r.skill, seed: r.seed, level: r.level, misses: r.misses, helped: r.helped ?? 0, due: card ? card.due.getTime() : 0 });
    }
    for (const [skill, s] of Object.entries(g.skills)) {
      if (!isSkillKey(skill) || !drillFor(game, skill)) continue;
      const card = replay(s.history, 'skill');
      if (!card) continue;
      items.push({ kind: 'skill', game, skill, due: card.due.getTime() });
    }
  }
  return items.sort((a, b) => a.due - b.due || (a.kind === b.kind ? 0 : a.kind === 'question' ? -1 : 1));
}

/** The items due at `now` and the next ones to come. */
export function dueNow(items: readonly DueItem[], now: number): { due: DueItem[]; later: DueItem[] } {
  return { due: items.filter((i) => i.due <= now), later: items.filter((i) => i.due > now) };
}

/** The items that come up tomorrow (local time), not counting those due today. */
export function dueTomorrow(items: readonly DueItem[], now: number): DueItem[] {
  const today = endOfDay(now);
  const tomorrow = endOfDay(today + 1);
  return items.filter((i) => i.due > today && i.due <= tomorrow);
}

export { dayOf, endOfDay } from './day';
