import { useRef, useState, type CSSProperties, type MouseEvent as ReactMouseEvent, type ReactNode } from 'react';
import {
  CompositeDecorator,
  Editor,
  EditorState,
  getDefaultKeyBinding,
  Modifier,
  RichUtils,
  type ContentBlock,
  type ContentState,
  type DraftHandleValue,
  type DraftStyleMap,
} from 'draft-js';
import 'draft-js/dist/Draft.css';
import './rich-text.css';
import { applyUndoPolicy, autoLinkBeforeCursor, currentLinkUrl, insertPlainText, pasteTextWithLinks, removeLink, setLink } from './editing';
import { contentStateToHtml, htmlToContentState } from './html';
import { linkPromptAction } from './links';

export interface RichTextEditorProps {
  /** HTML (the product's allow-list). */
  value: string;
  /** Called with the new HTML whenever the content changes. */
  onChange: (html: string) => void;
  placeholder?: string;
  /** CSS length of the editing area's minimum height. */
  minHeight?: number | string;
  'aria-label'?: string;
  /** Id of the editing area (for a form label's htmlFor). */
  id?: string;
}

/** Spec sections 2 and 9. */
export const DEFAULT_PLACEHOLDER = 'Start writing...';
export const DEFAULT_MIN_HEIGHT = '300px';

function LinkSpan({ contentState, entityKey, children }: { contentState: ContentState; entityKey: string; children?: ReactNode }) {
  const { url } = contentState.getEntity(entityKey).getData() as { url?: string };
  return (
    <a href={url} className="rte-link" title={url} rel="noopener noreferrer nofollow" target="_blank">
      {children}
    </a>
  );
}

const decorator = new CompositeDecorator([
  {
    strategy: (block: ContentBlock, callback: (start: number, end: number) => void, contentState: ContentState) =>
      block.findEntityRanges((character) => {
        const key = character.getEntity();
        return key !== null && contentState.getEntity(key).getType() === 'LINK';
      }, callback),
    component: LinkSpan,
  },
]);

const styleMap: DraftStyleMap = {
  CODE: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', background: 'rgba(0,0,0,0.06)', padding: '0 3px', borderRadius: 3 },
};

const blockStyleFn = (block: ContentBlock) => {
  switch (block.getType()) {
    case 'blockquote':
      return 'rte-blockquote';
    case 'code-block':
      return 'rte-code-block';
    default:
      return '';
  }
};

interface ToolbarButton {
  label: string;
  text: string;
  kind: 'block' | 'style';
  value: string;
}

/** The toolbar: headings 2 to 4 only, bold, blockquote, bullet list, inline code, code block (+ link). */
const BUTTONS: ToolbarButton[] = [
  { label: 'H2 heading', text: 'H2', kind: 'block', value: 'header-two' },
  { label: 'H3 heading', text: 'H3', kind: 'block', value: 'header-three' },
  { label: 'H4 heading', text: 'H4', kind: 'block', value: 'header-four' },
  { label: 'Bold', text: 'B', kind: 'style', value: 'BOLD' },
  { label: 'Blockquote', text: '“ ”', kind: 'block', value: 'blockquote' },
  { label: 'Bullet list', text: '• List', kind: 'block', value: 'unordered-list-item' },
  { label: 'Inline code', text: '</>', kind: 'style', value: 'CODE' },
  { label: 'Code block', text: '{ }', kind: 'block', value: 'code-block' },
];

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
 * Rich-text editor on draft-js (spec sections 2 and 9). HTML in (`value`, parsed with draft-js's
 * convertFromHTML) and out (`onChange`, our own converter in ./html). Links: the toolbar button asks
 * `window.prompt('URL')` (cancel: nothing; empty: remove; otherwise an allowed scheme, http:// added
 * when none); addresses are linked as you type (after space or Enter) and when pasting plain text.
 * Undo: Ctrl/Cmd+Z, redo: Ctrl/Cmd+Shift+Z or Ctrl+Y; 100 entries, a new group after a 500 ms pause.
 */
