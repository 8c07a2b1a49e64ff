import { lazy, Suspense, useId } from 'react';

// draft-js and the editor arrive with the first form that shows one, never with the page before.
const PostEditor = lazy(() => import(/* webpackChunkName: "post-editor" */ './PostEditor'));

interface RichTextFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | null;
  placeholder?: string;
}

/** A labelled rich-text field of a post form; its editor loads on demand. */
export function RichTextField({ label, value, onChange, error, placeholder }: RichTextFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <div className="dc-field">
      <span id={labelId} className="cc-field__label">
        {label}
      </span>
      <Suspense fallback={<div className="dc-editor-loading" role="status" aria-label={`Loading ${label.toLowerCase()} editor`} />}>
        <PostEditor
          id={id}
          labelledBy={labelId}
          describedBy={error ? errorId : undefined}
          value={value}
          onChange={onChange}
          placeholder={placeholder}
        />
      </Suspense>
      {error ? (
        <span id={errorId} className="dc-field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
