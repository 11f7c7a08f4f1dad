import { useTranslation } from 'react-i18next';
import type { Problem } from '@shared/schema/index.ts';
import { problemCounts, useProblemMessage } from '../save/problem-message.ts';

/** Every problem of a site with its file and JSON path. */
export function ProblemList({ problems }: { problems: readonly Problem[] }) {
  const { t } = useTranslation();
  const messageOf = useProblemMessage();
  const errors = problems.filter((p) => p.severity === 'error').length;
  return (
    <section
      className={`panel problems${errors > 0 ? ' problems-errors' : ''}`}
      aria-labelledby="problems-title"
    >
      <h2 id="problems-title">{t('problems')}</h2>
      {problems.length === 0 ? (
        <p className="ok">{t('noProblems')}</p>
      ) : (
        <>
          <p>{problemCounts(t, problems)}</p>
          <ul className="problem-list">
            {problems.map((p, i) => (
              <li key={i} className={`problem problem-${p.severity}`}>
                <span className="severity">{t(p.severity)}</span> <code>{p.file}</code>{' '}
                <code>{p.path}</code>
                <span className="message">{messageOf(p)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
