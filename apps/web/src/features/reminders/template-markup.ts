// Kept apart from the editor's own code, which loads only when the editor opens.

// Markup the server keeps that the editor would drop on reading: images, tables, boxes and spans.
const BEYOND_THE_EDITOR = /<(img|table|thead|tbody|tr|th|td|div|span|small)\b/i;

/** Whether a body survives the rich-text editor unchanged in meaning; if not, it is edited as HTML. */
export const fitsTheEditor = (html: string): boolean => !BEYOND_THE_EDITOR.test(html);
