/**
 * Paired strength runs shared by every game's `bot-strength`, `coach-vs-steady` and `steady-vs-random` lines.
 *
 * Design: for each seeded deal, the deal is first played with the opponents' policy in every seat (the baseline
 * table), then once per seat with the measured policy in that seat and the opponents' policy elsewhere. The measured
 * seat's result with the hero in it is paired with the same seat's result at the baseline table, so the luck of the
 * cards cancels out. `x` is the hero's mean result per deal, `y` the baseline's (the other policy in the same seat,
 * same cards), and `ci95` the 95% half-width of the mean per-deal paired difference (deals are the independent units;
 * the seat rotations of one deal are averaged first). `beyondInterval` says whether the measured policy beats the
 * other by more than that half-width (`beats`).
 */
import { r3 } from './measure';

export interface StrengthLine {
  name: string;
  game: string;
  deals: number;
  /** The measured policy's mean result per deal (the Strong player, or Steady in steady-vs-random). */
  strong: number;
  /** The other policy's mean result in the same seats and deals (Steady, or random in steady-vs-random). */
  steady: number;
  better: 'lower' | 'higher';
  /** 95% half-width of the mean paired difference. */
  ci95: number;
  /** x - y. */
  difference: number;
  seconds: number;
  /** Does the measured policy beat the other by more than `ci95` (see `beats`)? */
  beyondInterval: boolean;
  [extra: string]: number | string | boolean;
}

export interface StrengthRun {
  name: string;
  game: string;
  deals: number;
  seats: number;
  better: 'lower' | 'higher';
  /**
   * Plays deal `deal` and returns every seat's result in the game's own currency. `hero` is the seat of the measured
   * policy, or -1 for the baseline table (the opponents' policy in every seat). The same `deal` must give the same
   * cards whatever `hero` is.
   */
  play: (deal: number, hero: number) => readonly number[];
  /** Called after each deal (for progress output). */
  onProgress?: (deal: number) => void;
}

export function pairedStrength(run: StrengthRun): StrengthLine {
  const start = performance.now();
  let sumHero = 0;
  let sumBase = 0;
  const diffs: number[] = [];
  for (let d = 0; d < run.deals; d++) {
    const base = run.play(d, -1);
    let dealDiff = 0;
    for (let s = 0; s < run.seats; s++) {
      const res = run.play(d, s);
      const h = res[s] ?? 0;
      const b = base[s] ?? 0;
      sumHero += h;
      sumBase += b;
      dealDiff += h - b;
    }
    diffs.push(dealDiff / run.seats);
    run.onProgress?.(d);
  }
  const n = Math.max(1, run.deals);
  const meanDiff = diffs.reduce((a, b) => a + b, 0) / n;
  const variance = diffs.reduce((a, b) => a + (b - meanDiff) ** 2, 0) / Math.max(1, n - 1);
  const ci95 = 1.96 * Math.sqrt(variance / n);
  const m = n * run.seats;
  const line = {
    name: run.name,
    game: run.game,
    deals: run.deals,
    strong: r3(sumHero / m),
    steady: r3(sumBase / m),
    better: run.better,
    ci95: r3(ci95),
    difference: r3(meanDiff),
    seconds: r3((performance.now() - start) / 1000),
  };
  return { ...line, beyondInterval: beats(line) };
}

/** Does the measured policy beat the other by more than the 95% half-width? */
export function beats(line: Pick<StrengthLine, 'difference' | 'better' | 'ci95'>): boolean {
  return line.better === 'higher' ? line.difference > line.ci95 : -line.difference > line.ci95;
}

/** A coach player's decisions in a strength run: how many, and how many took the fallback (no advice there). */
export interface CoachTally {
  decisions: number;
  fallbacks: number;
}

/**
 * A bench player that always follows the learner's hint button, searching a fixed number of samples (a game's bench
 * may add its own numbers, e.g. for its bidding).
 */
export interface Coach {
  level: 'coach';
  maxSamples: number;
  /** Counts the coach's decisions and its fallbacks to Steady. */
  tally: CoachTally;
  seed?: number;
}

export function newCoachTally(): CoachTally {
  return { decisions: 0, fallbacks: 0 };
}

/** The coach's choice: its advice, or the fallback policy's choice where the advice gives none (counted in `tally`). */
export function coachChoice<A>(tally: CoachTally, advice: A | null | undefined, fallback: () => A | null): A | null {
  tally.decisions++;
  if (advice !== null && advice !== undefined) return advice;
  tally.fallbacks++;
  return fallback();
}

/** The fields a coach line adds: its sample count and its tally. */
export function coachFields(samples: number, tally: CoachTally): { samples: number; coachDecisions: number; steadyFallbacks: number } {
  return { samples, coachDecisions: tally.decisions, steadyFallbacks: tally.fallbacks };
}
