/**
 * The rule-variant panel of one game: one group of radio buttons per rule option (variant point) of the game's
 * specification. A choice is saved in the browser and sent to every drill on the page at once (see
 * rulesSetting.ts). Labels come from the game's strings: `vp.<option>.title`, and `vp.<option>.opt.<value>` (or
 * `vp.<option>.opt` with a count for numeric options).
 */
import { useEffect, useState } from 'preact/hooks';
import type { RuleSpec, RuleValue } from '../game';
import { useT, type WidgetProps } from '../ui/widget';
import type { T } from '../../i18n/client';
import { browserStorage, defaultRules, loadRules, parseRulesParam, publishRules, rulesEvent, type RuleSet } from './rulesSetting';

const optionLabel = (t: T, key: string, value: RuleValue) => (typeof value === 'number' ? t(`vp.${key}.opt`, { count: value }) : t(`vp.${key}.opt.${String(value)}`));

export default function RulesPanel({ lang, messages, spec }: Pick<WidgetProps, 'lang' | 'messages'> & { spec: RuleSpec }) {
  const t = useT(lang, messages);
  const KEYS = Object.keys(spec.options);
  const DEFAULT_RULES = defaultRules(spec);
  const [rules, setRules] = useState<RuleSet>(DEFAULT_RULES);
  const [saved, setSaved] = useState('');
  const [open, setOpen] = useState(false);
  // Set once the island runs: the radios do nothing before (tests wait for it).
  const [ready, setReady] = useState(false);

  useEffect(() => {
    setReady(true);
    const current = loadRules(spec, browserStorage()).rules;
    setRules(current);
    // A link such as ?rules=VP13-B opens the drills with that reading.
    const param = new URLSearchParams(window.location.search).get('rules');
    if (param !== null) {
      const chosen = parseRulesParam(spec, param);
      if (chosen) {
        const next = { ...current, ...chosen };
        setRules(next);
        publishRules(spec, next);
        setSaved(t('rules.fromLink', { rules: Object.keys(chosen).map((k) => optionLabel(t, k, chosen[k] as RuleValue)).join('; ') }));
      } else setSaved(t('rules.badLink'));
      // Either way the learner should see what the link did: open the panel where the message stands.
      setOpen(true);
    }
    const onRules = (e: Event) => setRules((e as CustomEvent<RuleSet>).detail);
    window.addEventListener(rulesEvent(spec), onRules);
    return () => window.removeEventListener(rulesEvent(spec), onRules);
  }, []);

  const change = (key: string, value: RuleValue) => {
    const next = { ...rules, [key]: value };
    setRules(next);
    publishRules(spec, next);
    setSaved(t('rules.saved', { rule: optionLabel(t, key, value) }));
  };
  const differing = KEYS.filter((k) => rules[k] !== DEFAULT_RULES[k]).length;

  return (
    <details class="rules-panel" data-widget="rules-panel" data-ready={ready ? 'true' : 'false'} open={open} onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
      <summary>{t('rules.summary', { count: differing })}</summary>
      <p>{t('rules.intro')}</p>
      {KEYS.map((key) => (
        <fieldset class="rules-panel__vp" key={key} data-vp={key}>
          <legend>
            {spec.codes?.[key] && <span class="rules-panel__code">{spec.codes[key]}</span>} {t(`vp.${key}.title`)}
          </legend>
          {(spec.options[key] ?? []).map((value) => (
            <label class="rules-panel__option" key={String(value)}>
              <input type="radio" name={`${key}-${lang}`} value={String(value)} checked={rules[key] === value} onChange={() => change(key, value)} />
              <span>
                {optionLabel(t, key, value)}
                {value === DEFAULT_RULES[key] && <em class="rules-panel__default"> ({t('rules.default')})</em>}
              </span>
            </label>
          ))}
        </fieldset>
      ))}
      <p class="rules-panel__actions">
        <button
          type="button"
          class="button button--quiet"
          onClick={() => {
            setRules(DEFAULT_RULES);
            publishRules(spec, DEFAULT_RULES);
            setSaved('');
          }}
        >
          {t('rules.reset')}
        </button>
      </p>
      <p role="status" class="rules-panel__saved">
        {saved}
      </p>
    </details>
  );
}
