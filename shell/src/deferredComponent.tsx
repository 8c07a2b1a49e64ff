import { lazy, Suspense, type ComponentType } from 'react';

export interface DeferredComponent<P extends object> {
  /** Fetches the component's code (once). */
  load(): Promise<ComponentType<P>>;
  /** The component: at once when its code is here, else once it has arrived. */
  Component: ComponentType<P>;
}

/**
 * A part of the layout only some pages show, whose code is a chunk of its own. Either way it renders in
 * one Suspense boundary, so the markup is the same: a page rendered on the server with it (the server
 * waits for the code) hydrates in place when the browser has called `load()` first (see bootstrap),
 * instead of being removed and shown again.
 */
export function deferredComponent<P extends object>(importComponent: () => Promise<ComponentType<P>>): DeferredComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const load = () => (loading ??= importComponent().then((component) => (loaded = component)));
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function Deferred(props: P) {
    const Loaded = loaded;
    return <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</Suspense>;
  }
  return { load, Component: Deferred };
}
