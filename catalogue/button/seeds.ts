import type { ComponentSeeds } from '../seeds.ts';

/**
 * Seeds §3 "Button": "buttonType: none, button, submit (default button); disabled;
 * backgroundColor; left and right icon toggles. States: focus, disabled, active. Events: focus,
 * blur." (§4 names the same states.)
 */
export const buttonSeeds: ComponentSeeds = {
  heading: 'Button',
  properties: [
    { name: 'buttonType', default: 'button', options: ['none', 'button', 'submit'] },
    { name: 'disabled' },
    { name: 'backgroundColor' },
    { name: 'leftIcon' },
    { name: 'rightIcon' },
  ],
  states: ['focus', 'disabled', 'active'],
  events: ['focus', 'blur'],
};
