/**
 * The Site tab (issue 18): the owner edits her site texts herself, the services and
 * prices, the FAQ, testimonials, social links, the home page's venture cards and the
 * About page. Each section is one form checked with the same schema the endpoint and the
 * pages use (src/features/site-texts/schema.ts), errors shown at their field; a save
 * replaces that text and the site republishes by itself. Loaded when the tab opens.
 */
import { useEffect, useRef, useState, type ChangeEvent, type ReactNode, type SubmitEvent } from 'react';
import { showToast } from '~/stores/toast';
import {
  pathErrors,
  SITE_TEXT_SCHEMAS,
  TESTIMONIAL_PAGES,
  type SiteTextKey,
  type SiteTexts,
} from '~/features/site-texts/schema';
import type { SiteTextsView } from '~/features/site-texts/texts.server';
import { api, ApiError, errorText } from '~/features/admin/api-client';
import Field, { inputClass } from '~/features/admin/Field';

interface Props {
  /** Called after each save (the dashboard watches the publish it requested). */
  onSaved(): void;
}

type Kind = 'text' | 'textarea' | 'lines' | 'url' | 'select' | 'checkbox';
interface FieldDef {
  name: string;
  label: string;
  kind?: Kind;
  hint?: string;
  options?: readonly string[];
  rows?: number;
}
type Item = Record<string, unknown>;

interface ListSection {
  key: Exclude<SiteTextKey, 'about'>;
  title: string;
  /** The item's name in its legend and buttons. */
  noun: string;
  label(item: Item): string;
  fields: FieldDef[];
  /** A blank item, when the owner may add and remove items. */
  blank?(items: Item[]): Item;
}

/** An id not used yet by `items` ('question-11'). */
const freshId = (items: Item[], prefix: string) => {
  const ids = new Set(items.map((i) => i.id));
  let n = items.length + 1;
  while (ids.has(`${prefix}-${n}`)) n++;
  return `${prefix}-${n}`;
};

const LISTS: ListSection[] = [
  {
    key: 'services',
    title: 'Services and prices',
    noun: 'service',
    label: (i) => String(i.title || 'New service'),
    fields: [
      { name: 'title', label: 'Title' },
      { name: 'price', label: 'Price', hint: 'As shown, e.g. From $150 or $75/session' },
      { name: 'duration', label: 'Duration' },
      { name: 'description', label: 'Description', kind: 'textarea' },
      { name: 'includes', label: "What's included", kind: 'lines', hint: 'One item per line' },
    ],
  },
  {
    key: 'faq',
    title: 'FAQ',
    noun: 'question',
    label: (i) => String(i.question || 'New question'),
    fields: [
      { name: 'question', label: 'Question' },
      { name: 'answer', label: 'Answer', kind: 'textarea' },
    ],
    blank: (items) => ({ id: freshId(items, 'question'), order: 0, question: '', answer: '' }),
  },
  {
    key: 'testimonials',
    title: 'Testimonials',
    noun: 'testimonial',
    label: (i) => String(i.name || 'New testimonial'),
    fields: [
      { name: 'quote', label: 'Quote', kind: 'textarea' },
      { name: 'name', label: 'Name' },
      { name: 'detail', label: 'Detail', hint: 'e.g. Reader, Toronto' },
      { name: 'page', label: 'Shown on', kind: 'select', options: TESTIMONIAL_PAGES },
    ],
    blank: (items) => ({
      id: freshId(items, 'testimonial'),
      page: 'writing-services',
      quote: '',
      name: '',
      detail: '',
    }),
  },
  {
    key: 'social',
    title: 'Social links',
    noun: 'link',
    label: (i) => String(i.name || 'Link'),
    fields: [
      { name: 'name', label: 'Name' },
      { name: 'url', label: 'Profile URL', kind: 'url' },
      { name: 'description', label: 'Description' },
    ],
  },
  {
    key: 'ventures',
    title: 'Venture cards (home page)',
    noun: 'card',
    label: (i) => String(i.title || 'Card'),
    fields: [
      { name: 'title', label: 'Title' },
      { name: 'label', label: 'Label' },
      { name: 'text', label: 'Text', kind: 'textarea' },
      { name: 'cta', label: 'Button text' },
      { name: 'href', label: 'Link', hint: 'A path like /busy-brain or a URL starting with https://' },
      { name: 'external', label: 'Opens another site in a new tab', kind: 'checkbox' },
    ],
  },
];

const ABOUT_FIELDS: FieldDef[] = [
  { name: 'heading', label: 'Heading' },
  { name: 'lead', label: 'Lead', kind: 'textarea', rows: 2 },
  {
    name: 'body',
    label: 'Biography',
    kind: 'textarea',
    rows: 14,
    hint: 'Markdown: **bold**, *italic*, [link](https://...); a blank line starts a paragraph',
  },
  { name: 'portraitAlt', label: 'Portrait description (alt text)' },
  { name: 'seo.title', label: 'Search title' },
  {
    name: 'seo.description',
    label: 'Search description',
    kind: 'textarea',
    rows: 3,
    hint: '50 to 300 characters',
  },
];

