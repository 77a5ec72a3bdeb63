/**
 * The island side of a slate: its machine as an actor, loaded from the browser on mount, saved after every change,
 * and following another tab's saves (see store.ts: a save that finds another tab's newer text writes nothing and the
 * tab takes that slate, with the notice "changed in another tab"). Also the house rules chosen in the game's
 * rule-variant panel, read on mount and whenever the panel (in this tab or another) changes them.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { AnyStateMachine } from 'xstate';
import { useActor } from '../ui/useActor';
import { browserStorage, loadRules, rulesEvent, rulesKey, type RuleSet } from '../settings/rulesSetting';
import type { RuleSpec } from '../game';
import type { SlateStore } from './store';
import { loadedNotice } from './store';
import type { SlateStateValue } from './machine';

export function useSlate<M extends AnyStateMachine>(machine: M, store: SlateStore<unknown>) {
  const [snap, send] = useActor(machine);
  const expected = useRef<string | null>(null);
  const state = (snap as unknown as { value: SlateStateValue }).value;
  const slate = (snap as unknown as { context: { slate: unknown } }).context.slate;
  const follow = (text: string | null): boolean => {
    const r = store.parse(text);
    if (r.kind !== 'ok') return false;
    expected.current = text;
    send({ type: 'loaded', slate: r.slate, notice: 'slate.saved.elsewhere' } as never);
    return true;
  };

  useEffect(() => {
    const r = store.load(browserStorage());
    expected.current = r.kind === 'ok' ? r.text : null;
    const loaded = loadedNotice(r);
    send({ type: 'loaded', slate: loaded.slate, notice: loaded.notice } as never);
    const onStorage = (e: StorageEvent) => {
      if (e.key === store.key && e.newValue !== expected.current) follow(e.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => {
    if (state === 'loading') return;
    const storage = browserStorage();
    const out = store.save(storage, slate, expected.current);
    if (out.kind === 'saved' || out.kind === 'same') expected.current = out.text;
    else if (out.kind === 'elsewhere') follow(store.current(storage));
  }, [slate, state]);

  return [snap, send] as const;
}

/** The house rules of a game's rule-variant panel, kept current. */
export function useHouseRules(spec: RuleSpec): RuleSet {
  const [rules, setRules] = useState<RuleSet>(() => ({ ...spec.defaults }));
  useEffect(() => {
    const read = () => setRules({ ...spec.defaults, ...loadRules(spec, browserStorage()).rules });
    read();
    const onStorage = (e: StorageEvent) => {
      if (e.key === rulesKey(spec)) read();
    };
    window.addEventListener(rulesEvent(spec), read);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(rulesEvent(spec), read);
      window.removeEventListener('storage', onStorage);
    };
  }, [spec.game]);
  return rules;
}

/** The house rules of the rule-variant panel as the engine's rule set (`toRules`), kept current. */
export function useEngineRules<R>(spec: RuleSpec, toRules: (set: RuleSet) => R): R {
  const set = useHouseRules(spec);
  return useMemo(() => toRules(set), [JSON.stringify(set)]);
}

/**
 * A rule set as the engine's rules: the options the engine knows (`keys`) made rules by its `make`; options it does
 * not know are left out, and a set it refuses gives its default rules.
 */
export function rulesFrom<R>(set: Readonly<Record<string, unknown>>, keys: readonly string[], make: (raw: Record<string, unknown>) => { ok: true; value: R } | { ok: false }): R {
  const r = make(Object.fromEntries(keys.filter((k) => k in set).map((k) => [k, set[k]])));
  return r.ok ? r.value : (make({}) as { ok: true; value: R }).value;
}
