/**
 * The dashboard's tabs, following the WAI-ARIA tabs pattern with automatic
 * activation: arrow keys move between tabs and select them, Home and End jump
 * to the ends, only the selected tab is in the tab order, and only the selected
 * panel is rendered. Hand-written because it is all the page needs from a UI kit
 * (~1 KB instead of ~10 KB gzip of Radix on a page with a tight script budget).
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface Tab {
  value: string;
  label: string;
  panel: ReactNode;
}

interface Props {
  tabs: readonly Tab[];
  label: string;
  className?: string;
}

const NEXT: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

export default function Tabs({ tabs, label, className }: Props) {
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const base = useId();
  const tabId = (i: number) => `${base}-tab-${i}`;
  const panelId = (i: number) => `${base}-panel-${i}`;

  const onKeyDown = (event: KeyboardEvent) => {
    const move = NEXT[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(selected, tabs.length);
    setSelected(next);
    buttons.current[next]?.focus();
  };

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        className="border-plum/20 flex flex-wrap gap-x-1 border-b"
      >
        {tabs.map((tab, i) => (
          <button
            key={tab.value}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabId(i)}
            aria-selected={i === selected}
            aria-controls={panelId(i)}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
            className="text-muted hover:text-plum aria-selected:border-magenta aria-selected:text-plum -mb-px min-h-11 shrink-0 border-b-2 border-transparent px-4 py-2 font-semibold whitespace-nowrap"
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={panelId(selected)}
        aria-labelledby={tabId(selected)}
        tabIndex={0}
        className="pt-6"
      >
        {tabs[selected]!.panel}
      </div>
    </div>
  );
}
