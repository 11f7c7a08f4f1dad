import { defineComponent, label } from '../define.ts';

export interface HtmlProps {
  /** HTML markup; always sanitised before it is shown (see Html.tsx). */
  source: string;
  refreshOnResize: boolean;
}

export const htmlDefinition = defineComponent({
  type: 'html',
  label: label('HTML', 'HTML'),
  category: 'basic',
  displayModes: ['block', 'flex', 'grid', 'inline-block', 'inline-flex'],
  properties: {
    source: {
      type: 'code',
      language: 'html',
      label: label('HTML source', 'Code HTML'),
      // Default: a short visible paragraph, so a new element shows where it is. Whatever the
      // source (typed or bound to a formula) it is sanitised with DOMPurify: scripts, event
      // handler attributes (onerror…), javascript: links and iframes are removed; scripts never run.
      default: '<p>Your HTML here</p>',
      section: 'settings',
      bindable: true,
    },
    refreshOnResize: {
      type: 'boolean',
      label: label('Refresh on window resize', 'Actualiser au redimensionnement'),
      // Default: off. On, the markup is rendered afresh (new DOM) a moment after the window is
      // resized, for embeds that measure their size only once.
      default: false,
      section: 'settings',
      bindable: true,
    },
  },
});
