/**
 * The rule-variant panel: one group of radio buttons per variant point of the specification. A choice is saved
 * in the browser and sent to every drill on the page at once (see rulesSetting.ts).
 */
import { useEffect, useState } from 'preact/hooks';
import { DEFAULT_RULES, RULE_OPTIONS, type Rules } from '../../games/hindersche/engine/rules';
import { useT, type WidgetProps } from '../../games/hindersche/widgets/common';
import type { T } from '../../i18n/client';
import { browserStorage, loadRules, parseRulesParam, publishRules, RULES_EVENT } from './rulesSetting';

type Key = keyof Rules;
const KEYS = Object.keys(RULE_OPTIONS) as Key[];

const optionLabel = (t: T, key: Key, value: unknown) => (key === 'VP22' ? t('vp.VP22.opt', { count: value as number }) : t(`vp.${key}.opt.${String(value)}`));

export default function RulesPanel({ lang, messages }: Pick<WidgetProps, 'lang' | 'messages'>) {
  const t = useT(lang, messages);
  const [rules, setRules] = useState<Rules>({ ...DEFAULT_RULES });
  const [saved, setSaved] = useState('');
  const [open, setOpen] = useState(false);
  // Set once the island runs: the radios do nothing before (tests wait for it).
  const [ready, setReady] = useState(false);

  useEffect(() => {
    setReady(true);
    const current = loadRules(browserStorage()).rules;
    setRules(current);
    // A link such as ?rules=VP13-B opens the drills with that reading.
    const param = new URLSearchParams(window.location.search).get('rules');
    if (param !== null) {
      const chosen = parseRulesParam(param);
      if (chosen) {
        const next = { ...current, ...chosen } as Rules;
        setRules(next);
        publishRules(next);
        setSaved(t('rules.fromLink', { rules: (Object.keys(chosen) as Key[]).map((k) => optionLabel(t, k, chosen[k])).join('; ') }));
        setOpen(true);
      } else setSaved(t('rules.badLink'));
    }
    const onRules = (e: Event) => setRules((e as CustomEvent<Rules>).detail);
    window.addEventListener(RULES_EVENT, onRules);
    return () => window.removeEventListener(RULES_EVENT, onRules);
  }, []);

  const change = (key: Key, value: unknown) => {
    const next = { ...rules, [key]: value } as Rules;
    setRules(next);
    publishRules(next);
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
            <span class="rules-panel__code">{key}</span> {t(`vp.${key}.title`)}
          </legend>
          {(RULE_OPTIONS[key] as readonly unknown[]).map((value) => (
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
            setRules({ ...DEFAULT_RULES });
            publishRules({ ...DEFAULT_RULES });
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
