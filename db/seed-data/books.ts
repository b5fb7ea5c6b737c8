/** The author whose catalogue is seeded. */
export const AUTHOR_NAME = 'Kendra Lane';

/** Marks an Amazon search URL that stands in until a real product page exists. */
export const PLACEHOLDER_URL_FRAGMENT = 'kendralane';

/** One catalogue book as seeded. */
export interface SeedBook {
  id: number; // 1..14
  title: string; // distinct
  description: string; // 2-4 sentences, distinct, mentions searchable themes
  coverImage: string; // exactly `/images/covers/book-${id}.svg`
  amazonUrl: string; // product page (/dp/B0...) or placeholder search containing PLACEHOLDER_URL_FRAGMENT
  rating: string; // decimal text, 3.9..5.0
  reviewCount: number; // distinct, 12..980
  featured: boolean; // true only for ids 1, 2 and 3
}

export const seedBooks: SeedBook[] = [
  {
    id: 1,
    title: 'The Red Door',
    description:
      'After twenty-two years of keeping the peace, Nora Whitfield discovers the one betrayal she cannot smooth over and drives south to a run-down cottage with a lipstick-red door. In a small Lowcountry town full of nosy neighbors and salt marsh sunsets, she starts over at forty-one. A story of second chances, self-discovery, and the found family that shows up with a casserole.',
    coverImage: '/images/covers/book-1.svg',
    amazonUrl: 'https://www.amazon.com/dp/B0CRD7K2QX',
    rating: '4.8',
    reviewCount: 642,
    featured: true,
  },
  {
    id: 2,
    title: 'Loud Little Heart',
    description:
      'Jolie Banks runs the most beloved, most chaotic bakery in Baltimore, and her ADHD brain is both her secret ingredient and her biggest headache. When a buttoned-up loan officer shows up to audit her books on the day of a three-tier wedding cake emergency, sparks fly along with the flour. A warm, funny romance about neurodivergence, self-acceptance, and being loved exactly as you are.',
    coverImage: '/images/covers/book-2.svg',
    amazonUrl: 'https://www.amazon.com/dp/B0D4LHT8MZ',
    rating: '4.7',
    reviewCount: 518,
    featured: true,
  },
  {
    id: 3,
    title: 'Sequins on Sunday',
    description:
      'Fired from a Broadway revival and out of options, costume designer Tasha Monroe goes home to Memphis for the first time in nine years. Her grandmother needs new robes for the church choir, but the choir needs far more than sequins before the Mid-South Gospel Showcase. An inspirational story of faith, homecoming, grief, and the courage to make something beautiful again.',
    coverImage: '/images/covers/book-3.svg',
    amazonUrl: 'https://www.amazon.com/dp/B0BSQ9N3WE',
    rating: '4.9',
    reviewCount: 387,
    featured: true,
  },
  {
    id: 4,
    title: 'The Weight of Honey',
    description:
      'Widowed Ruth Ann Calloway is terrified of the twenty beehives her husband left behind, and she has no idea what to do with the angry fifteen-year-old grandson who arrives for the summer. Together, on a Tennessee hillside, they learn to tend what is left. A tender novel about grief, intergenerational healing, and the sweetness that survives loss.',
    coverImage: '/images/covers/book-4.svg',
    amazonUrl: 'https://www.amazon.com/s?k=kendralane+the+weight+of+honey',
    rating: '4.5',
    reviewCount: 213,
    featured: false,
  },
  {
    id: 5,
    title: 'Mercy Street Mornings',
    description:
      'Single mom Dani Ortiz works the five a.m. shift at the Mercy Street Diner, where the coffee is strong and the regulars are family. When a widowed fire captain starts bringing his daughter to breakfast, Dani has to decide whether her heart has room for one more order. A small-town romance about single motherhood, community, and starting the day with hope.',
    coverImage: '/images/covers/book-5.svg',
    amazonUrl: 'https://www.amazon.com/dp/B0C7MSM5RT',
    rating: '4.6',
    reviewCount: 455,
    featured: false,
  },
  {
    id: 6,
    title: 'Paper Crowns',
    description:
      'Former pageant queen Celeste Duvall swore her daughter would never set foot on a pageant stage. Then sixteen-year-old Avery secretly enters the very competition that shaped and nearly broke her mother. A heartfelt mother-daughter story about body image, self-worth, and the crowns we choose for ourselves.',
    coverImage: '/images/covers/book-6.svg',
    amazonUrl: 'https://www.amazon.com/dp/B0DPC4XW2N',
    rating: '4.3',
    reviewCount: 174,
    featured: false,
  },
  {
    id: 7,
    title: 'Salt and Starlight',
    description:
      'Marine biologist Dr. Imani Cole returns to a North Carolina barrier island to protect nesting sea turtles for one summer. The only boat captain available is Jesse Navarro, the first love she left without a goodbye fifteen years ago. A sun-warmed second-chance romance about home, forgiveness, and the wild places worth saving.',
    coverImage: '/images/covers/book-7.svg',
    amazonUrl: 'https://www.amazon.com/dp/B0B8SLT6HK',
    rating: '4.5',
    reviewCount: 299,
    featured: false,
  },
  {
    id: 8,
    title: 'The Bold Year',
    description:
      'Gwen Harper is laid off on her forty-fourth birthday, and her teenage daughter answers with a dare: fifty-two slips of paper in a mason jar, one bold thing every week for a year. From karaoke to a solo road trip to saying what she actually wants out loud, Gwen discovers who she is when she stops being careful. An uplifting novel about midlife reinvention, courage, friendship, and saying yes to your own life.',
    coverImage: '/images/covers/book-8.svg',
    amazonUrl: 'https://www.amazon.com/dp/B0CBY3RJ9V',
    rating: '4.8',
    reviewCount: 731,
    featured: false,
  },
  {
    id: 9,
    title: 'Kitchen Table Prophets',
    description:
      'When eighty-four-year-old Hattie Jenkins calls her daughter and granddaughter home to the family farm in Alabama, they assume she is finally ready to sell. Instead, she has a secret about the women who sat at that kitchen table before them. An inspirational family saga about faith, inheritance, and three generations of women learning to listen.',
    coverImage: '/images/covers/book-9.svg',
    amazonUrl: 'https://www.amazon.com/s?k=kendralane+kitchen+table+prophets',
    rating: '4.0',
    reviewCount: 96,
    featured: false,
  },
  {
    id: 10,
    title: 'Velvet Armor',
    description:
      'In one season Simone Baptiste loses her corporate job and her marriage, and all she has left is a cramped apartment and a box of fabric remnants from her Haitian grandmother. One velvet jacket later, strangers are stopping her on the street. An empowering story about entrepreneurship, style as self-expression, and stitching a new life together piece by piece.',
    coverImage: '/images/covers/book-10.svg',
    amazonUrl: 'https://www.amazon.com/dp/B0D1VA7PQS',
    rating: '4.6',
    reviewCount: 402,
    featured: false,
  },
  {
    id: 11,
    title: 'Runway Lights',
    description:
      'ER nurse Delphine Okafor has spent twenty-five years taking care of everyone else. When her youngest leaves for college, she finally redeems a forgotten gift certificate for a discovery flight and meets a seventy-one-year-old former crop duster who refuses to let her quit. A soaring novel about the empty nest, courage, and learning to fly at any age.',
    coverImage: '/images/covers/book-11.svg',
    amazonUrl: 'https://www.amazon.com/dp/B0BKR2LN4F',
    rating: '4.5',
    reviewCount: 158,
    featured: false,
  },
  {
    id: 12,
    title: 'Every Shade of Brave',
    description:
      'Seven short stories about ordinary women on the edge of extraordinary choices, from a nurse who quits on the spot to a grandmother who learns to swim at seventy. Each story is a small celebration of courage in its many colors. A collection about resilience, sisterhood, and the quiet bravery of everyday life.',
    coverImage: '/images/covers/book-12.svg',
    amazonUrl: 'https://www.amazon.com/s?k=kendralane+every+shade+of+brave',
    rating: '4.2',
    reviewCount: 63,
    featured: false,
  },
  {
    id: 13,
    title: 'The Last Dance at Magnolia Hall',
    description:
      'Event planner Lena Castillo has ninety days to save a crumbling historic ballroom from the wrecking ball by throwing the party of the century. Her partner in the plan is the developer who wants to tear it down. A sparkling enemies-to-lovers romance about history, ambition, and dancing like nobody is keeping score.',
    coverImage: '/images/covers/book-13.svg',
    amazonUrl: 'https://www.amazon.com/s?k=kendralane+the+last+dance+at+magnolia+hall',
    rating: '3.9',
    reviewCount: 27,
    featured: false,
  },
  {
    id: 14,
    title: 'Sweet Tea and Second Chances',
    description:
      'Widowed porch-sitter Georgia Mae Bell thinks her matchmaking days are over until her stubborn neighbor asks for help winning back his estranged daughter by Christmas. A cozy holiday novella about forgiveness, small-town traditions, and the second chances that come when you open the door.',
    coverImage: '/images/covers/book-14.svg',
    amazonUrl: 'https://www.amazon.com/s?k=kendralane+sweet+tea+and+second+chances',
    rating: '4.5',
    reviewCount: 121,
    featured: false,
  },
];