/** The error to show at field `name` of `known` names: the deepest known prefix of each path. */
function displayErrors(errors: Record<string, string[]>, known: Set<string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const parts = path.split('.');
    let key = '';
    for (let n = parts.length; n > 0; n--) {
      const candidate = parts.slice(0, n).join('.');
      if (known.has(candidate)) {
        key = candidate;
        break;
      }
    }
    out[key] ??= messages[0] ?? '';
  }
  return out;
}

/** Focuses the first control of `form` whose name has an error. */
function focusFirst(form: HTMLFormElement | null, errors: Record<string, string>) {
  for (const element of Array.from(form?.elements ?? [])) {
    const name = (element as HTMLInputElement).name;
    if (name && errors[name] !== undefined) return (element as HTMLElement).focus();
  }
}

/** A value held in a draft: `lines` fields are edited as one text. */
const toDraft = (item: Item, fields: FieldDef[]): Item =>
  Object.fromEntries(
    Object.entries(item).map(([k, v]) => [
      k,
      fields.find((f) => f.name === k)?.kind === 'lines' ? (v as string[]).join('\n') : v,
    ]),
  );
const fromDraft = (item: Item, fields: FieldDef[]): Item =>
  Object.fromEntries(
    Object.entries(item).map(([k, v]) => [
      k,
      fields.find((f) => f.name === k)?.kind === 'lines'
        ? String(v)
            .split('\n')
            .map((l) => l.trim())
            .filter(Boolean)
        : v,
    ]),
  );

/** One control, bound to `value`. */
function Control({
  def,
  id,
  name,
  value,
  error,
  onChange,
}: {
  def: FieldDef;
  id: string;
  name: string;
  value: unknown;
  error?: string;
  onChange(value: unknown): void;
}) {
  if (def.kind === 'checkbox') {
    return (
      <div className="grid gap-1">
        <label className="text-ink flex min-h-11 items-center gap-2 text-sm font-semibold">
          <input
            id={id}
            name={name}
            type="checkbox"
            checked={Boolean(value)}
            onChange={(e) => onChange(e.target.checked)}
            className="size-5"
          />
          {def.label}
        </label>
      </div>
    );
  }
  return (
    <Field id={id} label={def.label} error={error} hint={def.hint}>
      {(a) => {
        const common = {
          ...a,
          name,
          value: String(value ?? ''),
          onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
            onChange(e.target.value),
          className: inputClass,
        };
        if (def.kind === 'select')
          return (
            <select {...common}>
              {def.options!.map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </select>
          );
        if (def.kind === 'textarea' || def.kind === 'lines')
          return <textarea {...common} rows={def.rows ?? (def.kind === 'lines' ? 4 : 3)} />;
        return <input {...common} type={def.kind === 'url' ? 'url' : 'text'} />;
      }}
    </Field>
  );
}

/** Saves `value` as the text `key`; shows field errors the server found, and a toast. */
async function save(
  key: SiteTextKey,
  value: unknown,
  title: string,
  setErrors: (e: Record<string, string[]>) => void,
): Promise<boolean> {
  try {
    await api(`/api/admin/site-texts/${key}`, { method: 'PUT', body: value });
    showToast({ title: `${title} saved`, description: 'The site shows it once it has republished.' });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.errors) setErrors(error.errors);
    showToast({
      title: `${title} not saved`,
      description: errorText(error, 'Check your connection and try again'),
      variant: 'destructive',
    });
    return false;
  }
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

/**
 * What both kinds of section form share: field errors (the schema's once submitted, and
 * the server's until the next change), the busy flag, and a submit that checks, focuses
 * the first error or saves through the API.
 */
function useSectionForm<K extends SiteTextKey>(
  key: K,
  title: string,
  value: () => unknown,
  known: Set<string>,
  onSaved: () => void,
) {
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const check = () => {
    const result = SITE_TEXT_SCHEMAS[key].safeParse(value());
    return result.success ? {} : pathErrors(result.error.issues);
  };
  const errors = displayErrors(submitted ? { ...serverErrors, ...check() } : serverErrors, known);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const found = displayErrors(check(), known);
    if (Object.keys(found).length) return focusFirst(form.current, found);
    setBusy(true);
    const ok = await save(key, value(), title, (e) => {
      setServerErrors(e);
      focusFirst(form.current, displayErrors(e, known));
    });
    setBusy(false);
    if (ok) {
      setSubmitted(false);
      onSaved();
    }
  }

  return { form, errors, busy, submit, edited: () => setServerErrors({}) };
}

