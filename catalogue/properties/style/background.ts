/**
 * Background: colour, then image layers (a gradient and an image, in `backgroundOrder`), their
 * size, repeat, attachment and position, and a background video. The gradient, the order and the
 * video are not CSS: `cssStyles` (../css.ts) composes `background-image` from the gradient and
 * the image, and the renderer puts a `BackgroundVideo` in the element.
 */
import {
  behaviour,
  cssColor,
  cssLength,
  cssProperty,
  cssSelect,
  OFFSET_UNITS,
  option,
  type StyleGroup,
} from '../descriptor.ts';

const noVideo = (styles: Readonly<Record<string, unknown>>) => !styles.backgroundVideo;
/** Image layers can differ per breakpoint, state and class, like the CSS they become. */
const likeCss = { responsive: true, states: true, classes: true };

/** The background video and its options (seeds: "video, poster, loop, preload"). */
export const backgroundVideoProperties = {
  // Default: none. A video file (mp4, webm) played muted behind the content.
  backgroundVideo: behaviour('file', 'Background video', 'Vidéo d’arrière-plan', null),
  // Default: none. Shown until the video plays, and instead of it when motion is reduced.
  backgroundVideoPoster: behaviour('image', 'Video poster', 'Image d’attente de la vidéo', null, {
    hidden: noVideo,
  }),
  // Default: on; a background video that stops on its last frame looks broken.
  backgroundVideoLoop: behaviour('boolean', 'Loop the video', 'Lire la vidéo en boucle', true, {
    hidden: noVideo,
  }),
  // Default: auto. The video starts once enough of it is buffered (seeds §4); with `none` or
  // `metadata` the browser may buffer nothing, and the poster stays.
  backgroundVideoPreload: behaviour(
    'select',
    'Video preloading',
    'Préchargement de la vidéo',
    'auto',
    {
      hidden: noVideo,
      options: [
        option('auto', 'Whole video', 'Vidéo entière'),
        option('metadata', 'Metadata only', 'Métadonnées seulement'),
        option('none', 'None', 'Aucun'),
      ],
    },
  ),
} satisfies StyleGroup;

export const backgroundProperties = {
  backgroundColor: cssColor('Background colour', 'Couleur de fond'),
  // Default: none. A gradient (or a colour, drawn as a flat layer) written into `background-image`.
  backgroundGradient: behaviour('colorOrGradient', 'Gradient', 'Dégradé', null, likeCss),
  // An image URL; `cssStyles` writes it as `url("…")`.
  backgroundImage: cssProperty('image', 'Background image', 'Image de fond'),
  // Default: the gradient over the image, the usual way to keep text readable on a photo.
  backgroundOrder: behaviour('select', 'Layer order', 'Ordre des calques', 'gradient-over-image', {
    ...likeCss,
    options: [
      option('gradient-over-image', 'Gradient over image', 'Dégradé sur l’image'),
      option('image-over-gradient', 'Image over gradient', 'Image sur le dégradé'),
    ],
  }),
  backgroundSize: cssSelect('Image size', 'Taille de l’image', [
    option('auto', 'Original size', 'Taille d’origine'),
    option('cover', 'Cover', 'Couvrir'),
    option('contain', 'Contain', 'Contenir'),
  ]),
  backgroundRepeat: cssSelect('Repeat', 'Répétition', [
    option('repeat', 'Repeat', 'Répéter'),
    option('no-repeat', 'No repeat', 'Ne pas répéter'),
    option('repeat-x', 'Horizontally', 'Horizontalement'),
    option('repeat-y', 'Vertically', 'Verticalement'),
    option('space', 'Spaced', 'Espacé'),
    option('round', 'Rounded', 'Arrondi'),
  ]),
  backgroundAttachment: cssSelect('Attachment', 'Défilement', [
    option('scroll', 'Scrolls with the element', 'Défile avec l’élément'),
    option('fixed', 'Fixed (parallax)', 'Fixe (parallaxe)'),
    option('local', 'Scrolls with the content', 'Défile avec le contenu'),
  ]),
  // Keywords (`left`, `center`, `right`) pass through as they are.
  backgroundPositionX: cssLength('Position X', 'Position X', OFFSET_UNITS),
  backgroundPositionY: cssLength('Position Y', 'Position Y', OFFSET_UNITS),
  ...backgroundVideoProperties,
} satisfies StyleGroup;
