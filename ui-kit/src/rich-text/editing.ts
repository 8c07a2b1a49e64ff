/**
 * Editing operations of the rich-text editor on draft-js EditorState: undo history policy,
 * links (prompt, auto-detection while typing and pasting). No React, no DOM: unit-tested in Node.
 */
import { ContentState, EditorState, Modifier, RichUtils, SelectionState, type ContentBlock } from 'draft-js';
import { findUrls, urlEndingAt } from './links.js';

/** At most 100 undo entries; a pause of 500 ms starts a new undo group (docs/product-rules.md#lesson-content-and-the-rich-text-editor). */
export const UNDO_DEPTH = 100;
export const UNDO_GROUP_DELAY_MS = 500;

/**
 * The undo policy, applied to every state the editor produces.
 *
 * draft-js itself pushes an undo entry on each `EditorState.push` except while the user keeps typing
 * (or deleting) in one place, which it merges into one entry however long it takes. Here:
 * 1. such a merged change that comes more than 500 ms after the previous edit starts a new entry
 *    (the content before it is pushed onto the undo stack, as draft-js does for a boundary);
 * 2. the undo stack keeps the newest 100 entries.
 * Undo/redo themselves and selection-only changes pass through untouched.
 */
export function applyUndoPolicy(previous: EditorState, next: EditorState, msSinceLastEdit: number): EditorState {
  const changeType = next.getLastChangeType();
  if (changeType === 'undo' || changeType === 'redo') return next;
  if (next.getCurrentContent() === previous.getCurrentContent()) return next;
  let state = next;
  const merged = next.getUndoStack() === previous.getUndoStack();
  if (merged && next.getAllowUndo() && msSinceLastEdit > UNDO_GROUP_DELAY_MS) {
    const content = next.getCurrentContent().set('selectionBefore', previous.getSelection()) as ContentState;
    state = EditorState.set(next, {
      currentContent: content,
      undoStack: previous.getUndoStack().push(previous.getCurrentContent()),
    });
  }
  const undoStack = state.getUndoStack();
  if (undoStack.size > UNDO_DEPTH) state = EditorState.set(state, { undoStack: undoStack.take(UNDO_DEPTH).toStack() });
  return state;
}

function createLink(content: ContentState, url: string): { content: ContentState; entityKey: string } {
  const withEntity = content.createEntity('LINK', 'MUTABLE', { url });
  return { content: withEntity, entityKey: withEntity.getLastCreatedEntityKey() };
}

function rangeIn(blockKey: string, start: number, end: number): SelectionState {
  return SelectionState.createEmpty(blockKey).merge({ anchorOffset: start, focusOffset: end }) as SelectionState;
}

/** The link under a collapsed cursor: its range in the block and its address. */
export function linkAt(state: EditorState): { start: number; end: number; url: string } | null {
  const selection = state.getSelection();
  const content = state.getCurrentContent();
  const block = content.getBlockForKey(selection.getStartKey());
  const offset = selection.getStartOffset();
  // The character under the cursor, or the one just before it (cursor at the end of a link).
  const probe = [offset, offset - 1].find((at) => at >= 0 && at < block.getLength() && isLinkAt(content, block, at));
  if (probe === undefined) return null;
  let found: { start: number; end: number; url: string } | null = null;
  block.findEntityRanges(
    (character) => character.getEntity() === block.getEntityAt(probe),
    (start, end) => {
      if (start <= probe && probe < end) {
        const data = content.getEntity(block.getEntityAt(probe)).getData() as { url?: string };
        found = { start, end, url: data.url ?? '' };
      }
    },
  );
  return found;
}

function isLinkAt(content: ContentState, block: ContentBlock, offset: number): boolean {
  const key = block.getEntityAt(offset);
  return key !== null && content.getEntity(key).getType() === 'LINK';
}

/** The address currently linked at the selection (to prefill the prompt), if any. */
export function currentLinkUrl(state: EditorState): string | null {
  const selection = state.getSelection();
  const content = state.getCurrentContent();
  const block = content.getBlockForKey(selection.getStartKey());
  const offset = selection.getStartOffset();
  if (!selection.isCollapsed() && offset < block.getLength() && isLinkAt(content, block, offset)) {
    return (content.getEntity(block.getEntityAt(offset)).getData() as { url?: string }).url ?? null;
  }
  return linkAt(state)?.url ?? null;
}

/**
 * Link the selection to `url`. A collapsed cursor inside a link changes that link; a collapsed
 * cursor elsewhere inserts the address itself as linked text.
 */
