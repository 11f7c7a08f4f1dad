/**
 * The catalogue's front page: first in the sidebar (`storySort` in `.storybook/preview.ts`), so
 * the root URL opens it. A story, not MDX: the project has no docs addon.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';

const code = { fontSize: '0.9em' } as const;

function Introduction() {
  return (
    <article style={{ maxWidth: '44rem' }}>
      <h1>Baobab component catalogue</h1>
      <p>
        These are the components site authors drop onto pages in the Baobab editor (text, image,
        flexbox, button, form fields, dialogs, tabs…). The runtime renders the same code for
        visitors. Each story is one component with its default settings, then a few variants.
      </p>

      <h2>Theming</h2>
      <ul>
        <li>
          Every page starts from the runtime&apos;s base stylesheet (
          <code style={code}>runtime/index.html</code>
          ): <code style={code}>box-sizing: border-box</code>, system font, line height 1.5.
        </li>
        <li>
          Light or dark: the runtime puts the class <code style={code}>dark</code> on{' '}
          <code style={code}>&lt;html&gt;</code> (
          <code style={code}>runtime/services/theme.ts</code>
          ), from the site&apos;s <code style={code}>defaultTheme</code>, then the visitor&apos;s
          choice (the <code style={code}>change-theme</code> workflow action), kept in local
          storage.
        </li>
        <li>
          Then the site&apos;s own style (<code style={code}>site.json</code>,{' '}
          <code style={code}>runtime/render/site-style.ts</code>): its text style (
          <code style={code}>textStyle</code>: font, size, line height, colour and its dark-theme
          colour) and page colour on <code style={code}>body</code>, which every element without
          typography or colour of its own inherits, and its named colours (
          <code style={code}>colors</code>) as variables on the root,{' '}
          <code style={code}>--color-primary</code>, used in styles as{' '}
          <code style={code}>var(--color-primary)</code>.
        </li>
        <li>
          An element&apos;s own colours and typography are its Style fields, written to the page
          stylesheet as rules on its class <code style={code}>e-&#123;elementId&#125;</code> (here{' '}
          <code style={code}>b-story</code>
          ): they win over the site&apos;s. Some components pass settings to their CSS as variables
          such as <code style={code}>--b-checkbox-accent</code> or{' '}
          <code style={code}>--b-select-loading-color</code>.
        </li>
        <li>
          The <strong>Theme</strong> toolbar shows stories in the storefront&apos;s style (its text
          style and page colours from <code style={code}>site.json</code> and its own button&apos;s
          styles), in a neutral theme, or in dark mode (the runtime&apos;s{' '}
          <code style={code}>dark</code> class, with the storefront&apos;s dark colours).
        </li>
      </ul>

      <h2>Props and the editor&apos;s fields</h2>
      <p>
        Each component&apos;s <code style={code}>catalogue/&lt;component&gt;/definition.ts</code>{' '}
        declares its properties; the editor builds its sidebar from them. A property with{' '}
        <code style={code}>section: &apos;settings&apos;</code> is a field of the Settings tab and a
        prop of the component; <code style={code}>section: &apos;style&apos;</code> is a field of
        the Style tab and CSS in the page stylesheet. Its <code style={code}>type</code> picks the
        field (text, number, boolean, select, colour, icon…), <code style={code}>label</code> is its
        English and French name, <code style={code}>group</code> a heading,{' '}
        <code style={code}>hidden</code> hides it, <code style={code}>bindable</code> lets an author
        bind it to a formula, and <code style={code}>default</code> is where a new element starts.
        The stories&apos; <code style={code}>props</code> control holds those settings, defaults
        filled as the runtime fills them.
      </p>
    </article>
  );
}

const meta = {
  title: 'Introduction',
  component: Introduction,
  parameters: { controls: { disable: true }, actions: { disable: true } },
} satisfies Meta<typeof Introduction>;

export default meta;

export const Welcome: StoryObj<typeof meta> = { name: 'Introduction' };
