/** The Puck editor on the benchmark page: `?n=500` opens the page of 500 elements. */
import { Puck } from '@puckeditor/core';
import '@puckeditor/core/no-external.css';
import { createRoot } from 'react-dom/client';
import { benchTree } from '../page-tree.ts';
import { puckConfig, puckData } from './config.tsx';

const size = Number(new URLSearchParams(location.search).get('n') ?? 500);
const data = puckData(benchTree(size).roots);

createRoot(document.getElementById('root')!).render(
  <Puck
    config={puckConfig}
    data={data}
    headerTitle="Editor benchmark"
    iframe={{ enabled: true }}
  />,
);
