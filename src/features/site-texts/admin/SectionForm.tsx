/**
 * The form of any Site tab section (site-sections.ts): its fields, or for a list each
 * item's fields in a group with Remove and an Add button. Checked with the site text's
 * schema as the owner saves; a save replaces the text and the site republishes by itself.
 */
import { useRef, useState } from 'react';
import type { $ZodType } from 'zod/v4/core';
import { showToast } from '~/stores/toast';
import { SITE_TEXT_SCHEMAS } from '~/features/site-texts/schema';
import { api } from '~/features/admin/api-client';
import FormActions, { FormAlert } from '~/features/admin/FormActions';
import { useAdminForm } from '~/features/admin/useAdminForm';
import { controlOf, controlsOf, fromDraft, getPath, setPath, toDraft } from './section-draft';
import SectionControl from './SectionControl';
import type { Item, SiteSection } from './site-sections';

interface Props {
  section: SiteSection;
  /** The text as stored. */
  initial: unknown;
  /** Called after each save. */
  onSaved(): void;
}

/** A draft that the form reads as soon as a control changes (its state renders a moment later). */
function useDraft(initial: () => unknown) {
  const [draft, setDraft] = useState(initial);
  const latest = useRef(draft);
  const change = (next: (current: unknown) => unknown) => {
    latest.current = next(latest.current);
    setDraft(latest.current);
  };
  return [draft, latest, change] as const;
}

export default function SectionForm({ section, initial, onSaved }: Props) {
  const { key, title, list } = section;
  const [draft, latest, change] = useDraft(() => toDraft(section, initial));
  const controls = controlsOf(section, draft);
  const schema: $ZodType = SITE_TEXT_SCHEMAS[key];
  const form = useAdminForm(schema, () => fromDraft(section, latest.current), {
    async send(value) {
      await api(`/api/admin/site-texts/${key}`, { method: 'PUT', body: value });
      showToast({ title: `${title} saved`, description: 'The site shows it once it has republished.' });
      onSaved();
    },
    fallback: 'Check your connection and try again',
    failureToast: `${title} not saved`,
    fieldKey: (path) => controlOf(controls, path),
    keep: { label: `the site text “${title}”` },
  });

  const control = (path: string) => {
    const def = controls.find((c) => c.path === path)!.def;
    return (
      <SectionControl
        key={path}
        def={def}
        id={`site-${key}-${path.replace(/\./g, '-')}`}
        name={path}
        value={getPath(draft, path)}
        error={form.errors[path]}
        onChange={(next) => change((current) => setPath(current, path, next))}
      />
    );
  };
  const items = (list ? draft : []) as Item[];
  return (
    <form
      ref={form.formRef}
      onSubmit={form.onSubmit}
      onChange={form.onChange}
      noValidate
      className={list ? 'grid gap-4' : 'grid gap-3'}
      aria-label={title}
    >
      <FormAlert>{form.errors['']}</FormAlert>
      {!list && section.fields.map((def) => control(def.name))}
      {list &&
        items.map((item, index) => (
          <fieldset key={String(item.id)} className="border-muted/40 grid gap-3 rounded-lg border p-3 sm:p-4">
            <legend className="text-ink px-1 font-semibold">
              {list.label(item)}
              {item.demo === true && (
                <span className="ml-2 rounded-full bg-fuchsia-100 px-2 py-0.5 text-xs font-bold text-fuchsia-900">
                  Demo
                </span>
              )}
            </legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {section.fields.map((def) => (
                <div
                  key={def.name}
                  className={def.kind === 'textarea' || def.kind === 'lines' ? 'sm:col-span-2' : ''}
                >
                  {control(`${index}.${def.name}`)}
                </div>
              ))}
            </div>
            {list.blank && (
              <div>
                <button
                  type="button"
                  className="btn-outline"
                  onClick={() => change((all) => (all as Item[]).filter((_, i) => i !== index))}
                >
                  Remove {list.noun}
                  <span className="sr-only">: {list.label(item)}</span>
                </button>
              </div>
            )}
          </fieldset>
        ))}
      <FormActions
        busy={form.busy}
        busyLabel="Saving..."
        submitLabel={section.save ?? `Save ${title.toLowerCase()}`}
        align="start"
      >
        {list?.blank && (
          <button
            type="button"
            className="btn-outline"
            onClick={() => change((all) => [...(all as Item[]), list.blank!(all as Item[])])}
          >
            Add {list.noun}
          </button>
        )}
      </FormActions>
    </form>
  );
}
