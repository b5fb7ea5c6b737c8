/**
 * The Site tab: the owner edits her site texts herself, the services and prices, the FAQ,
 * testimonials, social links, the home page's venture cards, the About page, the marketing
 * figures, the community page's reviews and sample stories, and the terms pages (privacy
 * policy, terms of service, shipping and returns). Each
 * section (site-sections.ts) is one form; loaded when the tab opens.
 */
import type { ReactNode } from 'react';
import type { SiteTextsView } from '~/features/site-texts/texts.server';
import TabState from '~/features/admin/TabState';
import { useApiData } from '~/features/admin/useApiData';
import SectionForm from './SectionForm';
import { SITE_SECTIONS } from './site-sections';

interface Props {
  /** Called after each save (the dashboard watches the publish it requested). */
  onSaved(): void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="bg-surface rounded-xl shadow-sm">
      <summary className="text-plum flex min-h-11 cursor-pointer items-center px-4 py-3 font-serif text-lg font-bold">
        {title}
      </summary>
      <div className="border-muted/30 border-t p-4">{children}</div>
    </details>
  );
}

export default function SiteTab({ onSaved }: Props) {
  const {
    data: view,
    error,
    reload,
  } = useApiData<SiteTextsView>('/api/admin/site-texts', 'The site texts could not be loaded');
  if (!view)
    return <TabState error={error} onRetry={() => void reload()} loading="Loading the site texts..." />;
  return (
    <div className="grid gap-3">
      <p className="text-muted text-sm">
        The texts of your pages. Open a section, change what you like and save it: the site updates by itself
        a minute or two later.
      </p>
      {SITE_SECTIONS.map((section) => (
        <Section key={section.key} title={section.title}>
          <SectionForm section={section} initial={view.texts[section.key]} onSaved={onSaved} />
        </Section>
      ))}
    </div>
  );
}
