// Inline icons for the admin pages that load without the lazy editor: @ant-design/icons is a shared
// singleton that cannot be tree-shaken, so its first import costs the whole package (see AdminDashboard).
const svgProps = { width: 16, height: 16, viewBox: '0 0 16 16', fill: 'currentColor', 'aria-hidden': true, focusable: false } as const;

/** Six dots: the handle a lesson is dragged by. */
export function DragHandleIcon() {
  return <svg {...svgProps}>{[3, 8, 13].flatMap((y) => [5, 11].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r={1.5} />))}</svg>;
}

/** Three dots: a menu of row actions. */
export function MoreIcon() {
  return (
    <svg {...svgProps}>
      {[3, 8, 13].map((x) => (
        <circle key={x} cx={x} cy={8} r={1.6} />
      ))}
    </svg>
  );
}

/** A box: a SCORM package. */
export function ScormIcon() {
  return (
    <svg {...svgProps}>
      <path d="M8 1 14.5 4.5v7L8 15l-6.5-3.5v-7zM3.2 5.2 8 7.8l4.8-2.6L8 2.7zM2.8 6.4v4.4L7.3 13.3V8.9zm10.4 0L8.7 8.9v4.4l4.5-2.5z" />
    </svg>
  );
}

/** Two speech bubbles: a practice conversation. */
export function PracticeIcon() {
  return (
    <svg {...svgProps}>
      <path d="M2 2.5A1.5 1.5 0 0 1 3.5 1h6A1.5 1.5 0 0 1 11 2.5v4A1.5 1.5 0 0 1 9.5 8H6l-2.5 2V8A1.5 1.5 0 0 1 2 6.5z" />
      <path
        d="M12 5h.5A1.5 1.5 0 0 1 14 6.5v4a1.5 1.5 0 0 1-1.5 1.5v2L10 12H7.5A1.5 1.5 0 0 1 6 10.5V9h3.5A2.5 2.5 0 0 0 12 6.5z"
        opacity={0.6}
      />
    </svg>
  );
}
