/** change-page in the workflow editor (editor-only: the engine never loads it). */
import { label } from '@shared/i18n/label.ts';
import { defineActionDocs, param } from '../define.ts';

export default defineActionDocs({
  order: 150,
  label: label('Go to a page', 'Aller à une page'),
  params: [
    param('pageId', 'page', 'Page', 'Page'),
    param('path', 'text', 'or a path of the site', 'ou un chemin du site'),
    param('url', 'text', 'or an outside URL', 'ou une URL externe'),
    param('queries', 'json', 'Query parameters', 'Paramètres de requête'),
    param('sectionId', 'text', 'Section to scroll to', 'Section à afficher'),
    param('newTab', 'boolean', 'Open in a new tab', 'Ouvrir dans un nouvel onglet'),
    param('progress', 'boolean', 'Show the loading bar', 'Afficher la barre de chargement'),
  ],
});
