import { describe, expect, it } from 'vitest';
import { elementSchema, htmlAttributesSchema, linkSchema, type Element } from './element.ts';
import { attributeRefusal, classRefusal } from './html-attributes.ts';
import { frenchIssues } from './issue-french.ts';
import { loadSite } from './load.ts';
import { fixtureTexts } from './testing/fixture.ts';

const element = (extra: Partial<Element>): unknown => ({ id: 'e', type: 'text', ...extra });

/** The schema's refusals of `value`, in English and French, with their paths. */
function refusals(value: unknown) {
  const parsed = elementSchema.safeParse(value);
  if (parsed.success) return [];
  const fr = frenchIssues(elementSchema, value, parsed.error);
  return parsed.error.issues.map((issue, i) => ({
    path: issue.path.join('.'),
    en: issue.message,
    fr: fr[i],
  }));
}

describe('element HTML id, classes and attributes', () => {
  it('accepts texts and formulas, and elements without them', () => {
    const good = element({
      htmlId: 'checkout-error',
      classes: ' notice  notice--error -x _y ',
      attributes: [
        { name: 'role', value: 'alert' },
        { name: 'aria-label', value: { $formula: "'Order ' + context.item.data.id" } },
        { name: 'data-status', value: '' },
        { name: 'tabindex', value: '0' },
        { name: 'xml:lang', value: 'fr' },
        { name: 'title', value: 'onclick="x" is only text here' },
        { name: 'Data-Onboarding', value: 'yes' },
      ],
    });
    expect(refusals(good)).toEqual([]);
    expect(refusals(element({ htmlId: { $formula: 'x' }, classes: { $formula: 'y' } }))).toEqual(
      [],
    );
    expect(refusals(element({}))).toEqual([]);
  });

  it('refuses each kind of attribute with its reason, in English and French', () => {
    const names = [
      'onclick',
      'OnMouseOver',
      'style',
      'ID',
      'class',
      'href',
      'xlink:href',
      'srcdoc',
      'formaction',
      'target',
      'dangerouslySetInnerHTML',
      '1st',
      'data x',
    ];
    const issues = refusals(element({ attributes: names.map((name) => ({ name, value: 'x' })) }));
    expect(issues.map((issue) => issue.path)).toEqual(names.map((_, i) => `attributes.${i}.name`));
    expect(issues.map(({ en, fr }) => ({ en, fr }))).toEqual([
      {
        en: 'attribute "onclick" is an event handler, which could run script: use the element\'s workflows instead',
        fr: 'l’attribut « onclick » est un gestionnaire d’événement, qui pourrait exécuter du script : utilisez plutôt les workflows de l’élément',
      },
      expect.objectContaining({ en: expect.stringContaining('"OnMouseOver" is an event handler') }),
      {
        en: 'attribute "style" is not allowed: styles have their own fields (the Style tab)',
        fr: 'l’attribut « style » n’est pas permis : les styles ont leurs propres champs (onglet Style)',
      },
      {
        en: 'attribute "ID" has its own field: HTML id',
        fr: 'l’attribut « ID » a son propre champ : Identifiant HTML',
      },
      {
        en: 'attribute "class" has its own field: Extra classes',
        fr: 'l’attribut « class » a son propre champ : Classes supplémentaires',
      },
      {
        en: 'attribute "href" could load an address, run script or navigate: use the element\'s link instead',
        fr: 'l’attribut « href » pourrait charger une adresse, exécuter du script ou changer de page : utilisez plutôt le lien de l’élément',
      },
      expect.objectContaining({ en: expect.stringContaining('"xlink:href" could load') }),
      expect.objectContaining({ en: expect.stringContaining('"srcdoc" could load') }),
      expect.objectContaining({ en: expect.stringContaining('"formaction" could load') }),
      expect.objectContaining({ en: expect.stringContaining('"target" could load') }),
      {
        en: 'attribute "dangerouslySetInnerHTML" is reserved by the renderer',
        fr: 'l’attribut « dangerouslySetInnerHTML » est réservé au moteur de rendu',
      },
      {
        en: 'attribute name "1st" is not valid: a letter, "_" or ":" first, then letters, digits, "-", "_", ":" or "."',
        fr: 'le nom d’attribut « 1st » n’est pas valide : une lettre, « _ » ou « : » d’abord, puis des lettres, chiffres, « - », « _ », « : » ou « . »',
      },
      expect.objectContaining({ en: expect.stringContaining('"data x" is not valid') }),
    ]);
  });

  it('refuses a name listed twice (case does not matter), a bad id and bad or reserved classes', () => {
    expect(
      refusals(
        element({
          htmlId: '9-lives',
          classes: 'ok e-hero 2col',
          attributes: [
            { name: 'role', value: 'alert' },
            { name: 'ROLE', value: 'status' },
          ],
        }),
      ),
    ).toEqual([
      {
        path: 'htmlId',
        en: 'HTML id "9-lives" is not valid: a letter or "_" first, then letters, digits, "-" or "_" (at most 100)',
        fr: 'l’identifiant HTML « 9-lives » n’est pas valide : une lettre ou « _ » d’abord, puis des lettres, chiffres, « - » ou « _ » (100 au plus)',
      },
      {
        path: 'classes',
        en: 'class "e-hero" starts with "e-", "s-" or "b-", which Baobab keeps for its own classes',
        fr: 'la classe « e-hero » commence par « e- », « s- » ou « b- », que Baobab réserve à ses propres classes',
      },
      {
        path: 'classes',
        en: 'class "2col" is not a class name: letters, digits, "-" and "_", not starting with a digit',
        fr: 'la classe « 2col » n’est pas un nom de classe : des lettres, chiffres, « - » et « _ », sans chiffre au début',
      },
      {
        path: 'attributes.1.name',
        en: 'attribute "ROLE" is listed twice',
        fr: 'l’attribut « ROLE » est listé deux fois',
      },
    ]);
    expect(htmlAttributesSchema.safeParse([{ name: 'role', value: 3 }]).success).toBe(false);
  });

  it('says why a name or class is refused, whatever its case', () => {
    expect(
      ['aria-label', 'data-on', 'role', 'onload', 'ONERROR', 'Style', 'Src', 'is', 'xml:lang'].map(
        attributeRefusal,
      ),
    ).toEqual([
      null,
      null,
      null,
      'event-handler',
      'event-handler',
      'style',
      'url',
      'reserved',
      null,
    ]);
    expect(['card', '-x', 'b-button', 's-top', 'ok_1', 'a.b'].map(classRefusal)).toEqual([
      null,
      null,
      'reserved',
      'reserved',
      null,
      'syntax',
    ]);
  });

  it('reports a refused attribute of a file at its path, in both languages', () => {
    const { problems } = loadSite(
      fixtureTexts((site) => {
        site.pages.home!.elements.title!.attributes = [{ name: 'onclick', value: 'go()' }];
      }),
    );
    expect(problems).toEqual([
      {
        file: 'pages/home.json',
        path: '$.elements.title.attributes[0].name',
        severity: 'error',
        message:
          'attribute "onclick" is an event handler, which could run script: use the element\'s workflows instead',
        fr: 'l’attribut « onclick » est un gestionnaire d’événement, qui pourrait exécuter du script : utilisez plutôt les workflows de l’élément',
      },
    ]);
  });

  it('warns about an HTML id that is a section anchor of the page or repeated on it', () => {
    const { problems } = loadSite(
      fixtureTexts((site) => {
        const home = site.pages.home!.elements;
        home.title!.htmlId = 'hero';
        home.cta!.htmlId = 'demo';
        home.box!.htmlId = { $formula: "'hero'" };
        site.sections.nav!.elements.logo!.htmlId = 'demo';
      }),
    );
    expect(problems).toEqual([
      {
        file: 'pages/home.json',
        path: '$.elements.title.htmlId',
        severity: 'warning',
        message:
          'HTML id "hero" is the anchor of section "Hero" on page "home": the section keeps it, the element shows no id',
        fr: 'l’identifiant HTML « hero » est l’ancre de la section « Hero » sur la page « home » : la section le garde, l’élément n’a pas d’identifiant',
      },
      {
        file: 'sections/nav.json',
        path: '$.elements.logo.htmlId',
        severity: 'warning',
        message: 'HTML id "demo" is also the HTML id of element "cta" on page "home"',
        fr: 'l’identifiant HTML « demo » est aussi celui de l’élément « cta » sur la page « home »',
      },
    ]);
  });

  it('takes formulas as a page link’s query values', () => {
    const link = {
      type: 'page',
      pageId: 'order',
      query: [
        { name: 'order', value: { $formula: 'context.item.data.id' } },
        { name: 'from', value: 'orders' },
      ],
    };
    expect(linkSchema.safeParse(link).success).toBe(true);
    expect(linkSchema.safeParse({ ...link, query: [{ name: 'order', value: 3 }] }).success).toBe(
      false,
    );
  });
});
