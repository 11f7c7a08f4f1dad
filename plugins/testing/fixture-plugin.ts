/** A small plugin for tests of the contract and the runtime loader: a counter with a greeting. */
import { definePlugin } from '../define.ts';

export const fixturePlugin = definePlugin({
  id: 'counter',
  label: { en: 'Counter', fr: 'Compteur' },
  settings: {
    public: {
      greeting: { type: 'text', label: { en: 'Greeting', fr: 'Salutation' }, default: 'Hello' },
      step: { type: 'number', label: { en: 'Step', fr: 'Pas' }, default: 1 },
      siteKey: { type: 'text', label: { en: 'Site key', fr: 'Clé du site' }, required: true },
    },
    private: {
      apiKey: { type: 'secret', label: { en: 'API key', fr: 'Clé API' }, required: true },
    },
  },
  variables: {
    count: { type: 'number', label: { en: 'Count', fr: 'Compte' }, default: 0 },
    message: { type: 'string', label: { en: 'Message', fr: 'Message' }, default: '' },
  },
  actions: {
    increment: {
      label: { en: 'Increment', fr: 'Incrémenter' },
      config: { by: { type: 'number', label: { en: 'By', fr: 'De' } } },
      handler(config, _ctx, plugin) {
        const by = typeof config.by === 'number' ? config.by : plugin.settings.step;
        const count = (plugin.getVariable('count') as number) + by;
        plugin.setVariable('count', count);
        return count;
      },
    },
    fail: {
      label: { en: 'Fail', fr: 'Échouer' },
      handler() {
        throw new Error('Counter failed.');
      },
    },
  },
  validate(publicSettings, privateSettings) {
    const problems: string[] = [];
    if (!publicSettings.siteKey) problems.push('A site key is required.');
    if (!privateSettings.apiKey) problems.push('An API key is required.');
    return problems;
  },
  init(api) {
    api.setVariable('message', `${api.settings.greeting} from ${api.siteId} (${api.environment})`);
  },
});