export function RichTextEditor({
  value,
  onChange,
  placeholder = DEFAULT_PLACEHOLDER,
  minHeight = DEFAULT_MIN_HEIGHT,
  'aria-label': ariaLabel,
  id,
}: RichTextEditorProps) {
  const [held, setHeld] = useState<Held>(() => ({ editorState: EditorState.createWithContent(htmlToContentState(value), decorator), html: value }));
  const lastEditAt = useRef(0);
  const editorRef = useRef<Editor>(null);

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
    if (!linked) return 'not-handled';
    update(event.shiftKey ? RichUtils.insertSoftNewline(linked) : splitBlock(linked));
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

  const onToolbar = (event: ReactMouseEvent, button: ToolbarButton) => {
    event.preventDefault(); // keep the editor's focus and selection
    update(button.kind === 'block' ? RichUtils.toggleBlockType(editorState, button.value) : RichUtils.toggleInlineStyle(editorState, button.value));
  };

  const onLink = (event: ReactMouseEvent) => {
    event.preventDefault();
    const action = linkPromptAction(window.prompt('URL', currentLinkUrl(editorState) ?? ''));
    if (action.kind === 'remove') update(removeLink(editorState));
    else if (action.kind === 'set') update(setLink(editorState, action.url));
    // cancel, or a scheme that is not allowed: nothing changes
    window.setTimeout(() => editorRef.current?.focus(), 0);
  };

  const selection = editorState.getSelection();
  const blockType = editorState.getCurrentContent().getBlockForKey(selection.getStartKey())?.getType();
  const inlineStyle = editorState.getCurrentInlineStyle();
  const isActive = (button: ToolbarButton) => (button.kind === 'block' ? blockType === button.value : inlineStyle.has(button.value));
  // draft-js shows the placeholder over the first block: hide it once that block is not a paragraph.
  const firstType = editorState.getCurrentContent().getFirstBlock().getType();
  const showPlaceholder = !editorState.getCurrentContent().hasText() && firstType === 'unstyled';
  const areaStyle: CSSProperties = { minHeight: typeof minHeight === 'number' ? `${minHeight}px` : minHeight };

  return (
    <div className="rte">
      <div className="rte-toolbar" role="toolbar" aria-label={ariaLabel ? `${ariaLabel} formatting` : 'Formatting'}>
        {BUTTONS.map((button) => (
          <button
            key={button.value}
            type="button"
            className={`rte-button${isActive(button) ? ' rte-button-active' : ''}`}
            aria-label={button.label}
            aria-pressed={isActive(button)}
            title={button.label}
            onMouseDown={(event) => onToolbar(event, button)}
          >
            {button.text}
          </button>
        ))}
        <button type="button" className="rte-button" aria-label="Link" title="Link" onMouseDown={onLink}>
          Link
        </button>
      </div>
      <div className="rte-area" style={areaStyle} onClick={() => editorRef.current?.focus()}>
        <Editor
          ref={editorRef}
          editorState={editorState}
          onChange={update}
          placeholder={showPlaceholder ? placeholder : undefined}
          ariaLabel={ariaLabel}
          ariaMultiline
          editorKey={id}
          webDriverTestID={id}
          customStyleMap={styleMap}
          blockStyleFn={blockStyleFn}
          handleKeyCommand={handleKeyCommand}
          handleBeforeInput={handleBeforeInput}
          handleReturn={handleReturn}
          handlePastedText={handlePastedText}
          keyBindingFn={getDefaultKeyBinding}
          spellCheck
          stripPastedStyles={false}
        />
      </div>
    </div>
  );
}

function splitBlock(state: EditorState): EditorState {
  return EditorState.push(state, Modifier.splitBlock(state.getCurrentContent(), state.getSelection()), 'split-block');
}
