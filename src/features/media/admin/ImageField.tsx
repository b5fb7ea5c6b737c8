/**
 * An image field for the admin's forms: a URL (or site path) the owner can type or
 * paste, or an upload (POST /api/admin/media; its alt text asked for first) that fills
 * the URL in, with a preview.
 * The URL travels in an ordinary input named `name`, so a form reads it with FormData.
 * A failed upload shows why and leaves the field, and the rest of the form, as it was.
 *
 * Used for book covers and post covers; drop it into any form (e.g. a product's image):
 *   <ImageField id="product-image" name="imageUrl" label="Image" defaultValue={p.imageUrl} error={errors.imageUrl} />
 */
import { useState } from 'react';
import Field, { inputClass, type FieldProps } from '~/features/admin/Field';
import { useFieldState } from '~/lib/forms/field-state';
import ImageUpload from './ImageUpload';

/** `id` and `name` are the URL input's. */
interface Props extends FieldProps {
  /** Shown under the field; a sensible default explains both ways in. */
  hint?: string;
  /** Told about every new URL (typed or uploaded). */
  onChange?(url: string): void;
}

export default function ImageField({ id, name, label, defaultValue = '', error, hint, onChange }: Props) {
  // A URL typed before the form hydrated is kept (the ref adopts it).
  const [url, setUrl, urlRef] = useFieldState(defaultValue);
  const [alt, setAlt] = useState('');

  function use(next: string, input?: HTMLInputElement | null) {
    setUrl(next);
    onChange?.(next);
    // A value set by an upload is a change of the form too (its unsaved-changes guard listens).
    input?.form?.dispatchEvent(new Event('input', { bubbles: true }));
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
      <div className="flex flex-wrap items-start gap-3">
        {url && (
          <img
            src={url}
            alt={alt || `Current ${label.toLowerCase()}`}
            className="border-muted/30 bg-surface h-24 w-auto max-w-40 rounded-lg border object-contain"
          />
        )}
        <div className="min-w-0 flex-1 basis-64">
          <ImageUpload
            id={`${id}-upload`}
            label="Or upload an image"
            onUploaded={(image, fileName) => {
              setAlt(image.alt);
              use(image.url, document.getElementById(id) as HTMLInputElement | null);
              return `Uploaded ${fileName} (${image.width} × ${image.height}), described as “${image.alt}”.`;
            }}
          />
        </div>
      </div>
    </div>
  );
}
