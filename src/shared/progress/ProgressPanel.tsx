/**
 * The learner's progress: mastery per skill, the review queue of missed questions (each a link that reopens the
 * same question), and export/import as a JSON file. Shows a notice when saved data had to be migrated or reset.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { useT, type WidgetProps } from '../../games/hindersche/widgets/common';
import { SKILLS } from '../../games/hindersche/skills';
import { browserStorage } from '../settings/rulesSetting';
import { emptyProgress, exportProgress, importProgress, isMastered, loadProgress, saveProgress, type Progress } from './progress';

export default function ProgressPanel({ lang, messages }: Pick<WidgetProps, 'lang' | 'messages'>) {
  const t = useT(lang, messages);
  const [progress, setProgress] = useState<Progress>(emptyProgress());
  const [message, setMessage] = useState<string>('');
  const fileRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const { progress: p, notice } = loadProgress(browserStorage());
    setProgress(p);
    if (notice) setMessage(t(`notice.${notice}`));
  }, []);

  const download = () => {
    const blob = new Blob([exportProgress(progress)], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = 'hindersche-progress.json';
    a.click();
    URL.revokeObjectURL(a.href);
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const r = importProgress(await file.text());
    if (r.ok) {
      saveProgress(browserStorage(), r.value);
      setProgress(r.value);
      setMessage(t('progress.imported'));
    } else setMessage(t(`progress.importError.${r.error.code}`));
    if (fileRef.current) fileRef.current.value = '';
  };

  const practised = SKILLS.filter((s) => progress.skills[s]);
  return (
    <section class="progress-panel" data-widget="progress-panel" aria-labelledby="progress-title">
      <h2 id="progress-title">{t('progress.title')}</h2>
      <p role="status" class="progress-panel__message">
        {message}
      </p>
      {practised.length === 0 ? (
        <p>{t('progress.empty')}</p>
      ) : (
        <ul class="progress-panel__skills">
          {practised.map((s) => {
            const p = progress.skills[s]!;
            return (
              <li key={s}>
                <span class="progress-panel__skill">{t(`skill.${s}`)}</span>{' '}
                <meter min={0} max={1} value={p.mastery} aria-label={t('progress.mastery', { skill: t(`skill.${s}`) })} />{' '}
                <span>{t('progress.stats', { right: p.successes, count: p.attempts })}</span>{' '}
                {isMastered(p) && <span class="badge">{t('progress.mastered')}</span>}
              </li>
            );
          })}
        </ul>
      )}
      <h3>{t('progress.reviewTitle')}</h3>
      {progress.review.length === 0 ? (
        <p>{t('progress.reviewEmpty')}</p>
      ) : (
        <ul class="progress-panel__review">
          {progress.review.map((r) => (
            <li key={`${r.drill}-${r.seed}-${r.level}`}>
              <a href={`/${lang}/hindersche/drills/${r.drill}/?seed=${r.seed}&level=${r.level}`}>
                {t('progress.reviewItem', { skill: t(`skill.${r.skill}`), level: r.level, count: r.misses })}
              </a>
            </li>
          ))}
        </ul>
      )}
      <div class="progress-panel__actions">
        <button type="button" class="button button--quiet" onClick={download}>
          {t('progress.export')}
        </button>
        <label class="button button--quiet progress-panel__import">
          {t('progress.import')}
          <input ref={fileRef} type="file" accept="application/json,.json" class="visually-hidden" onChange={(e) => upload((e.currentTarget as HTMLInputElement).files?.[0])} />
        </label>
      </div>
    </section>
  );
}