function ListForm({ section, initial, onSaved }: { section: ListSection; initial: Item[]; onSaved(): void }) {
  const [items, setItems] = useState(() => initial.map((i) => toDraft(i, section.fields)));
  const value = () =>
    items.map((item, i) => {
      const out = fromDraft(item, section.fields);
      // Position in the list is the order the site shows.
      if ('order' in out) out.order = i + 1;
      return out;
    });
  const known = new Set(items.flatMap((_, i) => section.fields.map((f) => `${i}.${f.name}`)));
  const { form, errors, busy, submit, edited } = useSectionForm(
    section.key,
    section.title,
    value,
    known,
    onSaved,
  );

  const change = (index: number, name: string, next: unknown) => {
    edited();
    setItems((list) => list.map((item, i) => (i === index ? { ...item, [name]: next } : item)));
  };

  return (
    <form ref={form} onSubmit={submit} noValidate className="grid gap-4" aria-label={section.title}>
      {errors[''] && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {errors['']}
        </p>
      )}
      {items.map((item, index) => (
        <fieldset key={String(item.id)} className="border-muted/40 grid gap-3 rounded-lg border p-3 sm:p-4">
          <legend className="text-ink px-1 font-semibold">{section.label(item)}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {section.fields.map((def) => (
              <div
                key={def.name}
                className={def.kind === 'textarea' || def.kind === 'lines' ? 'sm:col-span-2' : ''}
              >
                <Control
                  def={def}
                  id={`site-${section.key}-${index}-${def.name}`}
                  name={`${index}.${def.name}`}
                  value={item[def.name]}
                  error={errors[`${index}.${def.name}`]}
                  onChange={(next) => change(index, def.name, next)}
                />
              </div>
            ))}
          </div>
          {section.blank && (
            <div>
              <button
                type="button"
                className="btn-outline"
                onClick={() => setItems((list) => list.filter((_, i) => i !== index))}
              >
                Remove {section.noun}
                <span className="sr-only">: {section.label(item)}</span>
              </button>
            </div>
          )}
        </fieldset>
      ))}
      <div className="flex flex-wrap gap-2">
        {section.blank && (
          <button
            type="button"
            className="btn-outline"
            onClick={() => setItems((list) => [...list, section.blank!(list)])}
          >
            Add {section.noun}
          </button>
        )}
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Saving...' : `Save ${section.title.toLowerCase()}`}
        </button>
      </div>
    </form>
  );
}

function AboutForm({ initial, onSaved }: { initial: SiteTexts['about']; onSaved(): void }) {
  const [about, setAbout] = useState(initial);
  const known = new Set(ABOUT_FIELDS.map((f) => f.name));
  const { form, errors, busy, submit, edited } = useSectionForm(
    'about',
    'About page',
    () => about,
    known,
    onSaved,
  );
  const get = (name: string): unknown =>
    name.startsWith('seo.') ? about.seo[name.slice(4) as 'title'] : about[name as 'heading'];
  const set = (name: string, value: unknown) => {
    edited();
    setAbout((a) =>
      name.startsWith('seo.') ? { ...a, seo: { ...a.seo, [name.slice(4)]: value } } : { ...a, [name]: value },
    );
  };

  return (
    <form ref={form} onSubmit={submit} noValidate className="grid gap-3" aria-label="About page">
      {ABOUT_FIELDS.map((def) => (
        <Control
          key={def.name}
          def={def}
          id={`site-about-${def.name.replace('.', '-')}`}
          name={def.name}
          value={get(def.name)}
          error={errors[def.name]}
          onChange={(next) => set(def.name, next)}
        />
      ))}
      <div>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Saving...' : 'Save About page'}
        </button>
      </div>
    </form>
  );
}

export default function SiteTab({ onSaved }: Props) {
  const [view, setView] = useState<SiteTextsView | null>(null);
  const [failed, setFailed] = useState('');

  const load = () =>
    api<SiteTextsView>('/api/admin/site-texts').then(
      (v) => {
        setView(v);
        setFailed('');
      },
      (error) => setFailed(errorText(error, 'The site texts could not be loaded')),
    );
  useEffect(() => void load(), []);

  if (failed)
    return (
      <div role="alert" className="bg-surface grid justify-items-start gap-2 rounded-xl p-4 shadow-sm">
        <p>{failed}</p>
        <button type="button" className="btn-outline" onClick={() => void load()}>
          Try again
        </button>
      </div>
    );
  if (!view)
    return (
      <p role="status" className="text-muted">
        Loading the site texts...
      </p>
    );

  return (
    <div className="grid gap-3">
      <p className="text-muted text-sm">
        The texts of your pages. Open a section, change what you like and save it: the site updates by itself
        a minute or two later.
      </p>
      {LISTS.map((section) => (
        <Section key={section.key} title={section.title}>
          <ListForm section={section} initial={view.texts[section.key] as Item[]} onSaved={onSaved} />
        </Section>
      ))}
      <Section title="About page">
        <AboutForm initial={view.texts.about} onSaved={onSaved} />
      </Section>
    </div>
  );
}
