/** A product page's address, /always-be-fabulous/{slug}. No server imports: the grid's cards link with it. */

/** 'Be Fabulous Bomber Jacket' -> 'be-fabulous-bomber-jacket'; accents dropped; '' when nothing is left. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** A product's slug: its own, or (a product stored before pages had slugs) its name and id. */
export function productSlug(product: { id: number; name: string; slug?: string | null }): string {
  return product.slug || `${slugify(product.name) || 'product'}-${product.id}`;
}

/** The path of a product's page. */
export function productPath(product: { id: number; name: string; slug?: string | null }): string {
  return `/always-be-fabulous/${productSlug(product)}`;
}