/** What a seeded book's own page shows beyond its card: when it came out, its length and its praise. */
interface SeedBookDetails {
  publishedOn: string;
  pageCount: number;
  praise: { quote: string; source: string }[];
}

/**
 * Demo details by book id. Book 1 is the newest and book 14 the oldest, so the footer's
 * 'Latest Books' (the newest four) are books 1 to 4 as SPEC.md §2 shows them.
 */
const seedBookDetails: Record<number, SeedBookDetails> = {
  1: {
    publishedOn: '2025-09-16',
    pageCount: 352,
    praise: [
      {
        quote:
          'I read it in one sitting and then called my sister. Nora is every woman who ever kept the peace.',
        source: 'Denise W., book club host',
      },
      { quote: 'Warm, funny and brave. Opal deserves her own book.', source: 'Marisol T., reader' },
    ],
  },
  2: {
    publishedOn: '2025-05-13',
    pageCount: 318,
    praise: [
      {
        quote: 'The first romance where the ADHD heroine is not a punchline. I felt seen on every page.',
        source: 'Kayla J., reader',
      },
    ],
  },
  3: {
    publishedOn: '2024-11-05',
    pageCount: 336,
    praise: [
      {
        quote: 'A love letter to grandmothers, choirs and second acts. Bring tissues.',
        source: 'Pastor Lynn A., church book circle',
      },
    ],
  },
  4: { publishedOn: '2024-06-18', pageCount: 304, praise: [] },
  5: { publishedOn: '2024-02-13', pageCount: 288, praise: [] },
  6: { publishedOn: '2023-09-12', pageCount: 312, praise: [] },
  7: { publishedOn: '2023-04-11', pageCount: 296, praise: [] },
  8: { publishedOn: '2022-10-18', pageCount: 344, praise: [] },
  9: { publishedOn: '2022-05-10', pageCount: 328, praise: [] },
  10: { publishedOn: '2021-11-09', pageCount: 360, praise: [] },
  11: { publishedOn: '2021-06-15', pageCount: 284, praise: [] },
  12: { publishedOn: '2020-11-10', pageCount: 300, praise: [] },
  13: { publishedOn: '2020-05-12', pageCount: 322, praise: [] },
  14: { publishedOn: '2019-11-19', pageCount: 176, praise: [] },
};

/** A demo ISBN-13 in the 979-8 range (self-published US titles), with its check digit. */
export function demoIsbn(bookId: number, format: number): string {
  const body = `9798${String(300_000 + bookId * 10 + format).padStart(8, '0')}`;
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** A seeded book as stored: its card fields, its details, its formats and its place in the catalogue. */
export function seedBookRows() {
  return seedBooks.map((book) => {
    const details = seedBookDetails[book.id]!;
    const bookshop = `https://bookshop.org/search?keywords=${encodeURIComponent(book.title)}`;
    return {
      ...book,
      publishedOn: details.publishedOn,
      pageCount: details.pageCount,
      praise: details.praise,
      position: book.id,
      formats: [
        {
          format: 'ebook' as const,
          isbn: demoIsbn(book.id, 1),
          priceCents: 499,
          retailers: [{ label: 'Amazon Kindle', url: book.amazonUrl }],
        },
        {
          format: 'paperback' as const,
          isbn: demoIsbn(book.id, 2),
          priceCents: book.id === 14 ? 999 : 1599,
          retailers: [
            { label: 'Amazon', url: book.amazonUrl },
            { label: 'Bookshop.org', url: bookshop },
          ],
        },
      ],
    };
  });
}
