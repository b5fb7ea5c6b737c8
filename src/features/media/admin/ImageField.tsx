/**
 * An image field for the admin's forms: a URL (or site path) the owner can type or
 * paste, or an upload (POST /api/admin/media) that fills the URL in, with a preview.
 * The URL travels in an ordinary input named `name`, so a form reads it with FormData.
 * A failed upload shows why and leaves the field, and the rest of the form, as it was.
 *
 * Used for book covers and post covers; drop it into any form (e.g. a product's image):
 *   <ImageField id="product-image" name="imageUrl" label="Image" defaultValue={p.imageUrl} error={errors.imageUrl} />
 */
import { useId, useState, type ChangeEvent } from 'react';
import Field, { inputClass, type FieldProps } from '~/features/admin/Field';
import { useFieldState } from '~/lib/forms/field-state';
import { ACCEPTED_IMAGE_TYPES, uploadImage } from './media-client';

/** `id` and `name` are the URL input's. */
interface Props extends FieldProps {
  /** Shown under the field; a sensible default explains both ways in. */
  hint?: string;
  /** Told about every new URL (typed or uploaded). */
  onChange?(url: string): void;
}

export default function ImageField({ id, name, label, defaultValue = '', error, hint, onChange }: Props) {
  const [url, setUrl, urlRef] = useFieldState(defaultValue);
  const [status, setStatus] = useState('');
  const [uploadError, setUploadError] = useState('');
  const [busy, setBusy] = useState(false);
  const fileId = `${id}-upload-${useId().replace(/:/g, '')}`;

  function use(next: string) {
    setUrl(next);
    onChange?.(next);
  }

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setBusy(true);
    setUploadError('');
    setStatus(`Uploading ${file.name}…`);
    try {
      const image = await uploadImage(file);
      use(image.url);
      setStatus(`Uploaded ${file.name} (${image.width} × ${image.height}).`);
    } catch (failure) {
      setStatus('');
      setUploadError((failure as Error).message);
    } finally {
      setBusy(false);
      input.value = '';
    }
  }

  return (
    <div className="grid gap-2">
      <Field
        id={id}
        label={label}
        error={error}
        hint={
          hint ??
          'Upload a JPEG, PNG, WebP, AVIF or GIF (up to 10 MB), or enter a URL (https://…) or a site path (/images/…).'
        }
      >
        {(a) => (
          <input
            {...a}
            ref={urlRef}
            name={name}
            inputMode="url"
            value={url}
            onChange={(e) => use(e.target.value)}
            className={inputClass}
          />
        )}
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        {url && (
          <img
            src={url}
            alt={`Current ${label.toLowerCase()}`}
            className="border-muted/30 bg-surface h-24 w-auto max-w-40 rounded-lg border object-contain"
          />
        )}
        <div className="grid gap-1">
          <label htmlFor={fileId} className="text-ink text-sm font-semibold">
            Or upload an image
          </label>
          <input
            id={fileId}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES}
            disabled={busy}
            onChange={(e) => void upload(e)}
            aria-describedby={uploadError ? `${fileId}-error` : undefined}
            className="file:border-plum file:text-plum hover:file:bg-band min-h-11 text-sm file:mr-3 file:min-h-11 file:rounded-full file:border-2 file:bg-transparent file:px-4 file:font-semibold hover:file:text-white"
          />
        </div>
      </div>
      <p role="status" className="text-muted text-sm">
        {status}
      </p>
      {uploadError && (
        <p id={`${fileId}-error`} role="alert" className="text-sm font-medium text-red-700">
          {uploadError}
        </p>
      )}
    </div>
  );
}
