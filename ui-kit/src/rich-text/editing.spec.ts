import { describe, expect, it } from '@jest/globals';
import { ContentState, EditorState, Modifier, RichUtils, SelectionState } from 'draft-js';
import {
  applyUndoPolicy,
  autoLinkBeforeCursor,
  insertPlainText,
  pasteTextWithLinks,
  removeLink,
  setLink,
  splitBlockOnReturn,
  UNDO_DEPTH,
} from './editing.js';
import { contentStateToHtml } from './html.js';

const html = (state: EditorState) => contentStateToHtml(state.getCurrentContent());

/** An editor holding `text` with the cursor at `offset` (end when omitted) or the range [offset, end). */
function editor(text: string, offset = text.length, end = offset): EditorState {
  const state = EditorState.createWithContent(ContentState.createFromText(text));
  const key = state.getCurrentContent().getFirstBlock().getKey();
  return EditorState.forceSelection(
    state,
    SelectionState.createEmpty(key).merge({ anchorOffset: offset, focusOffset: end }) as SelectionState,
  );
}

function type(state: EditorState, text: string): EditorState {
  const content = Modifier.insertText(state.getCurrentContent(), state.getSelection(), text);
  return EditorState.push(state, content, 'insert-characters');
}

describe('applyUndoPolicy', () => {
  it('starts a new undo group after a pause of more than 500 ms', () => {
    let state = editor('');
    state = applyUndoPolicy(state, type(state, 'a'), 10_000);
    expect(state.getUndoStack().size).toBe(1);
    // draft-js merges contiguous typing; quick typing stays in the same group
    state = applyUndoPolicy(state, type(state, 'b'), 100);
    expect(state.getUndoStack().size).toBe(1);
    // a pause: a new group, so undo removes only "c"
    state = applyUndoPolicy(state, type(state, 'c'), 600);
    expect(state.getUndoStack().size).toBe(2);
    expect(html(EditorState.undo(state))).toBe('<p>ab</p>');
  });

  it('keeps at most 100 undo entries', () => {
    let state = editor('');
    for (let index = 0; index < UNDO_DEPTH + 20; index += 1) state = applyUndoPolicy(state, type(state, 'x'), 1_000);
    expect(state.getUndoStack().size).toBe(UNDO_DEPTH);
    for (let index = 0; index < UNDO_DEPTH; index += 1) state = EditorState.undo(state);
    expect(state.getCurrentContent().getPlainText()).toBe('x'.repeat(20));
  });

  it('leaves undo, redo and selection changes alone', () => {
    const typed = type(editor(''), 'a');
    const undone = EditorState.undo(typed);
    expect(applyUndoPolicy(typed, undone, 10_000)).toBe(undone);
    const moved = EditorState.forceSelection(typed, typed.getSelection());
    expect(applyUndoPolicy(typed, moved, 10_000)).toBe(moved);
  });
});

describe('links', () => {
  it('links the selection, changes and removes the link under the cursor', () => {
    const linked = setLink(editor('read this', 5, 9), 'https://example.org');
    expect(html(linked)).toBe('<p>read <a href="https://example.org" target="_blank" rel="noopener noreferrer nofollow">this</a></p>');
    const atCursor = EditorState.forceSelection(linked, linked.getSelection().merge({ anchorOffset: 7, focusOffset: 7 }) as SelectionState);
    expect(html(setLink(atCursor, 'https://other.test'))).toContain(
      '<a href="https://other.test" target="_blank" rel="noopener noreferrer nofollow">this</a>',
    );
    expect(html(removeLink(atCursor))).toBe('<p>read this</p>');
  });

  it('inserts the address itself at a collapsed cursor outside links', () => {
    expect(html(setLink(editor('see '), 'mailto:a@b.test'))).toBe(
      '<p>see <a href="mailto:a@b.test" target="_blank" rel="noopener noreferrer nofollow">mailto:a@b.test</a></p>',
    );
  });

  it('auto-links the address before the cursor when a space follows', () => {
    const linked = autoLinkBeforeCursor(editor('go to www.example.org'));
    expect(linked).not.toBeNull();
    const spaced = insertPlainText(linked!, ' ');
    expect(html(type(spaced, 'now'))).toBe(
      '<p>go to <a href="http://www.example.org" target="_blank" rel="noopener noreferrer nofollow">www.example.org</a> now</p>',
    );
    expect(autoLinkBeforeCursor(editor('plain words'))).toBeNull();
    expect(autoLinkBeforeCursor(editor('javascript:alert(1)'))).toBeNull();
  });

  it('links addresses in pasted text, on every pasted line', () => {
    const pasted = pasteTextWithLinks(editor('Links: '), 'https://a.test and\nftp://files.test/x.');
    expect(pasted).not.toBeNull();
    expect(html(pasted!)).toBe(
      '<p>Links: <a href="https://a.test" target="_blank" rel="noopener noreferrer nofollow">https://a.test</a> and</p><p><a href="ftp://files.test/x" target="_blank" rel="noopener noreferrer nofollow">ftp://files.test/x</a>.</p>',
    );
    expect(pasteTextWithLinks(editor(''), 'no links here')).toBeNull();
  });
});

describe('splitBlockOnReturn', () => {
  const heading = (text: string, offset = text.length) => RichUtils.toggleBlockType(editor(text, offset), 'header-two');

  it('starts a plain paragraph after Enter at the end of a heading', () => {
    const state = type(splitBlockOnReturn(heading('Sourcing')), 'Find passive candidates.');
    expect(html(state)).toBe('<h2>Sourcing</h2><p>Find passive candidates.</p>');
    // One undo brings the heading back as it was.
    expect(html(EditorState.undo(splitBlockOnReturn(heading('Sourcing'))))).toBe('<h2>Sourcing</h2>');
  });

  it('keeps the type when a heading is split in the middle, and in lists', () => {
    expect(html(splitBlockOnReturn(heading('Sourcing', 3)))).toBe('<h2>Sou</h2><h2>rcing</h2>');
    const list = type(splitBlockOnReturn(RichUtils.toggleBlockType(editor('one'), 'unordered-list-item')), 'two');
    expect(html(list)).toBe('<ul><li>one</li><li>two</li></ul>');
  });
});
