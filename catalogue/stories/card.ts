/** Story helper of the overlay components (dialog, modal). Only stories import this. */
import type { CSSProperties } from 'react';

/** A small white card: what the stories put in an overlay in place of the author's elements. */
export const card: CSSProperties = {
  background: '#ffffff',
  color: '#1f2933',
  padding: 24,
  borderRadius: 8,
  maxWidth: 360,
  boxShadow: '0 8px 24px rgb(0 0 0 / 0.2)',
  fontFamily: 'system-ui, sans-serif',
};
