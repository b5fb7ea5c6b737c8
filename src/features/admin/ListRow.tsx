/** One row of an admin list: the item's picture, title and details, its buttons, and a panel it opens below. */
import type { ReactNode } from 'react';

interface Props {
  title: ReactNode;
  /** The item's picture: a book cover (2:3) or a square product photo. */
  image?: { src: string; shape: 'cover' | 'square' };
  /** The lines under the title. */
  children?: ReactNode;
  /** The row's buttons and links (RowButton). */
  actions: ReactNode;
  /** Shown under the row while it is open (a book's chapters). */
  panel?: ReactNode;
}

/** The look of a row's text buttons. */
export const rowButton = 'btn-outline min-h-11 px-3 py-1 text-sm';

const SHAPES = { cover: ['h-24 w-16', 96], square: ['size-16', 64] } as const;

/** A list picture: decorative, as the row's title names the item. */
export function Thumbnail({ src, shape }: { src: string; shape: 'cover' | 'square' }) {
  const [size, height] = SHAPES[shape];
  const className = `${size} shrink-0 rounded object-cover`;
  return <img src={src} alt="" width={64} height={height} loading="lazy" className={className} />;
}

export default function ListRow({ title, image, children, actions, panel }: Props) {
  return (
    <li className="bg-surface rounded-xl p-4 shadow-sm">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        {image && <Thumbnail {...image} />}
        <div className="min-w-0 flex-1">
          <h3 className="font-serif text-lg font-bold break-words">{title}</h3>
          {children}
        </div>
        <div className="flex flex-wrap gap-2">{actions}</div>
      </div>
      {panel}
    </li>
  );
}
