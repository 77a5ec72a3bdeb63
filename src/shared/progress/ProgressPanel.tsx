/**
 * The learner's progress in one game: mastery per skill, the review queue of missed questions (each a link that
 * reopens the same question), and export/import as a JSON file covering every game (an import is merged into what
 * is saved, so nothing is lost). Shows a notice when saved data had to be migrated or set aside.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { drillPath, useT, type WidgetProps } from '../ui/widget';
import { browserStorage } from '../settings/rulesSetting';
import { emptyProgress, gameProgress, isMastered, loadProgress, type Progress } from './progress';

interface Props extends Pick<WidgetProps, 'lang' | 'messages'> {
  game: string;
  /** The game's skills, in course order. */
  skills: readonly string[];
}

export default function ProgressPanel({ lang, messages, game, skills }: Props) {
  const t = useT(lang, messages);
  const [progress, setProgress] = useState<Progress>(emptyProgress());
  const [message, setMessage] = useState<string>('');
  // False until the saved progress has been read in the browser (the server renders an empty panel): any notice
  // about that reading is on the page once this is true, so tests wait for it rather than for time to pass.
  const [ready, setReady] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const { progress: p, notice } = loadProgress(browserStorage());
    setProgress(p);
    if (notice) setMessage(t(`notice.${notice}`));
    setReady(true);
  }, []);

  // The same file as on the school home and the review page: everything the school keeps (backup.ts).
  const download = async () => {
    const { exportAll } = await import('./backup');
    const now = new Date();
    const blob = new Blob([exportAll(browserStorage(), now)], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `card-school-${now.toISOString().slice(0, 10)}.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 0);
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const [{ importAll }, text] = await Promise.all([import('./backup'), file.text()]);
    const r = importAll(text, browserStorage());
    if (r.ok) {
      setProgress(loadProgress(browserStorage()).progress);
      setMessage(t('progress.imported'));
    } else setMessage(t(`progress.importError.${r.error.code}`));
    if (fileRef.current) fileRef.current.value = '';
  };

  const mine = gameProgress(progress, game);
  const practised = skills.filter((s) => mine.skills[s]);
  return (
    <section class="progress-panel" data-widget="progress-panel" data-ready={ready ? 'true' : 'false'} aria-labelledby="progress-title">
      <h2 id="progress-title">{t('progress.title')}</h2>
      <p role="status" class="progress-panel__message">
        {message}
      </p>
      {practised.length === 0 ? (
        <p>{t('progress.empty')}</p>
      ) : (
        <ul class="progress-panel__skills">
          {practised.map((s) => {
            const p = mine.skills[s]!;
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
      {mine.review.length === 0 ? (
        <p>{t('progress.reviewEmpty')}</p>
      ) : (
        <ul class="progress-panel__review">
          {mine.review.map((r) => (
            <li key={`${r.drill}-${r.seed}-${r.level}`}>
              <a href={`${drillPath(lang, game, r.drill)}?seed=${r.seed}&level=${r.level}`}>
                {r.misses > 0
                  ? t('progress.reviewItem', { skill: t(`skill.${r.skill}`), level: r.level, count: r.misses })
                  : t('progress.reviewItemHelped', { skill: t(`skill.${r.skill}`), level: r.level, count: r.helped ?? 0 })}
              </a>
            </li>
          ))}
        </ul>
      )}
      <div class="progress-panel__actions">
        <button type="button" class="button button--quiet" onClick={() => void download()}>
          {t('progress.export')}
        </button>
        <label class="button button--quiet progress-panel__import">
          {t('progress.import')}
          <input ref={fileRef} type="file" accept="application/json,.json" class="visually-hidden" onChange={(e) => void upload((e.currentTarget as HTMLInputElement).files?.[0])} />
        </label>
      </div>
    </section>
  );
}
