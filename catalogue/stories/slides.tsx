/** Story helpers of the slide components (carousel, slider). Only stories import this. */

const COLOURS = ['#0e7490', '#b45309', '#4d7c0f', '#7e22ce', '#be123c', '#1d4ed8'];

/** Plain coloured slides built here: stories use no network. */
export const slides = (count: number, word = 'Slide') =>
  Array.from({ length: count }, (_, i) => (
    <div
      key={i}
      style={{
        display: 'grid',
        placeItems: 'center',
        height: 220,
        color: '#fff',
        font: '600 24px system-ui, sans-serif',
        background: COLOURS[i % COLOURS.length],
      }}
    >
      {word} {i + 1}
    </div>
  ));
