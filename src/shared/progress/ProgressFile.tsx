/**
 * "Save everything as a file" and "Load from a file", where a learner changing phones looks (the school home and the
 * review page): one file with every game's progress, the review state, saved games, slates and rule choices
 * (backup.ts, loaded only when a button is used). A failed import changes nothing and says why.
 */
import { useRef, useState } from 'preact/hooks';
import type { T } from '../../i18n/client';
import { browserStorage } from '../settings/rulesSetting';

interface Props {
  t: T;
  /** Called after a successful import, so the page shows what was loaded. */
  onImported?: () => void;
}

export function ProgressFile({ t, onImported }: Props) {
  const [message, setMessage] = useState('');
  const [failed, setFailed] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);

  const download = async () => {
    const { exportAll } = await import('./backup');
    const now = new Date();
    const blob = new Blob([exportAll(browserStorage(), now)], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `card-school-${now.toISOString().slice(0, 10)}.json`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 0);
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const [{ importAll }, text] = await Promise.all([import('./backup'), file.text()]);
    const r = importAll(text, browserStorage());
    setFailed(!r.ok);
    if (r.ok) {
      setMessage(t('file.imported', { count: r.value.records.length }) + (r.value.kept.length > 0 ? ` ${t('file.kept', { count: r.value.kept.length })}` : ''));
      onImported?.();
    } else setMessage(t(`progress.importError.${r.error.code}`));
    if (fileRef.current) fileRef.current.value = '';
  };

  return (
    <section class="progress-file" data-progress-file aria-labelledby="progress-file-title">
      <h2 id="progress-file-title">{t('file.title')}</h2>
      <p>{t('file.intro')}</p>
      <div class="progress-file__actions">
        <button type="button" class="button button--quiet" onClick={() => void download()}>
          {t('file.export')}
        </button>
        <label class="button button--quiet progress-file__import">
          {t('file.import')}
          <input ref={fileRef} type="file" accept="application/json,.json" class="visually-hidden" onChange={(e) => void upload((e.currentTarget as HTMLInputElement).files?.[0])} />
        </label>
      </div>
      <p role="status" class={`progress-file__message${failed ? ' progress-file__message--error' : ''}`}>
        {message}
      </p>
    </section>
  );
}
