/**
 * The issue editor's preview: the mail itself, as the server renders it for a subscriber
 * (the same HTML and inline styles, in a sandboxed frame, and the plain-text part),
 * rendered again a moment after each keystroke.
 */
import { useEffect, useState } from 'react';
import { api } from '~/features/admin/api-client';
import MailFrame from '~/features/admin/MailFrame';

interface Props {
  subject: string;
  /** The Markdown. */
  content: string;
}

/** Wait after the last keystroke before the preview is rendered again. */
const PREVIEW_DELAY_MS = 400;

export default function MailPreview({ subject, content }: Props) {
  const [preview, setPreview] = useState<{ html: string; text: string } | null>(null);

  useEffect(() => {
    if (!content.trim()) {
      setPreview(null);
      return;
    }
    const timer = setTimeout(() => {
      api<{ html: string; text: string }>('/api/admin/newsletter/preview', {
        method: 'POST',
        body: { subject: subject.trim() || '(no subject yet)', content },
      }).then(setPreview, () => {});
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [subject, content]);

  return (
    <section aria-labelledby="preview-title" className="grid content-start gap-2">
      <h4 id="preview-title" className="text-plum font-semibold">
        Preview of the mail
      </h4>
      {preview ? (
        <>
          <MailFrame title="Mail preview" html={preview.html} />
          <details className="bg-surface rounded-lg p-3 shadow-sm">
            <summary className="cursor-pointer font-semibold">Plain-text version</summary>
            <pre className="mt-2 text-sm break-words whitespace-pre-wrap">{preview.text}</pre>
          </details>
        </>
      ) : (
        <p className="text-muted">Start writing and the mail appears here.</p>
      )}
    </section>
  );
}
