/**
 * The forms plugin's settings messages in French (the editor's Plugins panel): the English
 * pattern of each `FORM_MESSAGES` text (its parts are where and what), the French text.
 */
import { defineFrenchMessages } from '../define.ts';

export default defineFrenchMessages({
  patterns: [
    [
      /^No form is declared: /,
      () => 'Aucun formulaire déclaré : ajoutez-en un à « forms » (ses champs et qui prévenir).',
    ],
    [
      /^perHour must be a whole number from 1 to 1000\.$/,
      () => 'perHour doit être un nombre entier de 1 à 1000.',
    ],
    [/^(.+) must be an object\.$/, (m) => `${m[1]} doit être un objet.`],
    [
      /^(.+): a name starts with a letter and holds letters, digits, "-" or "_" \(40 at most\)\.$/,
      (m) =>
        `${m[1]} : un nom commence par une lettre et ne contient que lettres, chiffres, « - » ou « _ » (40 au plus).`,
    ],
    [/^(.+) has an unknown key "(.*)"\.$/, (m) => `${m[1]} a une clé inconnue « ${m[2]} ».`],
    [
      /^(.+)\.fields must be a list of at least one field\.$/,
      (m) => `${m[1]}.fields doit être une liste d’au moins un champ.`,
    ],
    [
      /^(.+): the field "(.*)" is declared twice\.$/,
      (m) => `${m[1]} : le champ « ${m[2]} » est déclaré deux fois.`,
    ],
    [
      /^(.+)\.fields may name (\d+) fields at most\.$/,
      (m) => `${m[1]}.fields peut nommer ${m[2]} champs au plus.`,
    ],
    [
      /^(.+)\.label must be a text that is not empty\.$/,
      (m) => `${m[1]}.label doit être un texte non vide.`,
    ],
    [
      /^(.+)\.type is (.+): it must be "text", "email" or "tel"\.$/,
      (m) => `${m[1]}.type vaut ${m[2]} : il doit valoir "text", "email" ou "tel".`,
    ],
    [
      /^(.+)\.required must be true or false\.$/,
      (m) => `${m[1]}.required doit valoir true ou false.`,
    ],
    [
      /^(.+)\.maxLength must be a whole number from 1 to 10000\.$/,
      (m) => `${m[1]}.maxLength doit être un nombre entier de 1 à 10000.`,
    ],
    [
      /^(.+)\.notify is (.+): it must be the email address that receives the messages\.$/,
      (m) => `${m[1]}.notify vaut ${m[2]} : ce doit être l’adresse e-mail qui reçoit les messages.`,
    ],
    [
      /^(.+)\.subject must be a text of 200 characters at most\.$/,
      (m) => `${m[1]}.subject doit être un texte de 200 caractères au plus.`,
    ],
    [
      /^(.+)\.referencePrefix must be 1 to 8 letters or digits\.$/,
      (m) => `${m[1]}.referencePrefix doit compter 1 à 8 lettres ou chiffres.`,
    ],
  ],
});