export function setLink(state: EditorState, url: string): EditorState {
  const selection = state.getSelection();
  const { content, entityKey } = createLink(state.getCurrentContent(), url);
  if (!selection.isCollapsed()) {
    const linked = Modifier.applyEntity(content, selection, entityKey);
    return EditorState.forceSelection(EditorState.push(state, linked, 'apply-entity'), selection);
  }
  const existing = linkAt(state);
  if (existing) {
    const range = rangeIn(selection.getStartKey(), existing.start, existing.end);
    const linked = Modifier.applyEntity(content, range, entityKey);
    return EditorState.forceSelection(EditorState.push(state, linked, 'apply-entity'), selection);
  }
  const inserted = Modifier.insertText(content, selection, url, state.getCurrentInlineStyle(), entityKey);
  return EditorState.push(state, inserted, 'insert-characters');
}

/** Remove the link from the selection, or from the whole link under a collapsed cursor. */
export function removeLink(state: EditorState): EditorState {
  const selection = state.getSelection();
  if (!selection.isCollapsed()) return RichUtils.toggleLink(state, selection, null);
  const existing = linkAt(state);
  if (!existing) return state;
  const range = rangeIn(selection.getStartKey(), existing.start, existing.end);
  const unlinked = Modifier.applyEntity(state.getCurrentContent(), range, null);
  return EditorState.forceSelection(EditorState.push(state, unlinked, 'apply-entity'), selection);
}

/** Link every detected address in the given blocks that is not linked yet. */
export function linkifyBlocks(content: ContentState, blockKeys: string[]): ContentState {
  let result = content;
  for (const key of blockKeys) {
    const block = result.getBlockForKey(key);
    if (!block || block.getType() === 'code-block') continue;
    for (const hit of findUrls(block.getText())) {
      let free = true;
      for (let at = hit.start; at < hit.end; at += 1) if (block.getEntityAt(at) !== null) free = false;
      if (!free) continue;
      const { content: withEntity, entityKey } = createLink(result, hit.url);
      result = Modifier.applyEntity(withEntity, rangeIn(key, hit.start, hit.end), entityKey);
    }
  }
  return result;
}

/**
 * Auto-link while typing: when a space or Enter follows an address, link the address that ends at
 * the cursor. Returns null when there is nothing to link (or the address is already a link, or the
 * cursor is in a code block).
 */
export function autoLinkBeforeCursor(state: EditorState): EditorState | null {
  const selection = state.getSelection();
  if (!selection.isCollapsed()) return null;
  const content = state.getCurrentContent();
  const block = content.getBlockForKey(selection.getStartKey());
  if (block.getType() === 'code-block') return null;
  const hit = urlEndingAt(block.getText(), selection.getStartOffset());
  if (!hit) return null;
  for (let at = hit.start; at < hit.end; at += 1) if (block.getEntityAt(at) !== null) return null;
  const { content: withEntity, entityKey } = createLink(content, hit.url);
  const linked = Modifier.applyEntity(withEntity, rangeIn(block.getKey(), hit.start, hit.end), entityKey);
  return EditorState.forceSelection(EditorState.push(state, linked, 'apply-entity'), selection);
}

/** Typed characters after auto-linking, without extending the link. */
export function insertPlainText(state: EditorState, text: string): EditorState {
  const inserted = Modifier.replaceText(state.getCurrentContent(), state.getSelection(), text, state.getCurrentInlineStyle(), undefined);
  return EditorState.push(state, inserted, 'insert-characters');
}

/** Paste plain text, linking the addresses it contains. Returns null when it contains none. */
export function pasteTextWithLinks(state: EditorState, text: string): EditorState | null {
  if (findUrls(text).length === 0) return null;
  const fragment = ContentState.createFromText(text.replace(/\r\n?/g, '\n')).getBlockMap();
  const content = state.getCurrentContent();
  const selection = state.getSelection();
  const pasted = Modifier.replaceWithFragment(content, selection, fragment);
  // The blocks the paste touched: from the selection's start block to the block the cursor ends in.
  const keys = pasted.getBlockMap().keySeq().toArray();
  const from = keys.indexOf(selection.getStartKey());
  const to = keys.indexOf(pasted.getSelectionAfter().getEndKey());
  const linked = linkifyBlocks(pasted, keys.slice(Math.max(from, 0), to + 1));
  return EditorState.push(state, linked, 'insert-fragment');
}

/**
 * Enter: splits the block at the cursor. draft-js gives the new block the type of the one split, so
 * a heading would carry on into the next line; at the end of a heading the new block is a paragraph.
 */
export function splitBlockOnReturn(state: EditorState): EditorState {
  const selection = state.getSelection();
  const content = state.getCurrentContent();
  const block = content.getBlockForKey(selection.getStartKey());
  const atHeadingEnd = selection.isCollapsed() && block.getType().startsWith('header-') && selection.getStartOffset() === block.getLength();
  let next = Modifier.splitBlock(content, selection);
  if (atHeadingEnd) next = Modifier.setBlockType(next, next.getSelectionAfter(), 'unstyled');
  return EditorState.push(state, next, 'split-block');
}
