// No shared module here: index.ts runs this before the federation's async boundary.

/** What a visitor does first on a page: pointing, touching, typing, scrolling or moving focus. */
const FIRST_ACTIONS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'] as const;

/**
 * Controls the app handles (links work without scripts; a form field keeps its own clicks: focus, a
 * checkbox's tick).
 */
const APP_CONTROLS = 'button, [role="button"], [role="tab"], [role="menuitem"], [role="switch"], [role="option"]';

/**
 * Holds what the user does on a server-rendered page before the app has started, and returns what
 * does it again once it has taken that part of the page over: a pressed control is pressed, and a
 * field typed into or chosen from tells the app its value. (Once React runs, it hydrates the part of
 * the page an event lands on first, and handles the event itself.)
 */
function holdEarlyActions(): () => Promise<void> {
  let pressed: HTMLElement | null = null;
  const edited = new Set<FormField>();
  const noteEdit = (event: Event) => {
    if (isFormField(event.target)) edited.add(event.target);
  };
  const holdPress = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(APP_CONTROLS) : null;
    if (!control || control.closest('a[href]')) return;
    event.preventDefault();
    event.stopPropagation();
    pressed = control;
  };
  window.addEventListener('click', holdPress, true);
  for (const type of ['input', 'change']) window.addEventListener(type, noteEdit, true);
  return async () => {
    window.removeEventListener('click', holdPress, true);
    for (const type of ['input', 'change']) window.removeEventListener(type, noteEdit, true);
    for (const field of edited) if (await hydrated(field)) replayEdit(field);
    if (pressed && (await hydrated(pressed))) pressed.click();
  };
}

/** A signed-in user's page rendered on the server starts its app at once. */
export function startAtOnce(start: () => Promise<void>): void {
  const replay = holdEarlyActions();
  void start().then(replay);
}

/**
 * A page rendered on the server reads and navigates without scripts (its links are links). On a
 * visitor's page the app starts once the visitor acts, so a slow phone spends its first seconds
 * painting and scrolling the page, not compiling the app.
 */
export function startWhenVisitorActs(start: () => Promise<void>): void {
  const replay = holdEarlyActions();
  const onFirstAction = () => {
    for (const type of FIRST_ACTIONS) window.removeEventListener(type, onFirstAction, true);
    void start().then(replay);
  };
  for (const type of FIRST_ACTIONS) window.addEventListener(type, onFirstAction, { capture: true, passive: true });
}

const HYDRATION_WAIT_MS = 10_000;

/**
 * Resolves true once React has hydrated `element` (React keeps an element's props on it under a
 * `__reactProps$…` key from then on), false if that has not happened within HYDRATION_WAIT_MS. React
 * does not replay a click that lands on a part of the page still waiting for its code.
 */
function hydrated(element: Element): Promise<boolean> {
  const deadline = performance.now() + HYDRATION_WAIT_MS;
  return new Promise((resolve) => {
    const look = () => {
      if (!element.isConnected || performance.now() > deadline) resolve(false);
      else if (Object.keys(element).some((key) => key.startsWith('__reactProps$'))) resolve(true);
      else requestAnimationFrame(look);
    };
    look();
  });
}

type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function isFormField(target: EventTarget | null): target is FormField {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/**
 * Tells React about a value the field got before it was hydrated: React took that value as the
 * field's own, so the field is set back (through React's setter), then to the value again past it
 * (the element prototype's setter), and an input or change event then reports a change.
 */
function replayEdit(field: FormField): void {
  const value = field.value;
  field.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}
