import { useTranslation } from 'react-i18next';
import './publish-history.css';

/** The optional message a publish leaves in the history: the dialog's and the start page's. */
export function PublishMessage({
  value,
  onChange,
}: {
  value: string;
  onChange: (message: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="publish-message">
      {t('save.publish.message')}
      <input
        type="text"
        value={value}
        maxLength={500} // the server keeps 500 characters (MAX_PUBLISH_MESSAGE)
        placeholder={t('save.publish.messageHint')}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
