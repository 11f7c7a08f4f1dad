/** The top bar's "Members" button (any member of the site), and the dialog it opens. */
import { Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteAbilities } from './author-store.ts';
import { MembersDialog } from './MembersDialog.tsx';

export function MembersButton({ siteId, siteName }: { siteId: string; siteName: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!useSiteAbilities(siteId).viewMembers) return null;
  return (
    <>
      <button type="button" className="authors-members-open" onClick={() => setOpen(true)}>
        <Users size={14} aria-hidden /> {t('members.open')}
      </button>
      {open && <MembersDialog siteId={siteId} siteName={siteName} onClose={() => setOpen(false)} />}
    </>
  );
}
