/** The new-game form and the table's settings (changeable at any time). */
import type { T } from '../../../../i18n/client';
import { DEFAULT_RULES, RULE_OPTIONS, type Rules } from '../../engine/rules';
import { LEVELS, SPEEDS, TARIFFS, type GameSetup, type TableSettings } from '../../machines/table';
import { money } from '../../table/narrate';

function Radios<V extends string>({ t, name, legend, options, value, label, onChange }: { t: T; name: string; legend: string; options: readonly V[]; value: V; label: (v: V) => string; onChange: (v: V) => void }) {
  void t;
  return (
    <fieldset class="gt-field">
      <legend>{legend}</legend>
      <div class="gt-field__options">
        {options.map((o) => (
          <label key={o} class="chip chip--radio">
            <input type="radio" name={name} value={o} checked={value === o} onChange={() => onChange(o)} />
            {label(o)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Toggle({ label, checked, onChange, hint }: { label: string; checked: boolean; onChange: (v: boolean) => void; hint?: string }) {
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

export function SettingsFields({ t, id, settings, schleipfen, onChange }: { t: T; id: string; settings: TableSettings; schleipfen: boolean; onChange: (s: Partial<TableSettings>) => void }) {
  return (
    <>
      <Radios t={t} name={`${id}-level`} legend={t('table.settings.level')} options={LEVELS} value={settings.level} label={(v) => t(`table.level.${v}`)} onChange={(level) => onChange({ level })} />
      <Radios t={t} name={`${id}-speed`} legend={t('table.settings.speed')} options={SPEEDS} value={settings.speed} label={(v) => t(`table.speed.${v}`)} onChange={(speed) => onChange({ speed })} />
      <Toggle label={t('table.settings.showLegal')} checked={settings.showLegal} onChange={(showLegal) => onChange({ showLegal })} />
      <Toggle label={t('table.settings.detail')} checked={settings.detail === 'full'} onChange={(v) => onChange({ detail: v ? 'full' : 'short' })} />
      {schleipfen && <Toggle label={t('table.settings.botSchleipfen')} hint={t('table.settings.botSchleipfenHint')} checked={settings.botSchleipfen} onChange={(botSchleipfen) => onChange({ botSchleipfen })} />}
    </>
  );
}

export interface SetupProps {
  t: T;
  lang: string;
  id: string;
  setup: GameSetup;
  settings: TableSettings;
  rules: Rules;
  /** A saved game that can be continued instead. */
  canResume: boolean;
  onSetup: (s: Partial<GameSetup>) => void;
  onSettings: (s: Partial<TableSettings>) => void;
  onStart: () => void;
  onResume: () => void;
}

export function SetupForm({ t, lang, id, setup, settings, rules, canResume, onSetup, onSettings, onStart, onResume }: SetupProps) {
  const differing = (Object.keys(RULE_OPTIONS) as (keyof Rules)[]).filter((k) => rules[k] !== DEFAULT_RULES[k]).length;
  return (
    <form
      class="gt-setup"
      aria-labelledby={`${id}-setup`}
      onSubmit={(e) => {
        e.preventDefault();
        onStart();
      }}
    >
      <h2 id={`${id}-setup`} class="widget__title">
        {t('table.setup.title')}
      </h2>
      <p>{t('table.setup.intro', { count: rules.VP22 })}</p>
      <SettingsFields t={t} id={`${id}-s`} settings={settings} schleipfen={setup.schleipfen} onChange={onSettings} />
      <Toggle
        label={t('table.setup.schleipfen')}
        hint={t('table.setup.schleipfenHint')}
        checked={setup.schleipfen}
        onChange={(schleipfen) => onSetup({ schleipfen })}
      />
      <div class="gt-field">
        <label for={`${id}-stake`}>{t('table.setup.stake')}</label>
        <select id={`${id}-stake`} value={String(setup.tariff)} onChange={(e) => onSetup({ tariff: Number((e.currentTarget as HTMLSelectElement).value) })}>
          {TARIFFS.map((x) => (
            <option key={x} value={String(x)}>
              {money(lang, x)}
            </option>
          ))}
        </select>
      </div>
      <div class="gt-field">
        <label for={`${id}-seed`}>{t('table.setup.seed')}</label>
        <input
          id={`${id}-seed`}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autocomplete="off"
          value={String(setup.seed)}
          aria-describedby={`${id}-seed-hint`}
          onInput={(e) => {
            const v = (e.currentTarget as HTMLInputElement).value.trim();
            if (/^\d{1,9}$/.test(v)) onSetup({ seed: Number(v) });
          }}
        />
        <p id={`${id}-seed-hint`} class="gt-field__hint">
          {t('table.setup.seedHint')}
        </p>
      </div>
      <p class="gt-setup__rules">{differing === 0 ? t('table.setup.rulesDefault') : t('table.setup.rules', { count: differing })}</p>
      <div class="gt-actions">
        <button type="submit" class="button" data-action="start">
          {t('table.setup.start')}
        </button>
        {canResume && (
          <button type="button" class="button button--quiet" data-action="resume" onClick={onResume}>
            {t('table.setup.resume')}
          </button>
        )}
      </div>
    </form>
  );
}
