/** Form fields of every game table's setup and settings: radio chips, a toggle, the player count and the seed. */
import { useState } from 'preact/hooks';
import { MAX_SEED, parseSeed } from '../quiz/seeds';

import type { T } from '../../i18n/client';
import { LEVELS, SPEEDS, type Level, type Speed } from './settings';

export function Radios<V extends string | number>({ name, legend, options, value, label, onChange }: { name: string; legend: string; options: readonly V[]; value: V; label: (v: V) => string; onChange: (v: V) => void }) {
  return (
    <fieldset class="gt-field">
      <legend>{legend}</legend>
      <div class="gt-field__options">
        {options.map((o) => (
          <label key={String(o)} class="chip chip--radio">
            <input type="radio" name={name} value={String(o)} checked={value === o} onChange={() => onChange(o)} />
            {label(o)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function Toggle({ label, checked, onChange, hint }: { label: string; checked: boolean; onChange: (v: boolean) => void; hint?: string }) {
  return (
    <label class="gt-toggle">
      <input type="checkbox" checked={checked} onChange={(e) => onChange((e.currentTarget as HTMLInputElement).checked)} />
      <span>
        {label}
        {hint && <span class="gt-toggle__hint">{hint}</span>}
      </span>
    </label>
  );
}

export { LEVELS, SPEEDS, type Level, type Speed } from './settings';

export function LevelField({ t, id, value, onChange }: { t: T; id: string; value: Level; onChange: (v: Level) => void }) {
  return <Radios name={`${id}-level`} legend={t('shell.level.legend')} options={LEVELS} value={value} label={(v) => t(`shell.level.${v}`)} onChange={onChange} />;
}

/** How fast the computer players move and finished tricks stay on the felt (shell.speed.*). */
export function SpeedField({ t, id, value, onChange }: { t: T; id: string; value: Speed; onChange: (v: Speed) => void }) {
  return <Radios name={`${id}-speed`} legend={t('shell.speed.legend')} options={SPEEDS} value={value} label={(v) => t(`shell.speed.${v}`)} onChange={onChange} />;
}

/** How many players sit at the table (the learner included). */
export function PlayersField({ t, id, min, max, value, onChange }: { t: T; id: string; min: number; max: number; value: number; onChange: (n: number) => void }) {
  const options = Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => min + i);
  if (options.length < 2) return null;
  return <Radios name={`${id}-players`} legend={t('shell.setup.players')} options={options} value={value} label={(n) => t('shell.setup.playersCount', { count: n })} onChange={onChange} />;
}

/**
 * The deal number (seed) field: the same rule as `?seed=` in the address (decimal digits, 0..2147483647). A value
 * that breaks it is shown as an error and not taken; the game keeps the last valid number.
 */
export function SeedField({ t, id, value, onChange }: { t: T; id: string; value: number; onChange: (seed: number) => void }) {
  const [text, setText] = useState(String(value));
  const [bad, setBad] = useState(false);
  const shown = bad ? text : String(value);
  return (
    <div class="gt-field">
      <label for={`${id}-seed`}>{t('shell.setup.seed')}</label>
      <input
        id={`${id}-seed`}
        type="text"
        inputMode="numeric"
        autocomplete="off"
        value={shown}
        aria-invalid={bad ? 'true' : undefined}
        aria-describedby={`${id}-seed-hint${bad ? ` ${id}-seed-error` : ''}`}
        onInput={(e) => {
          const v = (e.currentTarget as HTMLInputElement).value.trim();
          setText(v);
          const parsed = parseSeed(v);
          if (parsed?.ok) {
            setBad(false);
            onChange(parsed.value);
          } else setBad(true);
        }}
      />
      <p id={`${id}-seed-hint`} class="gt-field__hint">
        {t('shell.setup.seedHint')}
      </p>
      {bad && (
        <p id={`${id}-seed-error`} class="gt-field__error" role="alert">
          {t('shell.setup.seedInvalid', { max: MAX_SEED })}
        </p>
      )}
    </div>
  );
}
