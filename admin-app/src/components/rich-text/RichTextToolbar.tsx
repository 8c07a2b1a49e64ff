import type { ReactNode } from 'react';
import type { EditorState } from 'draft-js';
import type { RichTextFormat } from '@academy/ui/rich-text';
import { Tooltip } from 'antd';
import Icon, { BoldOutlined, CodeOutlined, LinkOutlined, UnorderedListOutlined } from '@ant-design/icons';

export interface ToolbarButton extends RichTextFormat {
  label: string;
  icon: ReactNode;
}

const QuoteSvg = () => (
  <svg viewBox="0 0 16 16" width="1em" height="1em" fill="currentColor">
    <path d="M2 9.5C2 6.5 3.6 4.4 6.3 3.5l.5 1.1C5.2 5.3 4.4 6.4 4.3 7.8H6.5V12.5H2V9.5Zm7.5 0c0-3 1.6-5.1 4.3-6l.5 1.1c-1.6.7-2.4 1.8-2.5 3.2H14V12.5H9.5V9.5Z" />
  </svg>
);

const CodeBlockSvg = () => (
  <svg viewBox="0 0 16 16" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="1.4">
    <rect x="1.5" y="2.5" width="13" height="11" rx="1.5" />
    <path d="M5.5 6 3.8 8l1.7 2M10.5 6l1.7 2-1.7 2M8.8 5.5 7.2 10.5" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** A heading level as the letter H with its number (no icon set has one for levels 2 to 4). */
const heading = (level: number) => (
  <span className="rte-heading-icon" aria-hidden="true">
    H<small>{level}</small>
  </span>
);

/** The toolbar: headings 2 to 4 only, bold, blockquote, bullet list, inline code, code block (+ link). */
const BUTTONS: ToolbarButton[] = [
  { label: 'H2 heading', icon: heading(2), kind: 'block', value: 'header-two' },
  { label: 'H3 heading', icon: heading(3), kind: 'block', value: 'header-three' },
  { label: 'H4 heading', icon: heading(4), kind: 'block', value: 'header-four' },
  { label: 'Bold', icon: <BoldOutlined />, kind: 'style', value: 'BOLD' },
  { label: 'Blockquote', icon: <Icon component={QuoteSvg} aria-hidden />, kind: 'block', value: 'blockquote' },
  { label: 'Bullet list', icon: <UnorderedListOutlined />, kind: 'block', value: 'unordered-list-item' },
  { label: 'Inline code', icon: <CodeOutlined />, kind: 'style', value: 'CODE' },
  { label: 'Code block', icon: <Icon component={CodeBlockSvg} aria-hidden />, kind: 'block', value: 'code-block' },
];

interface RichTextToolbarProps {
  editorState: EditorState;
  /** The editor's label; the toolbar is "{label} formatting". */
  ariaLabel?: string;
  onToggle: (button: ToolbarButton) => void;
  onLink: () => void;
}

/** Formatting buttons, pressed when the selection has their style. They act on mouse down, keeping the editor's focus and selection. */
export function RichTextToolbar({ editorState, ariaLabel, onToggle, onLink }: RichTextToolbarProps) {
  const selection = editorState.getSelection();
  const blockType = editorState.getCurrentContent().getBlockForKey(selection.getStartKey())?.getType();
  const inlineStyle = editorState.getCurrentInlineStyle();
  const isActive = (button: ToolbarButton) => (button.kind === 'block' ? blockType === button.value : inlineStyle.has(button.value));
  return (
    <div className="rte-toolbar" role="toolbar" aria-label={ariaLabel ? `${ariaLabel} formatting` : 'Formatting'}>
      {BUTTONS.map((button) => (
        <Tooltip key={button.value} title={button.label}>
          <button
            type="button"
            className={`rte-button${isActive(button) ? ' rte-button-active' : ''}`}
            aria-label={button.label}
            aria-pressed={isActive(button)}
            onMouseDown={(event) => {
              event.preventDefault();
              onToggle(button);
            }}
          >
            {button.icon}
          </button>
        </Tooltip>
      ))}
      <Tooltip title="Link">
        <button
          type="button"
          className="rte-button"
          aria-label="Link"
          onMouseDown={(event) => {
            event.preventDefault();
            onLink();
          }}
        >
          <LinkOutlined />
        </button>
      </Tooltip>
    </div>
  );
}
