/**
 * The rich-text editor's model on draft-js, shared by the admin app's lesson editor and the learner
 * app's post editor (each draws its own toolbar): HTML in and out, the editing operations and the
 * link rules (docs/product-rules.md#lesson-content-and-the-rich-text-editor). A subpath of its own,
 * `@academy/ui/rich-text`, so that draft-js is only in the chunks of the screens that show an editor.
 */
export { blockStyleFn, styleMap } from './display.js';
export { currentLinkUrl, removeLink, setLink } from './editing.js';
export { linkPromptAction } from './links.js';
export { useRichTextEditor, type RichTextFormat } from './useRichTextEditor.js';
export { useRichTextState } from './useRichTextState.js';
