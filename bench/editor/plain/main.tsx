/** The hand-written page's entry: `?n=500` shows the page of 500 elements. */
import { createRoot } from 'react-dom/client';
import { benchTree } from '../page-tree.ts';
import { PlainPage } from './PlainPage.tsx';

const size = Number(new URLSearchParams(location.search).get('n') ?? 500);
createRoot(document.getElementById('root')!).render(<PlainPage roots={benchTree(size).roots} />);
