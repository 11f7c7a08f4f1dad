/** URLs printed by `npm start` in the global setup. */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the e2e tests with \`npm run test:e2e\``);
  return value.replace(/\/$/, '');
}

export const urls = {
  get editor() {
    return required('BAOBAB_E2E_EDITOR');
  },
  get preview() {
    return required('BAOBAB_E2E_PREVIEW');
  },
  get staging() {
    return required('BAOBAB_E2E_STAGING');
  },
  get production() {
    return required('BAOBAB_E2E_PRODUCTION');
  },
};

export const startOutput = () => process.env.BAOBAB_E2E_OUTPUT ?? '';
