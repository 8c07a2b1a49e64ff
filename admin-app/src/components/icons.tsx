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
