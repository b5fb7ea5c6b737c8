/**
 * The shop's product grid island. Rendered at build time from the database, then
 * refreshed from GET /api/abf/products when it scrolls into view, so products the
 * admin adds or deactivates show without a rebuild. Stock is live: read again when the
 * grid appears, when a buyer opens Order Now, and after every order, refusal or cancel,
 * so no count shown stays from before a sale. The Order Now dialog's code loads only
 * when a buyer reaches for it.
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import Toaster from '~/components/Toaster';
import { hasSignedInHint } from '~/lib/auth/signed-in-hint';
import ProductCard from './ProductCard';
import type { PublicProduct } from './product';

interface Props {
  /** The active products when the page was built. */
  initialProducts: PublicProduct[];
}

const loadDialog = () => import('./OrderDialog');
const OrderDialog = lazy(loadDialog);

/**
 * True when the visitor is signed in (GET /api/auth/me answers 200). Asked only when
 * the sign-in hint cookie is there, so anonymous visitors make no request.
 */
async function isSignedIn(): Promise<boolean> {
  if (!hasSignedInHint()) return false;
  try {
    const response = await fetch('/api/auth/me', { credentials: 'include' });
    return response.status === 200;
  } catch {
    return false;
  }
}

export default function ProductGrid({ initialProducts }: Props) {
  const [products, setProducts] = useState(initialProducts);
  const [admin, setAdmin] = useState(false);
  const [ordering, setOrdering] = useState<PublicProduct | null>(null);
  const [open, setOpen] = useState(false);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const [ready, setReady] = useState(false);

  /** Reads the products and their stock again; the dialog's product follows. */
  const refresh = useCallback(() => {
    fetch('/api/abf/products', { credentials: 'include', cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<PublicProduct[]>) : null))
      .then((fresh) => {
        if (!fresh) return;
        setProducts(fresh);
        setOrdering((current) => (current && fresh.find((p) => p.id === current.id)) ?? current);
      })
      .catch(() => {});
  }, []);

  useEffect(() => {
    let live = true;
    setReady(true);
    refresh();
    void isSignedIn().then((yes) => live && setAdmin(yes));
    return () => {
      live = false;
    };
  }, [refresh]);

  const order = (product: PublicProduct) => {
    setOpener(document.activeElement instanceof HTMLElement ? document.activeElement : null);
    setOrdering(product);
    setOpen(true);
    refresh();
  };

  return (
    <div
      data-shop-grid
      data-ready={ready ? 'true' : undefined}
      data-hydrated={products === initialProducts ? 'initial' : 'live'}
    >
      {admin && (
        <p className="mb-6 flex justify-end">
          <a href="/admin/abf" className="btn-outline">
            Add Product
          </a>
        </p>
      )}
      {products.length === 0 ? (
        <p className="text-muted ring-plum/10 bg-surface rounded-2xl p-10 text-center text-lg ring-1">
          No products added yet.
        </p>
      ) : (
        <ul className="grid list-none gap-6 p-0 sm:grid-cols-2 lg:grid-cols-3">
          {products.map((product) => (
            <li key={product.id} className="flex">
              <ProductCard product={product} onOrder={order} onIntent={() => void loadDialog()} />
            </li>
          ))}
        </ul>
      )}
      {ordering && (
        <Suspense fallback={null}>
          <OrderDialog
            key={ordering.id}
            product={ordering}
            open={open}
            onOpenChange={setOpen}
            onStockChange={refresh}
            returnFocusTo={opener}
          />
        </Suspense>
      )}
      <Toaster />
    </div>
  );
}
