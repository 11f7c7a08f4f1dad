/** Entry of the visitor runtime: boot data from the page, then the app. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { provideIconChunks } from '@catalogue/icon/icon-chunks.ts';
import { readBootData, readIconChunks } from './app/boot.ts';

const container = document.getElementById('root');
if (!container) throw new Error('[baobab] the page has no #root element');

const boot = readBootData();
provideIconChunks(readIconChunks());
createRoot(container).render(
  <StrictMode>
    {boot ? (
      <App boot={boot} />
    ) : (
      <main
        role="alert"
        style={{ padding: '4rem 1rem', textAlign: 'center', fontFamily: 'system-ui, sans-serif' }}
      >
        <h1>This site could not start.</h1>
        <p>Its configuration is missing from the page. Please reload.</p>
      </main>
    )}
  </StrictMode>,
);
