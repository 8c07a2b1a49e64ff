import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { AuthTab } from './authIntent';

interface TabSpec {
  id: AuthTab;
  label: string;
  panel: ReactNode;
}

/**
 * WAI-ARIA tabs (automatic activation): arrow keys, Home and End move between tabs. Both panels
 * stay mounted, so switching tabs keeps what was typed.
 */
export function AuthTabs({ tabs, selected, onSelect }: { tabs: TabSpec[]; selected: AuthTab; onSelect: (tab: AuthTab) => void }) {
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onSelect(tabs[next].id);
    tabRefs.current[next]?.focus();
  };

  return (
    <>
      <div className="au-tabs" role="tablist" aria-label="Sign in or create an account" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              className="au-tab"
              aria-selected={active}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          className="au-panel"
          hidden={tab.id !== selected}
        >
          {tab.panel}
        </div>
      ))}
    </>
  );
}
