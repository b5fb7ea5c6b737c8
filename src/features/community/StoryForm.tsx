/**
 * Share-your-story: collapsed behind a button, open as a form, collapsed and reset after
 * success or cancel (SPEC.md §4). Field rules come from the shared schema. Without
 * JavaScript the button is hidden and the same fields show at once, in a <noscript> form
 * that posts to /api/impact-stories (the browser checks the required fields).
 */
import { useRef, useState, type SubmitEvent } from 'react';
import { formFields } from '~/components/FormFields';
import Honeypot from '~/components/Honeypot';
import { apiRequest } from '~/lib/http/api-client';
import { useFormValidation } from '~/lib/forms/validation';
import { showToast } from '~/stores/toast';
import {
  MAX_STORY_LENGTH,
  PERMISSION_TEXT,
  STORY_CATEGORIES,
  STORY_THANKS_DESCRIPTION,
  STORY_THANKS_TITLE,
  storySchema,
  type StoryInput,
} from './schema';

interface Props {
  /** The catalogue's books to choose from. */
  books: { id: number; title: string }[];
}

/** The form's fields as the schema reads them: text, and the permission checkbox as a boolean. */
function read(form: HTMLFormElement): Record<string, unknown> {
  const data = new FormData(form);
  return { ...Object.fromEntries(data), isPublic: data.get('isPublic') === 'on' };
}

export default function StoryForm({ books }: Props) {
  const [open, setOpen] = useState(false);
  const { errors, validate, onChange, reset } = useFormValidation(storySchema, read);
  const [sharing, setSharing] = useState(false);
  // Keyboard users keep their place: opening focuses the first field (autoFocus below,
  // as the form only ever mounts on a click), closing focuses 'Share Your Story' again.
  const closedByVisitor = useRef(false);

  // Closing unmounts the form, so the next opening starts empty.
  const close = () => {
    reset();
    closedByVisitor.current = true;
    setOpen(false);
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validate(event.currentTarget);
    if (!checked.success) return;
    setSharing(true);
    try {
      await apiRequest('POST', '/api/impact-stories', checked.data);
      close();
      showToast({ title: STORY_THANKS_TITLE, description: STORY_THANKS_DESCRIPTION });
    } catch {
      showToast({
        title: 'Something went wrong',
        description: 'Please try again later.',
        variant: 'destructive',
      });
    } finally {
      setSharing(false);
    }
  };

  const fields = formFields<keyof StoryInput & string>('story', errors);

  if (!open) {
    return (
      <>
        <button
          type="button"
          className="btn-primary"
          data-needs-js
          onClick={() => setOpen(true)}
          ref={(button) => {
            if (button && closedByVisitor.current) {
              closedByVisitor.current = false;
              button.focus();
            }
          }}
        >
          Share Your Story
        </button>
        {/* Parsed only when scripting is off; React never hydrates a <noscript>'s content. */}
        <noscript>
          <form
            method="post"
            action="/api/impact-stories"
            aria-label="Share your story"
            className="bg-surface relative grid gap-4 rounded-2xl p-6 shadow-sm"
          >
            <StoryFields books={books} fields={fields} native />
            <div>
              <button type="submit" className="btn-primary">
                Share My Story
              </button>
            </div>
          </form>
        </noscript>
      </>
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      onChange={onChange}
      noValidate
      aria-label="Share your story"
      className="bg-surface relative grid gap-4 rounded-2xl p-6 shadow-sm"
    >
      <StoryFields books={books} fields={fields} autoFocus />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={sharing} className="btn-primary disabled:opacity-70">
          {sharing ? 'Sharing...' : 'Share My Story'}
        </button>
        <button type="button" onClick={close} className="btn-outline">
          Cancel
        </button>
      </div>
    </form>
  );
}

type Fields = ReturnType<typeof formFields<keyof StoryInput & string>>;

interface FieldsProps {
  books: Props['books'];
  fields: Fields;
  /** Focus the name field on mount (the form opened on a click). */
  autoFocus?: boolean;
  /** The browser checks the fields (the no-JavaScript form); the island checks them with the schema. */
  native?: boolean;
}

/** The story form's fields and honeypot, shared by the island's form and the no-JavaScript one. */
function StoryFields({ books, fields: { input, select, textarea }, autoFocus, native }: FieldsProps) {
  const required = native;
  const maxLength = (n: number) => (native ? n : undefined);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {input('readerName', 'Your name', {
          autoComplete: 'name',
          autoFocus,
          required,
          maxLength: maxLength(100),
        })}
        {input('readerLocation', 'Location (optional)', {
          placeholder: 'City, Country',
          maxLength: maxLength(100),
        })}
        {select(
          'bookId',
          'Book',
          { required },
          <>
            <option value="">Choose a book</option>
            {books.map((book) => (
              <option key={book.id} value={book.id}>
                {book.title}
              </option>
            ))}
          </>,
        )}
        {select(
          'category',
          'Category',
          { required },
          <>
            <option value="">Choose a category</option>
            {Object.entries(STORY_CATEGORIES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </>,
        )}
      </div>
      {textarea('story', 'Your story', { rows: 6, required, maxLength: maxLength(MAX_STORY_LENGTH) })}
      <label className="flex items-start gap-3">
        <input type="checkbox" name="isPublic" className="accent-magenta mt-1 size-5" />
        <span>{PERMISSION_TEXT}</span>
      </label>
      <Honeypot idPrefix="story" />
    </>
  );
}
