/**
 * The table slate: the scorekeeper for four players at a real table. The table enters each deal's points and tricks
 * (one player's may be left blank and are worked out), the engine scores them through the slate machine, and the
 * slate shows the chalk marks, one line per rule applied, playoffs with their dealer and leader, who deals next, the
 * frame marks and, after the rubber, the settlement. Saved in the browser after every change (a versioned record:
 * a newer one is left untouched, an unreadable one set aside), undo any number of times, export and import as a file.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Messages, T } from '../../../i18n/client';
import { Radios } from '../../../shared/table/Fields';
import { createSlateStore, slateKey } from '../../../shared/slate/store';
import { useHouseRules } from '../../../shared/slate/useSlate';
import { DealerField, EntryFrame, Lines, NamesFields, PlayerSelect, SeatBadges, SetupFrame, errorValues, listOf, seatInput, sharedRefusal } from '../../../shared/slate/parts';
import { ResultSection, SlateIsland, refusalTexts, usePlayers, useSlateIsland, type SetupProps } from '../../../shared/slate/island';
import '../../../shared/table/table.css';
import './table-slate.css';
import { Slate as ChalkSlate } from './Slate';
import { HINDERSCHE_SLATE, awaiting, STAKE_MAX, type SlateAwaiting, type SlateSetup, type SlateState, type SlateStep } from '../engine/slate';
import { DEFAULT_RULES, type Rules } from '../engine/rules';
import type { Seat } from '../engine/types';
import { slateMachine } from '../machines/slate';
import { money, narrator } from '../table/narrate';
import { RULE_SPEC } from '../ruleSpec';

export const SLATE_KEY = slateKey('hindersche');
const STORE = createSlateStore(HINDERSCHE_SLATE, SLATE_KEY);
const SEATS: readonly Seat[] = [0, 1, 2, 3];
/** The narrator tells "you" apart from the others; at a real table nobody is "you". */
const NOBODY = -1 as unknown as Seat;

interface Props {
  lang: string;
  messages: Messages;
  /** The game's name in the page's language (for "this file is not a slate of ..."). */
  gameName?: string;
}

function rulesDiffer(rules: Rules): string[] {
  return Object.keys(DEFAULT_RULES).filter((k) => rules[k as keyof Rules] !== DEFAULT_RULES[k as keyof Rules]);
}

/** Why the engine refused, in words: Hindersche's own reasons here, those every slate shares from the platform. */
function refusalText(t: T, e: { code: string; [k: string]: unknown }, name: (s: Seat) => string, lang: string, gameName: string): string {
  const v = (extra: Record<string, string | number> = {}) => errorValues(e, typeof e.seat === 'number' ? { ...extra, name: name(e.seat as Seat) } : extra);
  switch (e.code) {
    case 'slate.bad-setup':
      return t(`slate.refused.setup.${String(e.field)}`, { max: STAKE_MAX });
    case 'slate.start.frame-total':
    case 'slate.start.frame-split':
      return t(`slate.refused.${e.code}`, v({ count: e.finished as number }));
    case 'slate.start.bad':
    case 'slate.start.game':
    case 'slate.start.phase1-players':
    case 'slate.start.phase1-marks':
    case 'slate.start.players':
    case 'slate.start.in-without-marks':
    case 'slate.start.out-with-marks':
    case 'slate.start.too-few-marks':
    case 'slate.start.too-many-marks':
    case 'slate.start.own-marks':
    case 'slate.start.dealer-out':
      return t(`slate.refused.${e.code}`, v());
    case 'deal.bad-number':
    case 'slate.blanks':
      return t(`slate.refused.${e.code === 'slate.blanks' ? 'blanks' : 'number'}.${String(e.field)}`, v());
    case 'slate.march-claim-wrong':
      return e.actual === null
        ? t('slate.refused.march.none', { name: name(e.claimed as Seat) })
        : t('slate.refused.march.other', { name: name(e.claimed as Seat), actual: name(e.actual as Seat) });
    case 'slate.blank-needs-four':
    case 'deal.tricks-sum':
    case 'deal.points-sum':
    case 'deal.points-sum-range':
    case 'deal.points-without-tricks':
    case 'deal.points-impossible':
    case 'deal.points-not-realisable':
      return t(`slate.refused.${e.code}`, v({ list: listOf(lang, []) }));
    default:
      return sharedRefusal(t, e, gameName) ?? t('slate.refused.other');
  }
}

