import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { BackgroundVideo } from './BackgroundVideo.tsx';

/** A drawn poster (no network in stories, and no video file: the poster shows, as before play). */
const poster = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">' +
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
    '<stop offset="0" stop-color="#0f172a"/><stop offset="1" stop-color="#1e3a8a"/></linearGradient></defs>' +
    '<rect width="640" height="360" fill="url(#g)"/>' +
    '<circle cx="500" cy="90" r="60" fill="#334155"/></svg>',
)}`;

/** As the renderer places it: the first child of the element whose styles have the video. */
const section = (lang: string, title: string, text: string) =>
  function Section(Story: () => ReactNode) {
    return (
      <section
        lang={lang}
        style={{
          minHeight: 220,
          padding: 24,
          backgroundColor: '#0f172a',
          color: '#fff',
          borderRadius: 12,
        }}
      >
        {Story()}
        <h2 style={{ margin: 0 }}>{title}</h2>
        <p>{text}</p>
      </section>
    );
  };

const meta = {
  title: 'Catalogue/Properties/Background video',
  component: BackgroundVideo,
  args: { poster, loop: true, preload: 'auto' },
} satisfies Meta<typeof BackgroundVideo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the video is ready (or without one), the poster covers the element. */
export const English: Story = {
  decorators: [
    section('en', 'Fresh groceries, delivered home', 'The content stays above the video.'),
  ],
};

export const French: Story = {
  decorators: [
    section(
      'fr',
      'Des courses fraîches, livrées chez vous',
      'Le contenu reste au-dessus de la vidéo.',
    ),
  ],
};
