import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultProps } from '../props.ts';
import { htmlDefinition, type HtmlProps } from './definition.ts';
import { Html } from './Html.tsx';

const meta = {
  title: 'Catalogue/HTML',
  component: Html,
  args: { props: defaultProps<HtmlProps>(htmlDefinition, 'en'), className: 'b-story', lang: 'en' },
  // Only when the stories run in happy-dom (unit tests): DOMPurify needs the two DOM fixes there
  // (see happy-dom-fix.ts). Real browsers (Storybook, the e2e run) never load that file.
  beforeEach: async () => {
    if (navigator.userAgent.includes('HappyDOM')) await import('./happy-dom-fix.ts');
  },
} satisfies Meta<typeof Html>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const French: Story = {
  args: {
    props: { source: '<p>Votre <strong>HTML</strong> ici</p>', refreshOnResize: false },
    lang: 'fr',
  },
};

export const SafeSource: Story = {
  args: {
    props: {
      source:
        '<section style="padding: 16px; border: 1px solid #ccc; border-radius: 8px"><h2>Opening hours</h2><ul><li>Mon–Fri: 9:00–18:00</li><li>Sat: 10:00–14:00</li></ul><p><a href="#contact">Contact us</a></p></section>',
      refreshOnResize: false,
    },
  },
};

/** The script, the onerror handler and the javascript: link are removed; only the text stays. */
export const UnsafeSource: Story = {
  args: {
    props: {
      source:
        '<p>The script, the onerror handler and the javascript: link below are removed.</p><script>alert("xss")</script><img src="data:image/svg+xml,%3Csvg xmlns=%27http://www.w3.org/2000/svg%27 width=%271%27 height=%271%27/%3E" alt="" onerror="alert(1)"><a href="javascript:alert(1)">Not a real link</a>',
      refreshOnResize: false,
    },
  },
};

export const RefreshOnResize: Story = {
  args: {
    props: { source: '<p>Rebuilt after each window resize.</p>', refreshOnResize: true },
  },
};
