/**
 * Class names of the page stylesheet. `e-` (elements) and `s-` (sections) keep author ids apart
 * from the catalogue's own classes (`b-<type>-<part>`): an element "dialog-trigger" must not pick
 * up the dialog's `b-dialog-trigger` rules.
 */
export const elementClass = (id: string) => `e-${id}`;

export const sectionClass = (uid: string) => `s-${uid}`;
