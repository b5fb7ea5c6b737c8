/**
 * Order Now on a product's own page: the button and the grid's own Order Now dialog. The
 * page hydrates it only when a buyer reaches for it (client:replay="interaction"), so the
 * page loads no script file before then; the first click is replayed once it has. Stock
 * is read again when it hydrates, when the dialog opens and after every order, refusal or
 * cancel, and announced to the page's stock list ('shop:stock' on the document).
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import Toaster from '~/components/Toaster';
import type { PublicProduct } from './product';
import { stockView } from './badges';
import { STOCK_EVENT } from './stock';

interface Props {
  /** The product as the page was built. */
  product: PublicProduct;
}

const OrderDialog = lazy(() => import('./OrderDialog'));

export default function ProductOrder({ product: built }: Props) {
  const [product, setProduct] = useState(built);
  const [open, setOpen] = useState(false);
  // The dialog stays mounted once opened, so closing it can hand focus back to the button.
  const [started, setStarted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const refresh = useCallback(() => {
    fetch('/api/abf/products', { credentials: 'include', cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<PublicProduct[]>) : null))
      .then((products) => {
        const fresh = products?.find((p) => p.id === built.id);
        if (!fresh) return;
        setProduct(fresh);
        document.dispatchEvent(new CustomEvent(STOCK_EVENT, { detail: stockView(fresh) }));
      })
      .catch(() => {});
  }, [built.id]);

  useEffect(refresh, [refresh]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="btn-primary w-full sm:w-auto"
        data-needs-js
        aria-label={`Order Now: ${product.name}`}
        onClick={() => {
          setStarted(true);
          setOpen(true);
          refresh();
        }}
      >
        Order Now
      </button>
      {started && (
        <Suspense fallback={null}>
          <OrderDialog
            product={product}
            open={open}
            onOpenChange={setOpen}
            onStockChange={refresh}
            returnFocusTo={button.current}
          />
        </Suspense>
      )}
      <Toaster />
    </>
  );
}
