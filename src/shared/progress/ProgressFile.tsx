/**
 * "Save everything as a file" and "Load from a file", where a learner changing phones looks (the school home and the
 * review page): one file with every game's progress, the review state, saved games, slates and rule choices
 * (backup.ts, loaded only when a button is used). A failed import changes nothing and says why.
 */
import { Component } from 'preact';
import type { T } from '../../i18n/client';
import { localStore as browserStorage } from './peek';

interface Props {
  t: T;
  /** Called after a successful import, so the page shows what was loaded. */
  onImported?: () => void;
}

/** A class component, so that the school home loads no hooks for it. */
export class ProgressFile extends Component<Props, { message: string; failed: boolean }> {
  override state = { message: '', failed: false };
  private input: HTMLInputElement | null = null;

  private download = async () => {
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

  private upload = async (file: File | undefined) => {
    if (!file) return;
    const { t, onImported } = this.props;
    const [{ importAll }, text] = await Promise.all([import('./backup'), file.text()]);
    const r = importAll(text, browserStorage());
    if (r.ok) {
      this.setState({
        failed: false,
        message: t('file.imported', { count: r.value.records.length }) + (r.value.kept.length > 0 ? ` ${t('file.kept', { count: r.value.kept.length })}` : ''),
      });
      onImported?.();
    } else this.setState({ failed: true, message: t(`progress.importError.${r.error.code}`) });
    if (this.input) this.input.value = '';
  };

  render({ t }: Props, { message, failed }: { message: string; failed: boolean }) {
    return (
      <section class="progress-file" data-progress-file aria-labelledby="progress-file-title">
        <h2 id="progress-file-title">{t('file.title')}</h2>
        <p>{t('file.intro')}</p>
        <div class="progress-file__actions">
          <button type="button" class="button button--quiet" onClick={() => void this.download()}>
            {t('file.export')}
          </button>
          <label class="button button--quiet progress-file__import">
            {t('file.import')}
            <input
              ref={(el) => {
                this.input = el;
              }}
              type="file"
              accept="application/json,.json"
              class="visually-hidden"
              onChange={(e) => void this.upload((e.currentTarget as HTMLInputElement).files?.[0])}
            />
          </label>
        </div>
        <p role="status" class={`progress-file__message${failed ? ' progress-file__message--error' : ''}`}>
          {message}
        </p>
      </section>
    );
  }
}
