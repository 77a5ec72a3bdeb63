/** The new rubber's fields and the table's settings (changeable at any time). */
import type { T } from '../../../../i18n/client';
import { DEFAULT_RULES, RULE_OPTIONS, type Rules } from '../../engine/rules';
import { TARIFFS, type GameSetup, type TableSettings } from '../../machines/table';
import { money } from '../../table/narrate';
import { LevelField, Radios, SeedField, SpeedField, Toggle } from '../../../../shared/table/Fields';

export function SettingsFields({ t, id, settings, schleipfen, onChange }: { t: T; id: string; settings: TableSettings; schleipfen: boolean; onChange: (s: Partial<TableSettings>) => void }) {
  return (
    <>
      <LevelField t={t} id={id} value={settings.level} onChange={(level) => onChange({ level })} />
      <SpeedField t={t} id={id} value={settings.speed} onChange={(speed) => onChange({ speed })} />
      <Toggle label={t('shell.showLegal')} checked={settings.showLegal} onChange={(showLegal) => onChange({ showLegal })} />
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
  onSetup: (s: Partial<GameSetup>) => void;
  onSettings: (s: Partial<TableSettings>) => void;
}

/** The fields of a new rubber (inside the shared setup form): the settings, hauling, the stake, the seed, the rules in force. */
export function SetupFields({ t, lang, id, setup, settings, rules, onSetup, onSettings }: SetupProps) {
  const differing = (Object.keys(RULE_OPTIONS) as (keyof Rules)[]).filter((k) => rules[k] !== DEFAULT_RULES[k]).length;
  return (
    <>
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
      <SeedField t={t} id={id} value={setup.seed} onChange={(seed) => onSetup({ seed })} />
      <p class="gt-setup__rules">{differing === 0 ? t('table.setup.rulesDefault') : t('table.setup.rules', { count: differing })}</p>
    </>
  );
}
