/**
 * The Markdown editor of posts and chapters: the text on one side and, beside it (below
 * on a phone), a live preview rendered by the server with the pages' own pipeline and
 * typography (POST /api/admin/markdown), so what the owner sees is what the page shows.
 * 'Insert an image' asks what the image shows, uploads it and puts its Markdown, with that
 * description as its alt text, where the cursor is.
 */
import { useEffect, useRef, useState } from 'react';
import { api } from './api-client';
import Field, { inputClass, type FieldProps } from './Field';
import ImageUpload from '~/features/media/admin/ImageUpload';
import type { UploadedImage } from '~/features/media/admin/media-client';

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

  /** Puts an uploaded image's Markdown, described by its alt text, where the cursor is. */
  function insertImage(image: UploadedImage, fileName: string): string {
    const area = text.current;
    if (!area) return '';
    const alt = image.alt.replace(/[[\]]/g, '');
    const snippet = `\n\n![${alt}](${image.url})\n\n`;
    const at = area.selectionStart ?? area.value.length;
    area.value = `${area.value.slice(0, at)}${snippet}${area.value.slice(area.selectionEnd ?? at)}`;
    area.selectionStart = area.selectionEnd = at + snippet.length;
    area.dispatchEvent(new Event('input', { bubbles: true }));
    schedulePreview(0);
    return `Inserted ${fileName}, described as “${alt}”.`;
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
          <ImageUpload
            id={`${id}-image`}
            label="Insert an image"
            altLabel="Describe the image to insert (alt text)"
            onUploaded={insertImage}
          />
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
