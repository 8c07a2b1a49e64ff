import { lazy, Suspense, useId, useSyncExternalStore } from 'react';

// draft-js and the editor arrive with the first form that shows one, never with the page before.
const PostEditor = lazy(() => import(/* webpackChunkName: "post-editor" */ './PostEditor'));

const noSubscription = () => () => undefined;

/**
 * False on the server and while the page hydrates, true after: an editor in a page's first markup
 * would take typing it then loses (draft-js keeps its text in React state, not in the element).
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

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
  const hydrated = useHydrated();
  const loading = <div className="dc-editor-loading" role="status" aria-label={`Loading ${label.toLowerCase()} editor`} />;
  return (
    <div className="dc-field">
      <span id={labelId} className="cc-field__label">
        {label}
      </span>
      {hydrated ? (
        <Suspense fallback={loading}>
          <PostEditor
            id={id}
            labelledBy={labelId}
            describedBy={error ? errorId : undefined}
            value={value}
            onChange={onChange}
            placeholder={placeholder}
          />
        </Suspense>
      ) : (
        loading
      )}
      {error ? (
        <span id={errorId} className="dc-field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
