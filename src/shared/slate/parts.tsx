/**
 * The page parts every game's slate shares (Preact; strings from the platform's `slate.` keys, which a game may
 * override in its own namespace): the notices at the top, the players and the first dealer, the actions row (undo,
 * export, import, new with a confirmation), the history with each entry's reasons, a figure with its reason one tap
 * away, and the words for the refusals every slate shares. Class names `tslate__*` are styled by slate.css.
 */
import { useRef, useState } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import type { T, Values } from '../../i18n/client';
import { Radios } from '../table/Fields';
import { FILE_MAX, NAME_MAX, PLAYERS_MAX, PLAYERS_MIN } from './engine';
import type { SlateNotice } from './machine';
import './slate.css';

/** A list in the page's language ("Anna, Bert and Cilli"). */
export function listOf(lang: string, items: readonly string[]): string {
  try {
    return new Intl.ListFormat(lang, { type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}

/** The notice (role status) and the refusal told at the top of the slate (role alert); both hidden when empty. */
export function SlateNotices({ t, notice, refusal }: { t: T; notice: SlateNotice; refusal: string }) {
  return (
    <>
      <p class="tslate__notice" role="status">
        {notice ? t(notice) : ''}
      </p>
      <p class="tslate__refusal" role="alert">
        {refusal}
      </p>
    </>
  );
}

/** A refusal beside a form (an entry's, a setup's): kept with what was typed. */
export function Refusal({ text }: { text: string }) {
  return (
    <p class="tslate__refusal" role="alert">
      {text}
    </p>
  );
}

/** Names of `count` players (inputs `name-0`...), in the order the deal passes round the table. */
export function NamesFields({ t, names, count, onChange, seatLabel }: { t: T; names: readonly string[]; count: number; onChange: (names: string[]) => void; seatLabel?: (i: number) => string }) {
  const label = seatLabel ?? ((i: number) => t('slate.setup.seat', { n: i + 1 }));
  return (
    <fieldset class="gt-field">
      <legend>{t('slate.setup.names')}</legend>
      {Array.from({ length: count }, (_, i) => (
        <label key={i} class="tslate__name">
          <span>{label(i)}</span>
          <input
            name={`name-${i}`}
            maxLength={NAME_MAX}
            autoComplete="off"
            value={names[i] ?? ''}
            onInput={(e) => onChange(Array.from({ length: Math.max(count, names.length) }, (_, j) => (j === i ? (e.currentTarget as HTMLInputElement).value : (names[j] ?? ''))))}
          />
        </label>
      ))}
    </fieldset>
  );
}

/** How many players sit at the table (radios `slate-players`; nothing when the game has one count). */
export function PlayerCountField({ t, min = PLAYERS_MIN, max = PLAYERS_MAX, value, onChange }: { t: T; min?: number; max?: number; value: number; onChange: (n: number) => void }) {
  const options = Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => min + i);
  if (options.length < 2) return null;
  return <Radios name="slate-players" legend={t('slate.setup.players')} options={options} value={value} label={(n) => t('slate.setup.playersCount', { count: n })} onChange={onChange} />;
}

/** Who deals first (radios `slate-dealer`, by seat). */
export function DealerField({ t, count, value, label, onChange }: { t: T; count: number; value: number; label: (i: number) => string; onChange: (i: number) => void }) {
  const seats = Array.from({ length: count }, (_, i) => i);
  return <Radios name="slate-dealer" legend={t('slate.setup.dealer')} options={seats} value={Math.min(value, count - 1)} label={label} onChange={onChange} />;
}

/**
 * The players of a new slate: their count (when the game allows several), their names and the first dealer.
 * `names` may be longer than `count`: names typed for seats no longer at the table are kept should the count grow.
 */
export function PlayersForm(props: { t: T; min: number; max: number; names: readonly string[]; count: number; dealer: number; onNames: (n: string[]) => void; onCount: (n: number) => void; onDealer: (d: number) => void; seatLabel?: (i: number) => string }) {
  const { t, names, count } = props;
  const label = (i: number) => names[i]?.trim() || (props.seatLabel ? props.seatLabel(i) : t('slate.setup.seat', { n: i + 1 }));
  return (
    <>
      <PlayerCountField t={t} min={props.min} max={props.max} value={count} onChange={props.onCount} />
      <NamesFields t={t} names={names} count={count} onChange={props.onNames} seatLabel={props.seatLabel} />
      <DealerField t={t} count={count} value={props.dealer} label={label} onChange={props.onDealer} />
    </>
  );
}

/**
 * The setup form's frame: the title and intro, the game's fields, the refusal beside them (kept with what was typed),
 * then start and import. `onStart` runs on submit (the page is not reloaded).
 */
export function SetupFrame({ t, onStart, refusal, importButton, children, titleId = 'slate-setup-title', noValidate }: { t: T; onStart: () => void; refusal: string; importButton: ComponentChildren; children: ComponentChildren; titleId?: string; noValidate?: boolean }) {
  return (
    <form
      class="tslate__setup"
      onSubmit={(ev) => {
        ev.preventDefault();
        onStart();
      }}
      aria-labelledby={titleId}
      noValidate={noValidate}
    >
      <h2 id={titleId}>{t('slate.setup.title')}</h2>
      <p>{t('slate.setup.intro')}</p>
      {children}
      <Refusal text={refusal} />
      <div class="tslate__actions">
        <button type="submit" class="button" data-primary>
          {t('slate.setup.start')}
        </button>
        {importButton}
      </div>
    </form>
  );
}

/** The house rules that differ from the game's defaults, as the setup shows them (`same`: the line when none do). */
export function RulesNote({ differ, same, house }: { differ: readonly string[]; same: string; house: string }) {
  return (
    <div class="tslate__rules" data-rules-differ={differ.length}>
      {differ.length === 0 ? (
        <p>{same}</p>
      ) : (
        <>
          <p>{house}</p>
          <ul>
            {differ.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * The entry form's frame: the deal's title and a hint, the game's fields, the refusal beside them (what was typed is
 * kept for correction) and the button that scores it (`submit`: its label, "Score" by default).
 */
export function EntryFrame({ t, title, hint, refusal, onEnter, submit, noValidate, children }: { t: T; title: string; hint: string; refusal: string; onEnter: () => void; submit?: string; noValidate?: boolean; children: ComponentChildren }) {
  return (
    <form
      class="tslate__entry"
      onSubmit={(ev) => {
        ev.preventDefault();
        onEnter();
      }}
      aria-labelledby="slate-entry-title"
      data-question
      noValidate={noValidate}
    >
      <h3 id="slate-entry-title">{title}</h3>
      <p class="tslate__hint">{hint}</p>
      {children}
      <Refusal text={refusal} />
      <button type="submit" class="button tslate__score" data-primary>
        {submit ?? t('slate.entry.score')}
      </button>
    </form>
  );
}

/** One text field per seat (a count, a score...): `values[seat]` as typed, `onChange` the list with that seat's changed. */
export function seatInput(values: readonly string[], onChange: (values: string[]) => void, seat: number) {
  return (ev: Event) => onChange(values.map((x, i) => (i === seat ? (ev.currentTarget as HTMLInputElement | HTMLSelectElement).value : x)));
}

/** A choice of one of `seats` by name (`none`: the first option, the value ''); `onChange` gets the seat as text. */
export function PlayerSelect({ name, value, none, seats, names, onChange }: { name: string; value: string; none: string; seats: readonly number[]; names: readonly string[]; onChange: (value: string) => void }) {
  return (
    <select name={name} value={value} onChange={(e) => onChange((e.currentTarget as HTMLSelectElement).value)}>
      <option value="">{none}</option>
      {seats.map((s) => (
        <option key={s} value={String(s)}>
          {names[s]}
        </option>
      ))}
    </select>
  );
}

/** Who deals and who leads next, and who is out, beside a player's name. */
export function SeatBadges({ t, seat, dealer, leader, out }: { t: T; seat: number; dealer?: number | null; leader?: number | null; out?: boolean }) {
  return (
    <>
      {dealer === seat && <span class="badge">{t('slate.badge.deals')}</span>}
      {leader === seat && <span class="badge badge--quiet">{t('slate.badge.leads')}</span>}
      {out && <span class="tslate__out">{t('slate.badge.out')}</span>}
    </>
  );
}

/** Downloads a slate file. */
export function downloadText(name: string, text: string): void {
  const blob = new Blob([text], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  a.click();
  URL.revokeObjectURL(a.href);
}

/** The import button: a file chooser that hands over the file's text (or says it was too big to read). */
export function ImportButton({ t, onImport }: { t: T; onImport: (text: string, tooBig: boolean) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const tooBig = file.size > FILE_MAX;
    onImport(tooBig ? '' : await file.text(), tooBig);
    if (ref.current) ref.current.value = '';
  };
  return (
    <label class="button button--quiet tslate__import">
      {t('slate.import')}
      <input ref={ref} type="file" accept="application/json,.json" class="visually-hidden" onChange={(e) => pick((e.currentTarget as HTMLInputElement).files?.[0])} />
    </label>
  );
}

/** Undo, export, import and "new" (asked again before the slate is wiped). */
export function SlateActions({ t, entries, canUndo, onUndo, onExport, importButton, onNew }: { t: T; entries: number; canUndo: boolean; onUndo: () => void; onExport: () => void; importButton: ComponentChildren; onNew: () => void }) {
  const [confirm, setConfirm] = useState(false);
  return (
    <div class="tslate__actions">
      <button type="button" class="button button--quiet" data-action="undo" disabled={!canUndo} onClick={onUndo}>
        {entries === 0 ? t('slate.undoSetup') : t('slate.undo')}
      </button>
      <button type="button" class="button button--quiet" data-action="export" onClick={onExport}>
        {t('slate.export')}
      </button>
      {importButton}
      {confirm ? (
        <span class="tslate__confirm" role="group" aria-label={t('slate.new.confirm')}>
          <span>{t('slate.new.confirm')}</span>{' '}
          <button
            type="button"
            class="button"
            data-action="new-confirm"
            onClick={() => {
              setConfirm(false);
              onNew();
            }}
          >
            {t('slate.new.yes')}
          </button>{' '}
          <button type="button" class="button button--quiet" onClick={() => setConfirm(false)}>
            {t('slate.new.no')}
          </button>
        </span>
      ) : (
        <button type="button" class="button button--quiet" data-action="new" onClick={() => setConfirm(true)}>
          {t('slate.new')}
        </button>
      )}
    </div>
  );
}

/** The reasons of one entry, one line per rule applied. */
export function Lines({ lines, extra }: { lines: readonly string[]; extra?: ComponentChildren }) {
  return (
    <ul class="tslate__lines">
      {lines.map((line, i) => (
        <li key={i}>{line}</li>
      ))}
      {extra}
    </ul>
  );
}

/** A figure with its reason one tap away (a disclosure: keyboard and screen reader operable as it is). */
export function Why({ t, figure, reasons }: { t: T; figure: ComponentChildren; reasons: readonly string[] }) {
  if (reasons.length === 0) return <>{figure}</>;
  return (
    <details class="tslate__why">
      <summary>
        {figure} <span class="tslate__why-label">{t('slate.why')}</span>
      </summary>
      <Lines lines={reasons} />
    </details>
  );
}

/** One cell of the board: a figure and, when the engine gave one, its reason one tap away. */
export interface BoardCell {
  value: string | number;
  /** The reasons for this figure (empty or absent: the figure alone). */
  why?: readonly string[];
  /** Written as `data-value` (for tests and styling). */
  data?: string | number;
}

/**
 * The standing, one row per player (`data-seat`): the name with who deals, who leads and who is out, then the game's
 * columns (totals, marks, capital...), each figure with its reason one tap away.
 */
export function SlateBoard({ t, names, caption, columns, dealer, leader, out }: {
  t: T;
  names: readonly string[];
  caption: string;
  columns: readonly { label: string; cell: (seat: number) => BoardCell }[];
  dealer?: number | null;
  leader?: number | null;
  out?: readonly boolean[];
}) {
  return (
    <table class="tslate__table tslate__board-table">
      <caption class="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('slate.col.player')}</th>
          {columns.map((c) => (
            <th scope="col" key={c.label}>
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {names.map((name, seat) => (
          <tr key={seat} data-seat={seat} class={out?.[seat] ? 'tslate__row--out' : ''}>
            <th scope="row">
              {name}
              <SeatBadges t={t} seat={seat} dealer={dealer} leader={leader} out={out?.[seat]} />
            </th>
            {columns.map((c) => {
              const cell = c.cell(seat);
              return (
                <td key={c.label} data-value={cell.data ?? cell.value}>
                  <Why t={t} figure={cell.value} reasons={cell.why ?? []} />
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface HistoryItem {
  /** The entry as typed, in words. */
  head: string;
  /** What the engine made of it, one line per rule. */
  lines: readonly string[];
  /** Anything after the lines (e.g. a running total). */
  extra?: ComponentChildren;
}

/** Every entry so far with its reasons, folded away (the latest entry is usually shown on its own). */
export function History({ t, items, from = 2 }: { t: T; items: readonly HistoryItem[]; from?: number }) {
  if (items.length < from) return null;
  return (
    <details class="tslate__history">
      <summary>{t('slate.history', { count: items.length })}</summary>
      <ol>
        {items.map((item, i) => (
          <li key={i}>
            <p class="tslate__history-head">{item.head}</p>
            <Lines lines={item.lines} extra={item.extra} />
          </li>
        ))}
      </ol>
    </details>
  );
}

/** The values of an error object a message may use (its numbers and strings). */
export function errorValues(e: { [k: string]: unknown }, extra: Values = {}): Values {
  const out: Values = { ...extra };
  for (const [k, x] of Object.entries(e)) if (typeof x === 'number' || typeof x === 'string') out[k] = x;
  return out;
}

/**
 * The words for a refusal every slate shares (files, over, limits, the players), or null for a code of the game's
 * own. `game` is the game's name, for "this file is not a slate of <game>".
 */
export function sharedRefusal(t: T, e: { code: string; [k: string]: unknown }, game: string): string | null {
  switch (e.code) {
    case 'slate-file.invalid': {
      const d = e.detail as { code: string; index?: number } | undefined;
      return typeof d?.index === 'number' && d.index >= 0 ? t('slate.refused.file.entry', { n: d.index + 1 }) : t('slate.refused.file.setup');
    }
    case 'slate-file.not-json':
    case 'slate-file.not-a-slate':
    case 'slate-file.newer':
    case 'slate-file.too-big':
      return t(`slate.refused.${e.code}`, errorValues(e, { game, mb: Math.round(FILE_MAX / 1_000_000) }));
    case 'slate.over':
    case 'slate.too-many-entries':
    case 'slate.nothing-to-undo':
    case 'slate.bad-state':
    case 'slate.bad-record':
      return t(`slate.refused.${e.code}`);
    case 'slate.bad-setup':
      if (e.field === 'names') return t('slate.refused.setup.names', errorValues(e));
      if (e.field === 'firstDealer') return t('slate.refused.setup.firstDealer');
      return null;
    default:
      return null;
  }
}
