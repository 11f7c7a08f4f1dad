/** The browser's local or session storage, or undefined where reading it throws (privacy modes). */
export function safeStorage(kind: 'local' | 'session'): Storage | undefined {
  try {
    const storage = kind === 'local' ? window.localStorage : window.sessionStorage;
    storage.getItem('baobab:probe');
    return storage;
  } catch {
    return undefined;
  }
}