function Entry({ t, next, names, refusal, onEnter }: { t: T; next: Exclude<SlateAwaiting, { kind: 'over' }>; names: readonly string[]; refusal: string; onEnter: (points: (number | null)[], tricks: (number | null)[], march: Seat | null) => void }) {
  const [points, setPoints] = useState<string[]>(['', '', '', '']);
  const [tricks, setTricks] = useState<string[]>(['', '', '', '']);
  const [march, setMarch] = useState<string>('');
  const first = useRef<HTMLInputElement>(null);
  const key = JSON.stringify(next);
  // A new deal to enter: clear the form. A refused entry keeps what was typed, for correction.
  useEffect(() => {
    setPoints(['', '', '', '']);
    setTricks(['', '', '', '']);
    setMarch('');
  }, [key]);
  const num = (s: string): number | null => (s.trim() === '' ? null : /^\d+$/.test(s.trim()) ? Number(s.trim()) : -1);
  const submit = () =>
    onEnter(
      SEATS.map((s) => (next.players.includes(s) ? num(points[s] ?? '') : 0)),
      SEATS.map((s) => (next.players.includes(s) ? num(tricks[s] ?? '') : 0)),
      march === '' ? null : (Number(march) as Seat),
    );
  return (
    <EntryFrame t={t} title={next.kind === 'playoff' ? t('slate.entry.playoffTitle') : t('slate.entry.title')} hint={next.players.length === 4 ? t('slate.entry.hint4') : t('slate.entry.hint')} refusal={refusal} onEnter={submit}>
      <table class="tslate__inputs">
        <thead>
          <tr>
            <th scope="col">{t('slate.col.player')}</th>
            <th scope="col">{t('slate.col.points')}</th>
            <th scope="col">{t('slate.col.tricks')}</th>
          </tr>
        </thead>
        <tbody>
          {next.players.map((s, i) => (
            <tr key={s} data-seat={s}>
              <th scope="row">{names[s]}</th>
              <td>
                <input
                  ref={i === 0 ? first : undefined}
                  class="tslate__number"
                  inputMode="numeric"
                  pattern="[0-9]*"
                  name={`points-${s}`}
                  aria-label={t('slate.entry.points', { name: names[s] ?? '' })}
                  value={points[s]}
                  onInput={seatInput(points, setPoints, s)}
                />
              </td>
              <td>
                <input
                  class="tslate__number"
                  inputMode="numeric"
                  pattern="[0-9]*"
                  name={`tricks-${s}`}
                  aria-label={t('slate.entry.tricks', { name: names[s] ?? '' })}
                  value={tricks[s]}
                  onInput={seatInput(tricks, setTricks, s)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <label class="tslate__march">
        {t('slate.entry.march')}{' '}
        <PlayerSelect name="march" value={march} none={t('slate.entry.marchNobody')} seats={next.players} names={names} onChange={setMarch} />
      </label>
    </EntryFrame>
  );
}

/** One entry's reasons, with the marks left on the slate. */
function StepLines({ t, step, say }: { t: T; step: SlateStep; say: (step: SlateStep) => string[] }) {
  return <Lines lines={say(step)} extra={stepSum(t, step)} />;
}

function stepSum(t: T, step: SlateStep) {
  return step.status === 'resolved' && !step.gameOver && step.slateAfter.some((x) => x > 0) ? <li class="tslate__lines-sum">{t('slate.lines.marks', { count: step.slateAfter.reduce((a, b) => a + b, 0) })}</li> : null;
}

export default function TableSlate({ lang, messages, gameName = 'Hindersche' }: Props) {
  const { t: base, frame, send, ctx, state, slate, names, resultRef } = useSlateIsland(HINDERSCHE_SLATE, slateMachine, STORE, { lang, messages, noNames: ['', '', '', ''] });
  const t = useMemo<T>(() => (key, values) => (/^seat\.[0-3]$/.test(key) ? (names[Number(key.slice(5))] ?? base(key, values)) : base(key, values)), [base, names.join('\u0000')]);
  const n = useMemo(() => narrator(t, { lang, learner: NOBODY, games: slate?.setup.rules.VP22 ?? 4 }), [t, lang, slate?.setup.rules.VP22]);
  const name = (s: Seat) => names[s] ?? t(`seat.${s}`);
  const houseRules = { ...DEFAULT_RULES, ...(useHouseRules(RULE_SPEC) as Partial<Rules>) };

  const say = (step: SlateStep): string[] => step.reasons.flatMap((r) => n.reason(r));
  const sayRefusal = (e: { code: string }, named: (s: Seat) => string = name) => refusalText(t, e, named, lang, gameName);
  // An entry's refusal stands beside its form (kept for correction); a file's at the top; at the setup, any refusal
  // beside the setup form, with the names as typed there.
  const refused = refusalTexts(state, ctx.refusal, sayRefusal, { filesInSetup: true });

  const playing = (slate: SlateState) => {
    const next = awaiting(slate);
    const lastStep = slate.steps[slate.steps.length - 1] ?? null;
    return (
      <>
        <section class="tslate__board" aria-labelledby="slate-board-title">
          <h2 id="slate-board-title" class="tslate__status">
            {state === 'over' ? t('slate.status.over') : t('slate.status.game', { game: slate.game, games: slate.setup.rules.VP22 })}
            {state === 'playing' && ` · ${slate.phase === 1 ? t('slate.status.phase1') : t('slate.status.phase2')}`}
          </h2>
          <ChalkSlate
            class="tslate__drawing"
            marks={state === 'over' ? [0, 0, 0, 0] : slate.slate}
            frame={slate.frame}
            names={SEATS.map(name)}
            inactive={SEATS.map((s) => state === 'playing' && !slate.active.includes(s))}
            label={t('slate.board.label', {
              list: listOf(
                lang,
                SEATS.map((s) => t('slate.board.entry', { name: name(s), marks: t('slate.marks', { count: state === 'over' ? 0 : (slate.slate[s] ?? 0) }), frame: t('slate.frame', { count: slate.frame[s] ?? 0 }) })),
              ),
            })}
          />
          <table class="tslate__marks">
            <caption class="visually-hidden">{t('slate.board.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('slate.col.player')}</th>
                <th scope="col">{t('slate.col.marks')}</th>
                <th scope="col">{t('slate.col.frame')}</th>
              </tr>
            </thead>
            <tbody>
              {SEATS.map((s) => {
                const out = state === 'playing' && !slate.active.includes(s);
                const marks = state === 'over' ? 0 : (slate.slate[s] ?? 0);
                return (
                  <tr key={s} data-seat={s} class={out ? 'tslate__row--out' : ''}>
                    <th scope="row">
                      {name(s)}
                      <SeatBadges t={t} seat={s} dealer={next.kind !== 'over' ? next.dealer : null} leader={next.kind !== 'over' ? next.leader : null} out={out} />
                    </th>
                    <td data-marks={marks}>{marks}</td>
                    <td data-frame={slate.frame[s] ?? 0}>{slate.frame[s] ?? 0}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {next.kind !== 'over' && (
            <p class="tslate__next" data-next={next.kind}>
              {next.kind === 'playoff'
                ? t(next.repeat ? 'slate.next.playoffAgain' : 'slate.next.playoff', { names: listOf(lang, next.players.map(name)), dealer: name(next.dealer), leader: name(next.leader) })
                : t('slate.next.deal', { dealer: name(next.dealer), leader: name(next.leader) })}
            </p>
          )}
        </section>

        {lastStep && (
          <ResultSection title={t(lastStep.kind === 'playoff' ? 'slate.result.playoff' : 'slate.result.deal')} headingRef={resultRef}>
            <StepLines t={t} step={lastStep} say={say} />
          </ResultSection>
        )}

        {state === 'playing' && next.kind !== 'over' && <Entry t={t} next={next} names={names} refusal={refused.entry} onEnter={(points, tricks, march) => send({ type: 'enter', entry: { points, tricks, march } })} />}

        {state === 'over' && slate.settlement && (
          <section class="tslate__settlement" aria-labelledby="slate-settle-title">
            <h3 id="slate-settle-title">{t('slate.settlement.title', { stake: money(lang, slate.setup.stake) })}</h3>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('slate.col.player')}</th>
                  <th scope="col">{t('slate.col.frame')}</th>
                  <th scope="col">{t('slate.col.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {SEATS.map((s) => (
                  <tr key={s} data-seat={s}>
                    <th scope="row">{name(s)}</th>
                    <td>{slate.frame[s]}</td>
                    <td data-amount={slate.settlement?.[s]}>{money(lang, slate.settlement?.[s] ?? 0, true)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </>
    );
  };

  return (
    <SlateIsland
      {...frame}
      t={t}
      topRefusal={refused.top}
      setup={(form) => <SetupForm t={t} initial={ctx.lastSetup} houseRules={houseRules} refusal={refused.setup} {...form} />}
      playing={playing}
      history={(slate) =>
        slate.steps.map((step) => ({
          head: t(step.kind === 'playoff' ? 'slate.history.playoff' : 'slate.history.deal', {
            game: step.game,
            dealer: name(step.dealer),
            list: listOf(
              lang,
              step.players.map((s) => t('slate.history.entry', { name: name(s), points: step.points[s] ?? 0, tricks: step.tricks[s] ?? 0 })),
            ),
          }),
          lines: say(step),
          extra: stepSum(t, step),
        }))
      }
    />
  );
}

type Where = 'rubber' | 'middle';
const count = (x: string): number => (x.trim() === '' ? 0 : /^\d{1,3}$/.test(x.trim()) ? Number(x.trim()) : -1);

/**
 * The players, where the slate starts and the stake. A refused start (or file) is told beside the buttons, with the
 * names as typed here (no slate has names yet), and the form keeps what was typed.
 */
function SetupForm({ t, initial, houseRules, refusal, onStart, importButton }: SetupProps<SlateSetup, Rules, (name: (s: Seat) => string) => string>) {
  const p = usePlayers(t, initial, { blank: ['', '', '', ''], seatLabel: (s) => t(`slate.setup.seat.${s}`) });
  const { names, dealer } = p;
  const [stake, setStake] = useState<string>(String(initial?.stake ?? 0.5));
  const start = initial?.start;
  const [where, setWhere] = useState<Where>(start ? 'middle' : 'rubber');
  const [game, setGame] = useState<number>(start?.game ?? 1);
  const [phase, setPhase] = useState<1 | 2>(start?.phase ?? 2);
  const [stillIn, setStillIn] = useState<boolean[]>(SEATS.map((s) => (start ? start.active.includes(s) : true)));
  const [marks, setMarks] = useState<string[]>(SEATS.map((s) => (start && (start.slate[s] ?? 0) > 0 ? String(start.slate[s]) : '')));
  const [frame, setFrame] = useState<string[]>(SEATS.map((s) => (start && (start.frame[s] ?? 0) > 0 ? String(start.frame[s]) : '')));
  const differ = rulesDiffer(houseRules);
  const games = houseRules.VP22;
  const inNow = phase === 1 ? [...SEATS] : SEATS.filter((s) => stillIn[s]);
  const submit = () => {
    const value = Number(stake.replace(',', '.'));
    const standing =
      where === 'middle'
        ? { game, frame: frame.map(count), phase, active: inNow, slate: SEATS.map((s) => (inNow.includes(s) ? count(marks[s] ?? '') : 0)) }
        : undefined;
    onStart({ ...p.players(), rules: houseRules, stake: stake.trim() === '' || !Number.isFinite(value) ? -1 : value, start: standing });
  };
  return (
    <SetupFrame t={t} onStart={submit} refusal={refusal(p.label)} importButton={importButton}>
      <NamesFields t={t} names={names} count={4} onChange={p.fields.onNames} seatLabel={(s) => t(`slate.setup.seat.${s}`)} />
      <Radios name="slate-where" legend={t('slate.setup.where')} options={['rubber', 'middle'] as const} value={where} label={(w) => t(`slate.setup.where.${w}`)} onChange={setWhere} />
      {where === 'middle' && (
        <fieldset class="tslate__standing" data-standing>
          <legend>{t('slate.setup.standing')}</legend>
          <p class="tslate__hint">{t('slate.setup.standingHint')}</p>
          <label class="tslate__stake">
            <span>{t('slate.setup.game')}</span>
            <select name="start-game" value={String(game)} onChange={(e) => setGame(Number((e.currentTarget as HTMLSelectElement).value))}>
              {Array.from({ length: games }, (_, i) => i + 1).map((g) => (
                <option key={g} value={String(g)}>
                  {t('slate.setup.gameOption', { game: g, games })}
                </option>
              ))}
            </select>
          </label>
          <Radios name="slate-phase" legend={t('slate.setup.phase')} options={[1, 2] as const} value={phase} label={(p) => t(`slate.setup.phase.${p}`)} onChange={setPhase} />
          <p class="tslate__in-count" aria-live="polite" data-in={inNow.length}>
            {t('slate.setup.stillIn', { count: inNow.length })}
          </p>
          <div class="tslate__players">
            {SEATS.map((s) => (
              <fieldset key={s} class="tslate__player" data-seat={s}>
                <legend>{p.label(s)}</legend>
                {phase === 2 && (
                  <label class="tslate__in">
                    <input type="checkbox" name={`start-in-${s}`} checked={stillIn[s]} onChange={(e) => setStillIn(stillIn.map((x, i) => (i === s ? (e.currentTarget as HTMLInputElement).checked : x)))} />
                    {t('slate.setup.in')}
                  </label>
                )}
                {inNow.includes(s) && (
                  <label class="tslate__count">
                    <span>{t('slate.setup.marks')}</span>
                    <input class="tslate__number" name={`start-marks-${s}`} inputMode="numeric" pattern="[0-9]*" autoComplete="off" value={marks[s]} onInput={seatInput(marks, setMarks, s)} />
                  </label>
                )}
                <label class="tslate__count">
                  <span>{t('slate.setup.frame')}</span>
                  <input class="tslate__number" name={`start-frame-${s}`} inputMode="numeric" pattern="[0-9]*" autoComplete="off" value={frame[s]} onInput={seatInput(frame, setFrame, s)} />
                </label>
              </fieldset>
            ))}
          </div>
        </fieldset>
      )}
      <DealerField t={t} count={4} value={dealer} label={p.label} onChange={p.fields.onDealer} />
      <label class="tslate__stake">
        <span>{t('slate.setup.stake')}</span>
        <input name="stake" inputMode="decimal" value={stake} onInput={(e) => setStake((e.currentTarget as HTMLInputElement).value)} />
      </label>
      <p class="tslate__rules" data-rules-differ={differ.length}>
        {differ.length === 0 ? t('slate.setup.rulesDefault', { games: houseRules.VP22 }) : t('slate.setup.rulesHouse', { list: differ.join(', '), games: houseRules.VP22 })}
      </p>
    </SetupFrame>
  );
}
