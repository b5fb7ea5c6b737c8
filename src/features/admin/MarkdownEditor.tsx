/**
 * The Markdown editor of posts and chapters: the text on one side and, beside it (below
 * on a phone), a live preview rendered by the server with the pages' own pipeline and
 * typography (POST /api/admin/markdown), so what the owner sees is what the page shows.
 * 'Insert an image' uploads one and puts its Markdown where the cursor is.
 */
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { api } from './api-client';
import Field, { inputClass, type FieldProps } from './Field';
import { FormAlert } from './FormActions';
import { ACCEPTED_IMAGE_TYPES, uploadImage } from '~/features/media/admin/media-client';

interface Props extends FieldProps {
  /** Where the text goes: its headings sit under a post's title or a chapter's heading. */
  kind: 'post' | 'chapter';
  rows?: number;
}

const HINT =
  'Markdown: # Heading, **bold**, _italic_, [link](https://…), ![description](image URL), - lists, > quotes, | tables |.';

export default function MarkdownEditor({
  id,
  name,
  label,
  defaultValue = '',
  error,
  kind,
  rows = 14,
}: Props) {
  const text = useRef<HTMLTextAreaElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [html, setHtml] = useState('');
  const [previewError, setPreviewError] = useState('');
  const [imageStatus, setImageStatus] = useState('');
  const [imageError, setImageError] = useState('');

  function schedulePreview(delay = 350) {
    clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      try {
        const answer = await api<{ html: string }>('/api/admin/markdown', {
          method: 'POST',
          body: { content: text.current?.value ?? '', kind },
        });
        setHtml(answer.html);
        setPreviewError('');
      } catch {
        setPreviewError('The preview is not available right now; your text is safe.');
      }
    }, delay);
  }

  useEffect(() => {
    schedulePreview(0);
    return () => clearTimeout(timer.current);
    // The first preview shows the text the editor opened with.
  }, []);

  async function insertImage(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    const area = text.current;
    if (!file || !area) return;
    setImageError('');
    setImageStatus(`Uploading ${file.name}…`);
    try {
      const image = await uploadImage(file);
      const alt = file.name
        .replace(/\.[^.]+$/, '')
        .replace(/[-_]+/g, ' ')
        .replace(/[[\]]/g, '');
      const snippet = `\n\n![${alt}](${image.url})\n\n`;
      const at = area.selectionStart ?? area.value.length;
      area.value = `${area.value.slice(0, at)}${snippet}${area.value.slice(area.selectionEnd ?? at)}`;
      area.selectionStart = area.selectionEnd = at + snippet.length;
      area.dispatchEvent(new Event('change', { bubbles: true }));
      setImageStatus(`Inserted ${file.name}. Edit the text in [ ] to describe the image.`);
      schedulePreview(0);
    } catch (failure) {
      setImageStatus('');
      setImageError((failure as Error).message);
    } finally {
      input.value = '';
    }
  }

  const previewId = `${id}-preview`;
  return (
    // Side by side when the form is wide enough (a container query: dialogs and pages differ).
    <div className="@container">
      <div className="grid gap-3 @3xl:grid-cols-2">
        <div className="grid content-start gap-2">
          <Field id={id} label={label} error={error} hint={HINT}>
            {(a) => (
              <textarea
                {...a}
                ref={text}
                name={name}
                rows={rows}
                defaultValue={defaultValue}
                onInput={() => schedulePreview()}
                className={`${inputClass} font-mono text-sm`}
              />
            )}
          </Field>
          <div className="grid gap-1">
            <label htmlFor={`${id}-image`} className="text-ink text-sm font-semibold">
              Insert an image
            </label>
            <input
              id={`${id}-image`}
              type="file"
              accept={ACCEPTED_IMAGE_TYPES}
              onChange={(e) => void insertImage(e)}
              className="file:border-plum file:text-plum hover:file:bg-band min-h-11 text-sm file:mr-3 file:min-h-11 file:rounded-full file:border-2 file:bg-transparent file:px-4 file:font-semibold hover:file:text-white"
            />
            <p role="status" className="text-muted text-sm">
              {imageStatus}
            </p>
            <FormAlert>{imageError}</FormAlert>
          </div>
        </div>
        <section
          aria-labelledby={`${previewId}-title`}
          className="border-plum/15 bg-surface min-w-0 rounded-xl border p-4"
        >
          <h3 id={`${previewId}-title`} className="text-muted text-sm font-semibold tracking-wider uppercase">
            Preview
          </h3>
          {previewError ? (
            <p className="text-muted mt-2 text-sm">{previewError}</p>
          ) : (
            <div
              id={previewId}
              data-testid={`${id}-preview`}
              className="markdown mt-2 max-h-[32rem] overflow-y-auto"
              dangerouslySetInnerHTML={{ __html: html }}
            />
          )}
        </section>
      </div>
    </div>
  );
}
