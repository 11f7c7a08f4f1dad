/** Strings of the canvas: the frame's title, the selection's handle, the drag overlay. */
export const en = {
  'canvas.frameTitle': 'Page canvas',
  'canvas.drag': 'Drag to move {{name}}',
};

export const fr: typeof en = {
  'canvas.frameTitle': 'Canevas de la page',
  'canvas.drag': 'Glisser pour déplacer {{name}}',
};
