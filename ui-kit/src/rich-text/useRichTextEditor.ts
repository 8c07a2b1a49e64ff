import { useRef } from 'react';
import { getDefaultKeyBinding, RichUtils, type Editor, type EditorProps } from 'draft-js';
import { blockStyleFn, styleMap } from './display.js';
import { currentLinkUrl, removeLink, setLink } from './editing.js';
import { linkPromptAction } from './links.js';
import { useRichTextState } from './useRichTextState.js';

/** A toolbar's format: an inline style (BOLD) or a block type (unordered-list-item). */
export interface RichTextFormat {
  kind: 'style' | 'block';
  value: string;
}

/**
 * Everything a draft-js editor of product HTML needs besides its toolbar's looks: the state
 * (`useRichTextState`), the props every such `<Editor>` takes, a format toggle, the 'URL' prompt for
 * links (cancel: nothing; empty: remove; otherwise an allowed scheme), and whether the placeholder
 * shows (draft-js draws it over the first block: only while that block is an empty paragraph).
 */
export function useRichTextEditor(value: string, onChange: (html: string) => void) {
  const { editorState, update, handleKeyCommand, handleBeforeInput, handleReturn, handlePastedText } = useRichTextState(value, onChange);
  const editorRef = useRef<Editor>(null);

  const toggle = (format: RichTextFormat) =>
    update(
      format.kind === 'block'
        ? RichUtils.toggleBlockType(editorState, format.value)
        : RichUtils.toggleInlineStyle(editorState, format.value),
    );

  const promptForLink = () => {
    const action = linkPromptAction(window.prompt('URL', currentLinkUrl(editorState) ?? ''));
    if (action.kind === 'remove') update(removeLink(editorState));
    else if (action.kind === 'set') update(setLink(editorState, action.url));
    window.setTimeout(() => editorRef.current?.focus(), 0);
  };

  const content = editorState.getCurrentContent();
  const editorProps = {
    ref: editorRef,
    editorState,
    onChange: update,
    customStyleMap: styleMap,
    blockStyleFn,
    handleKeyCommand,
    handleBeforeInput,
    handleReturn,
    handlePastedText,
    keyBindingFn: getDefaultKeyBinding,
    spellCheck: true,
    stripPastedStyles: false,
  } satisfies Partial<EditorProps> & { ref: typeof editorRef };

  return {
    editorState,
    editorProps,
    focus: () => editorRef.current?.focus(),
    toggle,
    promptForLink,
    showPlaceholder: !content.hasText() && content.getFirstBlock().getType() === 'unstyled',
  };
}
