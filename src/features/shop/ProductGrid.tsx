/**
 * The shop's product grid island. Rendered at build time from the database, then
 * refreshed from GET /api/abf/products when it scrolls into view, so products the
 * admin adds or deactivates show without a rebuild. The Order Now dialog's code loads
 * only when a buyer reaches for it.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import Toaster from '../../components/Toaster';
import { hasSignedInHint } from '../../lib/signed-in-hint';
import ProductCard from './ProductCard';
import type { PublicProduct } from './product';

interface Props {
  /** The active products when the page was built. */
  initialProducts: PublicProduct[];
}

const loadDialog = () => import('../checkout/OrderDialog');
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

  useEffect(() => {
    let live = true;
    setReady(true);
    fetch('/api/abf/products', { credentials: 'include' })
      .then((response) => (response.ok ? (response.json() as Promise<PublicProduct[]>) : null))
      .then((fresh) => {
        if (live && fresh) setProducts(fresh);
      })
      .catch(() => {});
    void isSignedIn().then((yes) => live && setAdmin(yes));
    return () => {
      live = false;
    };
  }, []);

  const order = (product: PublicProduct) => {
    setOpener(document.activeElement instanceof HTMLElement ? document.activeElement : null);
    setOrdering(product);
    setOpen(true);
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
            returnFocusTo={opener}
          />
        </Suspense>
      )}
      <Toaster />
    </div>
  );
}
