/**
 * /admin/abf: create, edit (every field, stock included), deactivate, reactivate and
 * delete ABF products; the shop republishes after each change. Deleting a product that
 * has orders deactivates it instead, so its orders keep their product.
 */
import { useState } from 'react';
import { showToast } from '~/stores/toast';
import { api } from '~/features/admin/api-client';
import { stockSizes } from '~/features/shop/stock';
import ConfirmDialog from '~/features/admin/ConfirmDialog';
import ListRow from '~/features/admin/ListRow';
import LeaveConfirm from '~/features/admin/LeaveConfirm';
import Modal from '~/features/admin/Modal';
import { toastFailure } from '~/features/admin/toast-failure';
import type { PresentedProduct } from './present';
import ProductForm from './ProductForm';
import type { ProductInput } from './product-schema';

interface Props {
  initial: PresentedProduct[];
}

export default function ProductManager({ initial }: Props) {
  const [products, setProducts] = useState(initial);
  const [editing, setEditing] = useState<PresentedProduct | null>(null);
  const [deleting, setDeleting] = useState<PresentedProduct | null>(null);

  const replace = (saved: PresentedProduct) =>
    setProducts((list) => list.map((p) => (p.id === saved.id ? saved : p)));

  async function create(input: ProductInput) {
    const saved = await api<PresentedProduct>('/api/admin/abf/products', { method: 'POST', body: input });
    setProducts((list) => [saved, ...list]);
    showToast({
      title: 'Product created',
      description: `${saved.name} will appear in the shop once the site republishes.`,
    });
  }

  const update = async (id: number, input: Partial<ProductInput>) =>
    replace(await api<PresentedProduct>(`/api/admin/abf/products/${id}`, { method: 'PATCH', body: input }));

  async function remove(product: PresentedProduct) {
    try {
      const answer = await api<{ result: 'deleted' | 'deactivated'; product?: PresentedProduct }>(
        `/api/admin/abf/products/${product.id}`,
        { method: 'DELETE' },
      );
      if (answer.result === 'deleted') {
        setProducts((list) => list.filter((p) => p.id !== product.id));
        showToast({ title: 'Product deleted', description: `${product.name} is gone from the shop.` });
      } else {
        if (answer.product) replace(answer.product);
        showToast({
          title: 'Product deactivated',
          description: `${product.name} has orders, so it was deactivated instead of deleted.`,
        });
      }
    } catch (error) {
      toastFailure('Error deleting product', error, 'Failed to delete product');
    }
  }

  const action = 'btn-outline min-h-11 px-4 py-1.5 text-sm';
  return (
    <div className="grid gap-8">
      <section aria-labelledby="new-product" className="bg-surface rounded-2xl p-5 shadow-sm">
        <h2 id="new-product" className="text-plum text-2xl font-bold">
          Add Product
        </h2>
        <div className="mt-4">
          <ProductForm idPrefix="new-product" submitLabel="Add Product" onSubmit={create} />
        </div>
      </section>
      <section aria-labelledby="all-products">
        <h2 id="all-products" className="text-plum text-2xl font-bold">
          Products ({products.length})
        </h2>
        <ul className="mt-4 grid gap-3">
          {products.map((p) => (
            <ListRow
              key={p.id}
              title={p.name}
              image={{ src: p.imageUrl, shape: 'square' }}
              actions={
                <>
                  {p.isActive && (
                    <a
                      className={action}
                      href={`/always-be-fabulous/${p.slug}`}
                      aria-label={`View ${p.name}`}
                    >
                      View
                    </a>
                  )}
                  <button
                    type="button"
                    className={action}
                    aria-label={`Edit ${p.name}`}
                    onClick={() => setEditing(p)}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className={action}
                    aria-label={`${p.isActive ? 'Deactivate' : 'Activate'} ${p.name}`}
                    onClick={() =>
                      void update(p.id, { isActive: !p.isActive }).catch((error: unknown) =>
                        toastFailure('Error updating product', error, 'Failed to update product'),
                      )
                    }
                  >
                    {p.isActive ? 'Deactivate' : 'Activate'}
                  </button>
                  <button
                    type="button"
                    className="btn min-h-11 border-2 border-red-700 px-4 py-1.5 text-sm text-red-800 hover:bg-red-700 hover:text-white"
                    aria-label={`Delete ${p.name}`}
                    onClick={() => setDeleting(p)}
                  >
                    Delete
                  </button>
                </>
              }
            >
              <p className="text-muted text-sm">
                {p.category} · {p.color} · {p.price ?? '$25.00 (default)'} ·{' '}
                <span className={p.isActive ? 'font-semibold text-green-800' : 'font-semibold text-red-800'}>
                  {p.isActive ? 'Active' : 'Inactive'}
                </span>
                {p.demo && (
                  <>
                    {' '}
                    · <span className="font-semibold text-fuchsia-900 dark:text-fuchsia-200">Demo</span>
                  </>
                )}
              </p>
              <p className="text-muted text-sm" data-testid="stock-summary">
                {stockSummary(p.category, p.stock)}
              </p>
            </ListRow>
          ))}
        </ul>
      </section>
      <Modal open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} title="Edit Product">
        {editing && (
          <ProductForm
            idPrefix="edit-product"
            initial={editing}
            submitLabel="Save Changes"
            onSubmit={(input) => update(editing.id, input).then(() => setEditing(null))}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      <LeaveConfirm />
      <ConfirmDialog
        target={deleting}
        texts={(product) => ({
          title: `Delete ${product.name}?`,
          description:
            'It is removed from the shop for good. A product that already has orders is deactivated instead, so its orders keep it.',
        })}
        onConfirm={(product) => void remove(product)}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

/** 'Stock: S/M 3 · L/XL 0', 'Stock: 12 left', or that stock is not tracked. */
function stockSummary(category: string, stock: Record<string, number> | null): string {
  if (!stock) return 'Stock not tracked';
  const sizes = stockSizes(category);
  if (sizes[0] === '') return `Stock: ${stock[''] ?? 0} left`;
  return `Stock: ${sizes.map((size) => `${size} ${stock[size] ?? 0}`).join(' · ')}`;
}
