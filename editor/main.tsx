// First: before any module of the editor parses with zod.
import './zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from './i18n/index.ts';
import { prefetchFromAddress } from './shell/prefetch.ts';
import { Shell } from './shell/Shell.tsx';
import './shell/shell.css';
// The site list and the edited site's files load while React renders the first time.
prefetchFromAddress();

const root = document.getElementById('root');
if (!root) throw new Error('The editor page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <I18nextProvider i18n={createI18n()}>
      <Shell />
    </I18nextProvider>
  </StrictMode>,
);
