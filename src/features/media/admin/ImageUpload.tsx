/**
 * Uploading an image in the admin: first what it shows (its alt text, never the file
 * name), then the file. Choosing a file without a description asks for one and uploads
 * nothing. Used by the image fields (covers, product photos) and the Markdown editors'
 * 'Insert an image'.
 */
import { useRef, useState, type ChangeEvent } from 'react';
import { inputClass } from '~/features/admin/Field';
import { ALT_HINT, altProblem, looksLikeFileName } from '../alt-text';
import { ACCEPTED_IMAGE_TYPES, uploadImage, type UploadedImage } from './media-client';

interface Props {
  /** Starts the ids of the two inputs. */
  id: string;
  /** The file input's label: 'Or upload an image', 'Insert an image'. */
  label: string;
  /** The alt text input's label, distinct when a form has two uploads. */
  altLabel?: string;
  /** Told about each stored upload; may say what happened in `status`. */
  onUploaded(image: UploadedImage, fileName: string): string | void;
}

/**
 * The file input's look: a pill button. It fills its column (w-full): at its own width, which
 * each browser draws differently ('Choose File' and 'No file chosen'), it set the width of the
 * forms around it and pushed the product form 2 px past a 360 px screen in Chromium's headless shell.
 */
const fileClass =
  'file:border-plum file:text-plum hover:file:bg-band min-h-11 w-full text-sm file:mr-3 file:min-h-11 file:rounded-full file:border-2 file:bg-transparent file:px-4 file:font-semibold hover:file:text-white';

export default function ImageUpload({
  id,
  label,
  altLabel = 'Describe the image (alt text)',
  onUploaded,
}: Props) {
  const altInput = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState('');
  const [altError, setAltError] = useState('');
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setFailure('');
    const fileName = file.name.replace(/\.[^.]+$/, '');
    const problem =
      altProblem(alt) ||
      (looksLikeFileName(alt) || alt.trim() === fileName
        ? 'Describe what the image shows, not its file name'
        : '');
    if (problem) {
      input.value = '';
      setStatus('');
      setAltError(problem);
      altInput.current?.focus();
      return;
    }
    setBusy(true);
    setStatus(`Uploading ${file.name}…`);
    try {
      const image = await uploadImage(file, alt.trim());
      setStatus(onUploaded(image, file.name) || `Uploaded ${file.name} (${image.width} × ${image.height}).`);
      setAlt('');
    } catch (error) {
      setStatus('');
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
      input.value = '';
    }
  }

  const altId = `${id}-alt`;
  return (
    <div className="grid gap-2">
      <div className="grid gap-1">
        <label htmlFor={altId} className="text-ink text-sm font-semibold">
          {altLabel}
        </label>
        <input
          ref={altInput}
          id={altId}
          value={alt}
          maxLength={300}
          onChange={(e) => {
            setAlt(e.target.value);
            if (altError) setAltError(altProblem(e.target.value));
          }}
          aria-invalid={altError ? true : undefined}
          aria-describedby={`${altId}-hint${altError ? ` ${altId}-error` : ''}`}
          className={inputClass}
        />
        <p id={`${altId}-hint`} className="text-muted text-sm">
          {ALT_HINT} Asked before every upload.
        </p>
        {altError && (
          <p id={`${altId}-error`} className="text-sm font-medium text-red-700 dark:text-red-300">
            {altError}
          </p>
        )}
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-file`} className="text-ink text-sm font-semibold">
          {label}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES}
          disabled={busy}
          onChange={(e) => void upload(e)}
          aria-describedby={failure ? `${id}-file-error` : undefined}
          className={fileClass}
        />
      </div>
      <p role="status" className="text-muted text-sm">
        {status}
      </p>
      {failure && (
        <p
          id={`${id}-file-error`}
          role="alert"
          className="text-sm font-medium text-red-700 dark:text-red-300"
        >
          {failure}
        </p>
      )}
    </div>
  );
}
