/** geolocation in the workflow editor (editor-only: the engine never loads it). */
import { label } from '@shared/i18n/label.ts';
import { defineActionDocs, param } from '../define.ts';

export default defineActionDocs({
  order: 260,
  label: label('Geolocation', 'Géolocalisation'),
  params: [
    param(
      'options',
      'json',
      'Options (enableHighAccuracy, timeout, maximumAge)',
      'Options (enableHighAccuracy, timeout, maximumAge)',
    ),
  ],
});
