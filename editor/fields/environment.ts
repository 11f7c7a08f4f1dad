/** What fields need from the editor around them (the site, its colours), without the store. */
import { createContext, useContext } from 'react';
import type { FieldEnvironment } from './types.ts';

export const FieldEnvironmentContext = createContext<FieldEnvironment>({ siteId: '' });

export const useFieldEnvironment = (): FieldEnvironment => useContext(FieldEnvironmentContext);
