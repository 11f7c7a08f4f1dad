/** The sign-in plugin's settings messages in French (the editor's Plugins panel). */
import { defineFrenchMessages } from '../define.ts';

export default defineFrenchMessages({
  texts: {
    'A SPA client id is required with an Auth0 domain.':
      'Un identifiant de client SPA est requis avec un domaine Auth0.',
    'The domain must not end with a slash.': 'Le domaine ne doit pas finir par une barre oblique.',
  },
});
