import { useRef, useState } from 'react';
import { EditorState, RichUtils, type DraftHandleValue } from 'draft-js';
import { decorator } from './display.js';
import { applyUndoPolicy, autoLinkBeforeCursor, insertPlainText, pasteTextWithLinks, splitBlockOnReturn } from './editing.js';
import { contentStateToHtml, htmlToContentState } from './html.js';

/** Commands whose styles the HTML cannot hold: swallowed so they do nothing. */
const IGNORED_COMMANDS = new Set(['underline', 'strikethrough']);

/** Milliseconds, for the undo grouping (called from event handlers only). */
const clock = () => Date.now();

interface Held {
  editorState: EditorState;
  /** The HTML `editorState` stands for (the `value` it was made from, or the last HTML sent out). */
  html: string;
}

/**
 * The editor's state for an HTML `value`: `update` applies the undo policy and sends the new HTML to
 * `onChange`; the handlers do the key commands and link addresses as they are typed or pasted.
 */
export function useRichTextState(value: string, onChange: (html: string) => void) {
  const [held, setHeld] = useState<Held>(() => ({
    editorState: EditorState.createWithContent(htmlToContentState(value), decorator),
    html: value,
  }));
  const lastEditAt = useRef(0);

  // A new value from outside (not the HTML this editor sent): start over from it.
  let current = held;
  if (value !== held.html) {
    current = { editorState: EditorState.createWithContent(htmlToContentState(value), decorator), html: value };
    setHeld(current);
  }
  const { editorState } = current;

  const update = (next: EditorState) => {
    const now = clock();
    const contentChanged = next.getCurrentContent() !== editorState.getCurrentContent();
    const state = applyUndoPolicy(editorState, next, now - lastEditAt.current);
    if (contentChanged) lastEditAt.current = now;
    const html = contentChanged ? contentStateToHtml(state.getCurrentContent()) : current.html;
    setHeld({ editorState: state, html });
    if (html !== current.html) onChange(html);
  };

  const handleKeyCommand = (command: string, state: EditorState): DraftHandleValue => {
    if (IGNORED_COMMANDS.has(command)) return 'handled';
    const next = RichUtils.handleKeyCommand(state, command);
    if (next) {
      update(next);
      return 'handled';
    }
    return 'not-handled';
  };

  const handleBeforeInput = (chars: string, state: EditorState): DraftHandleValue => {
    if (!/^\s$/.test(chars)) return 'not-handled';
    const linked = autoLinkBeforeCursor(state);
    if (!linked) return 'not-handled';
    update(insertPlainText(linked, chars));
    return 'handled';
  };

  const handleReturn = (event: { shiftKey: boolean }, state: EditorState): DraftHandleValue => {
    const linked = autoLinkBeforeCursor(state);
    if (event.shiftKey) {
      if (!linked) return 'not-handled';
      update(RichUtils.insertSoftNewline(linked));
      return 'handled';
    }
    update(splitBlockOnReturn(linked ?? state));
    return 'handled';
  };

  const handlePastedText = (text: string, html: string | undefined, state: EditorState): DraftHandleValue => {
    // HTML from the clipboard keeps its own links (draft-js converts it); plain text is linkified.
    if (html) return 'not-handled';
    const pasted = pasteTextWithLinks(state, text);
    if (!pasted) return 'not-handled';
    update(pasted);
    return 'handled';
  };

  return { editorState, update, handleKeyCommand, handleBeforeInput, handleReturn, handlePastedText };
}
