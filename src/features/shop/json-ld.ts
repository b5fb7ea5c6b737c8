/** schema.org Product structured data for a product's page, with what Google's product results require. */
import { DEFAULT_PRICE_CENTS, formatAmount, parseAmount } from './money';
import type { PublicProduct } from './product';
import { productPath } from './product-slug';
import { schemaAvailability } from './badges';

/** The brand every product is sold under. */
export const BRAND = 'Always Be Fabulous';

/** The Product JSON-LD of `product`'s page; `site` makes the URLs absolute. */
export function productJsonLd(product: PublicProduct, site: URL): Record<string, unknown> {
  const url = new URL(productPath(product), site).href;
  const cents = parseAmount(product.price) ?? DEFAULT_PRICE_CENTS;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': url,
    name: product.name,
    ...(product.description && { description: product.description }),
    image: [product.imageUrl, ...product.photos.map((p) => p.url)].map((src) => new URL(src, site).href),
    sku: `ABF-${product.id}`,
    brand: { '@type': 'Brand', name: BRAND },
    color: product.color,
    category: product.category,
    url,
    offers: {
      '@type': 'Offer',
      url,
      price: formatAmount(cents),
      priceCurrency: 'USD',
      availability: schemaAvailability(product),
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: BRAND },
    },
  };
}
