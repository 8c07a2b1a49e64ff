// Jest environment of the specs that render screens: jsdom, plus the fetch API classes jsdom lacks
// (RTK Query's fetchBaseQuery builds a Request), taken from Node. The specs replace `fetch` itself
// (`stubFetch` of @academy/ui/testing).
import JSDOMEnvironment from 'jest-environment-jsdom';

/**
 * antd's forms schedule work with a MessageChannel, which jsdom lacks (and Node's keeps Jest from
 * exiting): messages arrive as the page's macrotasks, as in a browser.
 */
function macroTaskChannelOf(page) {
  return class MacroTaskChannel {
    constructor() {
      const port = () => ({ onmessage: null, postMessage: undefined, close: () => undefined });
      this.port1 = port();
      this.port2 = port();
      const deliverTo = (target) => (data) => page.setTimeout(() => target.onmessage?.({ data }), 0);
      this.port1.postMessage = deliverTo(this.port2);
      this.port2.postMessage = deliverTo(this.port1);
    }
  };
}

/** jsdom lays nothing out, so no element is ever resized. */
class NoLayoutResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

export default class JsdomWithFetchEnvironment extends JSDOMEnvironment {
  constructor(config, context) {
    super(config, context);
    const page = this.global;
    /** Node's Request, resolving '/api/…' against the page's address as a browser does. */
    class PageRequest extends Request {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, page.location.href) : input, init);
      }
    }
    // Node's Request accepts only Node's AbortSignal, so RTK Query's abort controllers must be Node's too;
    // React Router needs TextEncoder, which jsdom does not have either.
    Object.assign(page, {
      Request: PageRequest,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      structuredClone,
    });
    page.MessageChannel ??= macroTaskChannelOf(page);
    page.ResizeObserver ??= NoLayoutResizeObserver;
    // No network: a spec answers the calls it expects with stubFetch.
    page.fetch = (input) =>
      Promise.reject(new TypeError(`No network in tests: stub ${input instanceof Request ? input.url : input} with stubFetch`));
    // antd's responsive components ask for media queries, which jsdom does not evaluate: none matches.
    page.matchMedia ??= (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    });
  }

  /** A browser's packages; those of this repository from their sources (the `@academy/source` export condition). */
  exportConditions() {
    return ['browser', '@academy/source'];
  }
}
