/** The contact form the forms plugin's tests declare (the storefront's own, with another address). */
import type { JsonValue } from '@shared/schema/values.ts';

export const CONTACT: Record<string, JsonValue> = {
  contact: {
    fields: [
      { name: 'name', label: 'Your name', required: true, maxLength: 120 },
      { name: 'email', label: 'Email', required: true, type: 'email' },
      { name: 'phone', label: 'Phone', type: 'tel', maxLength: 40 },
      { name: 'message', label: 'Message', required: true, maxLength: 4000 },
    ],
    notify: 'help@shop.example',
    subject: 'Contact form',
  },
};
