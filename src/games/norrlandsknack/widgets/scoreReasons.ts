/** One sentence per scoring reason of a seat (shared by the score-sheet and Trumfmant drills, without their widgets). */
import type { T } from '../../../i18n/client';
import type { ScoreReason, SeatScore } from '../engine';

/** `name` names the seat (the drills' seat names; the table slate's players' names). */
export function explainReason(t: T, s: SeatScore, r: ScoreReason, name: (seat: number) => string): string {
  const seat = name(s.seat);
  switch (r.code) {
    case 'score.tricks':
      return t('score.why.tricks', {
        seat,
        count: r.tricks,
        before: s.before,
        after: s.before - r.tricks,
      });
    case 'score.limpa-no-trick':
    case 'score.limpa-trumfmant-breach':
      return t(r.capped ? `score.why.${r.code.slice(6)}-capped` : `score.why.${r.code.slice(6)}`, { seat, added: r.added, count: r.added, after: s.after });
    default:
      return t(`score.why.${r.code.slice(6)}`, { seat, after: s.after });
  }
}
