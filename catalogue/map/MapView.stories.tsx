import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultProps } from '../props.ts';
import { mapDefinition, type MapProps } from './definition.ts';
import { MapView } from './MapView.tsx';

// No story has a Google Maps key: Storybook runs without network, so every story shows the
// placeholder that lists the markers.
const en = defaultProps<MapProps>(mapDefinition, 'en');

const meta = {
  title: 'Catalogue/Map',
  component: MapView,
  args: { props: en, className: 'b-story', lang: 'en' },
} satisfies Meta<typeof MapView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const French: Story = {
  args: { props: defaultProps<MapProps>(mapDefinition, 'fr'), lang: 'fr' },
};

/** Markers with links, as a collection's records mapped through field paths. */
export const BoundRecordsWithLinks: Story = {
  args: {
    props: {
      ...en,
      markers: [
        {
          title: 'Lagos store',
          position: { lat: 6.524379, lng: 3.379206 },
          page: '#lagos',
        },
        {
          title: 'Dakar store',
          position: { lat: 14.716677, lng: -17.467686 },
          page: '#dakar',
        },
        { title: 'Abidjan warehouse', position: { lat: 5.359952, lng: -4.008256 } },
      ],
      nameField: 'title',
      latField: 'position.lat',
      lngField: 'position.lng',
      urlField: 'page',
    },
  },
};

export const NoMarkers: Story = { args: { props: { ...en, markers: [] } } };
