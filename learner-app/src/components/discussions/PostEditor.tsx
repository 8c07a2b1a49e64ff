import { Editor, type EditorState } from 'draft-js';
import { useRichTextEditor, type RichTextFormat } from '@academy/ui/rich-text';
import 'draft-js/dist/Draft.css';
import './post-editor.css';

export interface PostEditorProps {
  /** HTML: what the server sanitises and sends back. */
  value: string;
  onChange: (html: string) => void;
  /** Id of the editing area: the field's label points at it. */
  id: string;
  /** Id of the visible label. */
  labelledBy: string;
  placeholder?: string;
  /** Id of the field's error message, when it shows one. */
  describedBy?: string;
}

interface Format extends RichTextFormat {
  label: string;
  mark: string;
}

/** A learner's formats: bold, italic, lists and links (the server's allow-list keeps them). */
const FORMATS: Format[] = [
  { label: 'Bold', kind: 'style', value: 'BOLD', mark: 'B' },
  { label: 'Italic', kind: 'style', value: 'ITALIC', mark: 'I' },
  { label: 'Bullet list', kind: 'block', value: 'unordered-list-item', mark: '•' },
  { label: 'Numbered list', kind: 'block', value: 'ordered-list-item', mark: '1.' },
];

function isActive(state: EditorState, format: Format): boolean {
  if (format.kind === 'style') return state.getCurrentInlineStyle().has(format.value);
  const block = state.getCurrentContent().getBlockForKey(state.getSelection().getStartKey());
  return block?.getType() === format.value;
}

/**
 * The editor of a post (a question, a reply): the lesson editor's draft-js model
 * (`@academy/ui/rich-text`: HTML in and out, links typed, pasted or added with the 'URL' prompt) with
 * a learner's toolbar. Loaded on demand (`RichTextField`): draft-js is only in the chunks of pages that show it.
 */
export default function PostEditor({ value, onChange, id, labelledBy, placeholder = 'Write your post...', describedBy }: PostEditorProps) {
  const { editorState, editorProps, focus, toggle, promptForLink, showPlaceholder } = useRichTextEditor(value, onChange);

  return (
    <div className="dc-editor">
      <div className="dc-editor__toolbar" role="toolbar" aria-label="Formatting">
        {FORMATS.map((format) => (
          <button
            key={format.value}
            type="button"
            className="dc-editor__button"
            aria-label={format.label}
            title={format.label}
            aria-pressed={isActive(editorState, format)}
            // On mouse down: the editor keeps its focus and selection.
            onMouseDown={(event) => {
              event.preventDefault();
              toggle(format);
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' && event.key !== ' ') return;
              event.preventDefault();
              toggle(format);
            }}
          >
            <span aria-hidden="true" className={`dc-editor__mark dc-editor__mark--${format.value.toLowerCase()}`}>
              {format.mark}
            </span>
          </button>
        ))}
        <button
          type="button"
          className="dc-editor__button"
          aria-label="Link"
          title="Link"
          onMouseDown={(event) => {
            event.preventDefault();
            promptForLink();
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' && event.key !== ' ') return;
            event.preventDefault();
            promptForLink();
          }}
        >
          <svg
            viewBox="0 0 24 24"
            width="16"
            height="16"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
            <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
          </svg>
        </button>
      </div>
      <div className="dc-editor__area" onClick={focus}>
        <Editor
          {...editorProps}
          placeholder={showPlaceholder ? placeholder : undefined}
          ariaLabelledBy={labelledBy}
          ariaDescribedBy={describedBy}
          ariaMultiline
          editorKey={id}
          webDriverTestID={id}
        />
      </div>
    </div>
  );
}
