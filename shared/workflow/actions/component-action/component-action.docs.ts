/** component-action in the workflow editor (editor-only: the engine never loads it). */
import { label } from '@shared/i18n/label.ts';
import { defineActionDocs, param } from '../define.ts';

export default defineActionDocs({
  order: 210,
  label: label('Component action', 'Action de composant'),
  params: [
    param('elementId', 'element', 'Element', 'Élément', { required: true }),
    param('action', 'text', 'Action', 'Action', { required: true }),
    param('args', 'json', 'Arguments', 'Arguments'),
  ],
});
