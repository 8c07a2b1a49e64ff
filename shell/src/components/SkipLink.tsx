import type { MouseEvent } from 'react';

/**
 * 'Skip to content': the first thing a keyboard reaches on every page, past the navigation bar to the
 * page's main landmark. Each page renders its own <main>, so the link finds it when used and moves
 * focus there (and the page scrolls to it). Its address names the layout's marker just before the
 * page, which is where it leads before the app has started.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.querySelector<HTMLElement>('main');
    if (!main) return;
    event.preventDefault();
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
    main.scrollIntoView?.({ block: 'start' });
  };
  return (
    <a href="#main-content" className="shell-skip" onClick={skip}>
      Skip to content
    </a>
  );
}
