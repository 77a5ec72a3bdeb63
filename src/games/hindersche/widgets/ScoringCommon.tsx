/**
 * What the three scoring widgets (phase1-scoring, butzen-scoring, playoff) share: the deal table beside the slate,
 * the cards out of play, choice groups for the answer steps, the step buttons, the answer-by-part feedback, and the
 * translation of the engine's scoring reasons (ScoreReason codes) into sentences. Message keys: `scoring.`.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useId, useRef } from 'preact/hooks';
import type { ScoreReason } from '../engine/scoring';
import type { Seat } from '../engine/types';
import type { PlayedDeal } from '../positions/scoringCore';
import { CardView, seatName, type Phrase } from './common';
import { Slate } from './Slate';
import './scoring.css';
import { useQuizSubheading } from '../../../shared/quiz/heading';

export const ALL_SEATS: readonly Seat[] = [0, 1, 2, 3];

/** Names joined for reading ("Anna, Ben and Carla") in the page language. */
export function nameList(t: Phrase, seats: readonly Seat[], lang: string): string {
  const names = seats.map((s) => seatName(t, s));
  try {
    return new Intl.ListFormat(lang, { type: 'conjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}

export function slateLabel(t: Phrase, marks: readonly number[], active: readonly boolean[], frame: readonly number[], lang: string): string {
  const parts = ALL_SEATS.map((s) => {
    const name = seatName(t, s);
    const base = active[s] === false ? t('scoring.slate.out', { name }) : t('scoring.slate.marks', { name, count: marks[s] ?? 0 });
    const f = frame[s] ?? 0;
    return f > 0 ? `${base} (${t('scoring.slate.frame', { count: f })})` : base;
  });
  let list: string;
  try {
    list = new Intl.ListFormat(lang, { type: 'conjunction' }).format(parts);
  } catch {
    list = parts.join(', ');
  }
  return t('scoring.slate.label', { list });
}

export interface DealViewProps {
  t: Phrase;
  lang: string;
  /** Marks shown on the slate (before the deal while asking, after it in the feedback). */
  marks: readonly number[];
  /** Marks before the deal, shown in the table. */
  before: readonly number[];
  frame?: readonly number[];
  /** Seats in the game before the deal (the table marks the others as out). */
  active: readonly Seat[];
  /** Seats drawn as still in on the slate (default: `active`). */
  slateActive?: readonly Seat[];
  deal: PlayedDeal;
  caption: string;
  /** Slate heading: before or after the deal. */
  slateTitle: string;
  /** Changes with the question: a new question gets a fresh slate, so only the deal's own changes are animated. */
  slateKey?: string;
}

/** The slate beside the table of the deal: marks before, points and tricks per player; and the cards out of play. */
export function DealView({ t, lang, marks, before, frame = [0, 0, 0, 0], active, slateActive = active, deal, caption, slateTitle, slateKey }: DealViewProps) {
  const inGame = ALL_SEATS.map((s) => slateActive.includes(s));
  return (
    <div class="scoring__deal">
      <figure class="scoring__slate">
        <Slate key={slateKey} marks={marks} frame={frame} names={ALL_SEATS.map((s) => seatName(t, s))} inactive={inGame.map((x) => !x)} label={slateLabel(t, marks, inGame, frame, lang)} />
        <figcaption>{slateTitle}</figcaption>
      </figure>
      <div class="scoring__table-wrap">
        <DealTable t={t} deal={deal} before={before} active={active} caption={caption} />
        <OutOfPlay t={t} lang={lang} deal={deal} />
      </div>
    </div>
  );
}

export function DealTable({
  t,
  deal,
  before,
  active,
  caption,
  hideDealer = false,
  onlyPlayers = false,
}: {
  t: Phrase;
  deal: PlayedDeal;
  before?: readonly number[];
  active: readonly Seat[];
  caption: string;
  hideDealer?: boolean;
  /** List only the deal's players (a playoff), not the others as out. */
  onlyPlayers?: boolean;
}) {
  return (
    <table class="scoring__table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('scoring.table.player')}</th>
          {before && <th scope="col">{t('scoring.table.marks')}</th>}
          <th scope="col">{t('scoring.table.points')}</th>
          <th scope="col">{t('scoring.table.tricks')}</th>
        </tr>
      </thead>
      <tbody>
        {(onlyPlayers ? deal.players : ALL_SEATS).map((s) => {
          const inDeal = deal.players.includes(s);
          const out = !active.includes(s);
          return (
            <tr key={s} class={inDeal ? '' : 'scoring__row--out'}>
              <th scope="row">
                {seatName(t, s)}
                {deal.dealer === s && !hideDealer && <span class="badge scoring__badge">{t('scoring.table.dealer')}</span>}
                {out && <span class="scoring__out"> ({t('scoring.table.out')})</span>}
              </th>
              {before && <td>{out ? '–' : before[s]}</td>}
              <td>{inDeal ? deal.points[s] : '–'}</td>
              <td>{inDeal ? deal.tricks[s] : '–'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Trumps, the points in play and (for two or three players) the cards out of play. */
export function OutOfPlay({ t, deal }: { t: Phrase; lang: string; deal: PlayedDeal }) {
  return (
    <div class="scoring__cards">
      <p class="scoring__inplay">
        {t('scoring.trumps', { suit: t(`suit.${deal.trump}`) })} · {t('scoring.inPlay', { points: deal.pointsInPlay })}
      </p>
      {deal.outOfPlay.length > 0 && (
        <details class="scoring__outofplay">
          <summary>{t('scoring.outOfPlay', { count: deal.outOfPlay.length })}</summary>
          <ul class="scoring__cardlist">
            {deal.outOfPlay.map((c) => (
              <li key={c}>
                <CardView t={t} card={c} size="sm" />
              </li>
            ))}
          </ul>
          {!deal.upcardInPlay && <p class="scoring__note">{t('scoring.turnedOut')}</p>}
        </details>
      )}
    </div>
  );
}

export interface Option<V extends string | number> {
  value: V;
  label: string;
}

/** A group of radio chips with a legend; `value` null means nothing chosen yet. */
export function RadioChips<V extends string | number>({
  legend,
  options,
  value,
  onChange,
  choice,
  class: extra,
}: {
  legend: string;
  options: readonly Option<V>[];
  value: V | null;
  onChange: (v: V) => void;
  /** Names the group for tests and styles (data-choice). */
  choice: string;
  class?: string;
}) {
  const name = useId();
  return (
    <fieldset class={`scoring__choice ${extra ?? ''}`} data-choice={choice}>
      <legend>{legend}</legend>
      <div class="scoring__chips">
        {options.map((o) => (
          <label class="chip chip--radio" key={o.value}>
            <input type="radio" name={name} value={String(o.value)} checked={value === o.value} onChange={() => onChange(o.value)} />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A group of checkbox chips with a legend. */
export function CheckChips({
  legend,
  options,
  checked,
  onChange,
  help,
  choice,
}: {
  legend: string;
  options: readonly Option<number>[];
  checked: readonly number[];
  onChange: (v: number, on: boolean) => void;
  help?: string;
  choice: string;
}) {
  return (
    <fieldset class="scoring__choice" data-choice={choice}>
      <legend>{legend}</legend>
      {help && <p class="scoring__help">{help}</p>}
      <div class="scoring__chips">
        {options.map((o) => (
          <label class="chip chip--radio" key={o.value}>
            <input type="checkbox" value={String(o.value)} checked={checked.includes(o.value)} onChange={(e) => onChange(o.value, (e.currentTarget as HTMLInputElement).checked)} />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** One step of an answer: its heading (focused when the step changes), its controls and the Back / Next buttons. */
export function Step({
  t,
  step,
  title,
  children,
  canBack,
  canNext,
  finishes,
  onBack,
  onNext,
}: {
  t: Phrase;
  /** Identifies the step, so focus moves to its heading when it changes. */
  step: string;
  title: string;
  children: ComponentChildren;
  canBack: boolean;
  canNext: boolean;
  finishes: boolean;
  onBack: () => void;
  onNext: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const H = useQuizSubheading();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);
  return (
    <div class="scoring__step" data-step={step}>
      <H class="scoring__step-title" tabIndex={-1} ref={heading}>
        {title}
      </H>
      {children}
      <div class="scoring__nav">
        {canBack && (
          <button type="button" class="button button--quiet" data-action="back" onClick={onBack}>
            {t('scoring.back')}
          </button>
        )}
        <button type="button" class="button" disabled={!canNext} onClick={onNext} data-action={finishes ? 'check' : 'next'}>
          {finishes ? t('scoring.check') : t('scoring.next')}
        </button>
      </div>
    </div>
  );
}

export interface Part {
  label: string;
  ok: boolean;
  /** The learner's answer in words (omitted after "show me"). */
  given?: string;
  expected: string;
}

/** The answer part by part: right or wrong, the learner's answer and the right one. */
export function Parts({ t, parts, revealed }: { t: Phrase; parts: readonly Part[]; revealed: boolean }) {
  return (
    <ul class="scoring__parts">
      {parts.map((p, i) => (
        <li key={i} class={revealed ? '' : p.ok ? 'scoring__part--right' : 'scoring__part--wrong'}>
          <strong>{p.label}</strong>
          {!revealed && <span class="scoring__mark"> – {p.ok ? t('scoring.part.right') : t('scoring.part.wrong')}</span>}: {revealed || p.ok ? p.expected : t('scoring.part.yoursVsRight', { given: p.given ?? '', expected: p.expected })}
        </li>
      ))}
    </ul>
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The engine's reasons in words

/** Sentences for the engine's scoring reasons, in order. */
export function reasonLines(t: Phrase, reasons: readonly ScoreReason[], lang: string): string[] {
  const name = (s: Seat) => seatName(t, s);
  const names = (ss: readonly Seat[]) => nameList(t, ss, lang);
  const lines: string[] = [];
  for (const r of reasons) {
    switch (r.code) {
      case 'march':
        lines.push(t(`scoring.r.march.${r.by}`, { name: name(r.seat), points: r.points }));
        break;
      case 'phase1.rule':
        lines.push(t(`scoring.r.phase1.${r.rule}`));
        break;
      case 'phase2.row':
        lines.push(t(`scoring.r.row.${r.row}.${r.branch}`, { players: r.players, marks: r.marks, excess: r.excess }));
        break;
      case 'phase2.all-equal':
        lines.push(t(`scoring.r.allEqual.${r.option}`, { points: r.points }));
        break;
      case 'phase2.three-marks-no-change':
        lines.push(t('scoring.r.threeMarksNoChange'));
        break;
      case 'mark.erase': {
        const who = name(r.seat);
        if (r.cause === 'march') {
          lines.push(t('scoring.r.erase.march', { name: who, count: r.count }));
          const l = r.limit;
          if (l && l.option === 'A' && l.excess !== null && r.count === l.excess && l.excess < Math.min(2, l.own)) lines.push(t('scoring.r.erase.capExcess', { count: l.excess }));
          else if (l && r.count === l.own && l.own < 2) lines.push(t('scoring.r.erase.capOwn', { name: who }));
        } else lines.push(t(`scoring.r.erase.${r.cause}`, { name: who, points: r.points, places: r.places ?? 1 }));
        break;
      }
      case 'mark.add':
        lines.push(t(`scoring.r.add.${r.cause}`, { name: name(r.seat), points: r.points }));
        break;
      case 'tie.play-off': {
        const d = r.decides;
        const key = d.erase && (d.add || d.mark) ? 'both' : d.erase ? 'erase' : d.add ? 'add' : 'mark';
        lines.push(t(`scoring.r.tie.${key}`, { names: names(r.seats), points: r.points, count: d.erase ?? d.add ?? d.mark ?? 1 }));
        break;
      }
      case 'tie.ignored':
        lines.push(t(`scoring.r.ignored.${r.end}`, { names: names(r.seats), points: r.points }));
        break;
      case 'playoff.called':
        lines.push(t(`scoring.r.called.${r.cause}`, { names: names(r.players), dealer: name(r.dealer), leader: name(r.leader) }));
        break;
      case 'playoff.result': {
        if (r.march) lines.push(t(`scoring.r.result.march.${r.march.by}`, { name: name(r.march.seat) }));
        for (const g of r.repeats) lines.push(t('scoring.r.result.again', { names: names(g) }));
        break;
      }
      case 'dropped-out':
        lines.push(t('scoring.r.droppedOut', { name: name(r.seat) }));
        break;
      case 'phase1.continues':
        lines.push(t('scoring.r.continues', { count: r.marks }));
        break;
      case 'phase1.end':
        lines.push(t('scoring.r.phase1End', { count: r.marks }));
        break;
      case 'shut-out':
        lines.push(t('scoring.r.shutOut', { name: name(r.seat) }));
        break;
      case 'phase2.start':
        lines.push(t('scoring.r.phase2Start', { names: names(r.active) }));
        break;
      case 'game-over':
        if (r.cause === 'last-player-in') lines.push(t('scoring.r.gameOver', { name: name(r.loser), count: r.frameMarks }));
        break;
      case 'next-dealer':
        lines.push(
          r.newGame && r.cause !== 'loser-deals'
            ? t('scoring.r.next.newGame', { name: name(r.seat) })
            : t(`scoring.r.next.${r.cause}`, { name: name(r.seat), from: name(r.from) }),
        );
        break;
    }
  }
  return lines;
}

export function ReasonList({ t, reasons, lang }: { t: Phrase; reasons: readonly ScoreReason[]; lang: string }) {
  return (
    <ul class="scoring__reasons">
      {reasonLines(t, reasons, lang).map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </ul>
  );
}

/** A stable key for a question, so that its answer steps start afresh when the question changes. */
export const questionKey = (seed: number, level: number, position: { target: string; deal: { points: readonly number[]; dealer: number } }) =>
  `${seed}-${level}-${position.target}-${position.deal.dealer}-${position.deal.points.join('.')}`;
