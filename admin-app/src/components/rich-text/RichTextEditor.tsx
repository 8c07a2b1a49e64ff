import type { CSSProperties } from 'react';
import { Editor } from 'draft-js';
import 'draft-js/dist/Draft.css';
import './rich-text.css';
import { useRichTextEditor } from '@academy/ui/rich-text';
import { RichTextToolbar } from './RichTextToolbar';

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

/** Defaults of docs/product-rules.md#lesson-content-and-the-rich-text-editor. */
export const DEFAULT_PLACEHOLDER = 'Start writing...';
export const DEFAULT_MIN_HEIGHT = '300px';

/**
 * Rich-text editor on draft-js (docs/product-rules.md#lesson-content-and-the-rich-text-editor).
 * HTML in (`value`, parsed with draft-js's convertFromHTML) and out (`onChange`, our own converter
 * in ./html). Links: the toolbar button asks `window.prompt('URL')` (cancel: nothing; empty: remove;
 * otherwise an allowed scheme, http:// added when none); addresses are linked as you type (after
 * space or Enter) and when pasting plain text.
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
  const { editorState, editorProps, focus, toggle, promptForLink, showPlaceholder } = useRichTextEditor(value, onChange);
  const areaStyle: CSSProperties = { minHeight: typeof minHeight === 'number' ? `${minHeight}px` : minHeight };

  return (
    <div className="rte">
      <RichTextToolbar editorState={editorState} ariaLabel={ariaLabel} onToggle={toggle} onLink={promptForLink} />
      <div className="rte-area" style={areaStyle} onClick={focus}>
        <Editor
          {...editorProps}
          placeholder={showPlaceholder ? placeholder : undefined}
          ariaLabel={ariaLabel}
          ariaMultiline
          editorKey={id}
          webDriverTestID={id}
        />
      </div>
    </div>
  );
}
