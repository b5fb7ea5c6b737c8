import type { ProductCategory } from '../schema';

/** An ABF product as seeded; priceCents null means the shop's default price applies. */
export interface SeedProduct {
  id: number;
  name: string;
  description: string;
  category: ProductCategory;
  color: string;
  imageUrl: string;
  priceCents: number | null;
  isActive: boolean;
  /** The card's badges: SPEC.md §2's fixed marketing texts, as demo values the owner can change. */
  rating: number | null;
  reviewCount: number | null;
  viewedCount: number | null;
  limitedStock: boolean;
  bestseller: boolean;
}

/** SPEC.md §2's marketing texts on every card: five stars, 47 reviews, 12 people viewed, limited stock. */
const SPEC_BADGES = { rating: 5, reviewCount: 47, viewedCount: 12, limitedStock: true, bestseller: false };

export const seedProducts: SeedProduct[] = [
  {
    id: 1,
    name: 'Classic Dad Hat',
    description:
      'A relaxed, unstructured cotton cap with "Be Fabulous" embroidered in gold. Adjustable strap, one size fits most.',
    category: 'hat',
    color: 'Deep Plum',
    imageUrl: '/images/shop/product-1.svg',
    priceCents: 2599,
    isActive: true,
    ...SPEC_BADGES,
    // SPEC.md §2: the bestseller badge is on the Classic Dad Hat.
    bestseller: true,
  },
  {
    id: 2,
    name: 'Fabulous Crewneck Hoodie',
    description:
      'Heavyweight brushed-fleece hoodie with a roomy kangaroo pocket and the ABF crown on the chest. Made for writing sprints and school runs alike.',
    category: 'hoodie',
    color: 'Magenta',
    imageUrl: '/images/shop/product-2.svg',
    priceCents: 5499,
    isActive: true,
    ...SPEC_BADGES,
  },
  {
    id: 3,
    name: 'Live Loud Joggers',
    description:
      'Soft tapered joggers with deep pockets and "Live Loud" printed down one leg. Comfortable enough to live in, bold enough to be seen in.',
    category: 'joggers',
    color: 'Ink Black',
    imageUrl: '/images/shop/product-3.svg',
    priceCents: 4499,
    isActive: true,
    ...SPEC_BADGES,
  },
  {
    id: 4,
    name: 'Be Fabulous Bomber Jacket',
    description:
      'A satin-finish bomber with ribbed cuffs and a script "Always Be Fabulous" across the back. Lined, lightweight and impossible to ignore.',
    category: 'jacket',
    color: 'Gold',
    imageUrl: '/images/shop/product-4.svg',
    priceCents: 7999,
    isActive: true,
    ...SPEC_BADGES,
  },
  {
    id: 5,
    name: 'Write Bold Tee',
    description:
      'Our everyday crew-neck tee in combed cotton, printed with "Write Bold." in plum. A quiet reminder that your story deserves space.',
    category: 'shirt',
    color: 'Cream',
    imageUrl: '/images/shop/product-5.svg',
    priceCents: 2899,
    isActive: true,
    ...SPEC_BADGES,
  },
  {
    id: 6,
    name: 'Bookish Tote',
    description:
      'A sturdy natural-canvas tote big enough for three novels, a notebook and snacks. Printed with the ABF crown in magenta.',
    category: 'accessories',
    color: 'Natural Canvas',
    imageUrl: '/images/shop/product-6.svg',
    priceCents: null,
    isActive: true,
    ...SPEC_BADGES,
  },
  {
    id: 7,
    name: 'Write Bold Beanie',
    description: 'A chunky rib-knit beanie with a woven "Write Bold" label. Warm ears, loud ideas.',
    category: 'hat',
    color: 'Magenta',
    imageUrl: '/images/shop/product-7.svg',
    priceCents: 2299,
    isActive: true,
    ...SPEC_BADGES,
  },
  {
    id: 8,
    name: 'Be Fabulous Crew Socks',
    description:
      'Cushioned cotton-blend crew socks with gold crowns at the ankle. Retired from the current collection.',
    category: 'other',
    color: 'Plum & Gold',
    imageUrl: '/images/shop/product-8.svg',
    priceCents: 1499,
    isActive: false,
    ...SPEC_BADGES,
  },
];

/** 'Classic Dad Hat' -> 'classic-dad-hat' (the seed's own copy of the shop's rule, so it needs nothing from src/). */
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A seeded product as stored: its page address and a close-up beside its main photo. */
export function seedProductRows() {
  return seedProducts.map((product) => ({
    ...product,
    slug: slugOf(product.name),
    photos: [
      {
        url: `/images/shop/product-${product.id}-detail.svg`,
        alt: `${product.name} in ${product.color}: a close-up of the print`,
      },
    ],
  }));
}
