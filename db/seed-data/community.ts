/**
 * Seed data for the reader community: the reading challenge, milestones, forum,
 * reader impact stories and community insights. Dates are ISO strings (UTC);
 * the seeder converts them to Date. Book ids refer to the seeded catalogue (1..14).
 */

/** A reading challenge readers can join and log finished books against. */
export interface SeedChallenge {
  id: number;
  title: string;
  description: string;
  targetBooks: number;
  startDate: string;
  endDate: string;
  isActive: boolean;
}

/** A community-wide goal shown on the community page, with its progress so far. */
export interface SeedMilestone {
  id: number;
  title: string;
  description: string;
  targetValue: number;
  currentValue: number;
  unit: string;
  isAchieved: boolean;
  achievedAt: string | null;
}

/** A forum category, optionally tied to one book (its book-club space). */
export interface SeedForumCategory {
  id: number;
  name: string;
  description: string;
  bookId: number | null;
}

/** A discussion topic opened by a reader in a forum category. */
export interface SeedForumTopic {
  id: number;
  categoryId: number;
  userId: string;
  title: string;
  content: string;
  isSticky: boolean;
  createdAt: string;
}

/** A reply to a forum topic. */
export interface SeedForumPost {
  id: number;
  topicId: number;
  userId: string;
  content: string;
  createdAt: string;
}

/** Kind of difference a book made, as chosen by the reader submitting a story. */
export type ImpactCategory = 'life_change' | 'inspiration' | 'healing' | 'growth';

/** A reader's story of how a book affected them; shown only once approved and public. */
export interface SeedImpactStory {
  id: number;
  readerName: string;
  readerLocation: string | null;
  bookId: number;
  story: string;
  category: ImpactCategory;
  isPublic: boolean;
  isApproved: boolean;
  /** Days before the seed runs that it was sent in: the two awaiting review are recent. */
  daysAgo: number;
}

/** A summarised observation about how readers respond to a book; confidence is 0-100. */
export interface SeedInsight {
  id: number;
  bookId: number;
  insight: string;
  confidence: number;
}

/**
 * The reading challenge of the year `now` falls in (UTC), computed when the seed runs, so a
 * fresh install never shows last year's challenge or one that ends in another year.
 */
export function seedChallenge(now = new Date()): SeedChallenge {
  const year = now.getUTCFullYear();
  return {
    id: 1,
    title: `${year} Fabulous Reading Challenge`,
    description:
      'Read twelve books on your own terms: one a month, all in one summer, audiobooks on the school run, it all counts. Log each finished book and cheer each other on.',
    targetBooks: 12,
    startDate: `${year}-01-01T00:00:00.000Z`,
    endDate: `${year}-12-31T23:59:59.000Z`,
    isActive: true,
  };
}

export const seedMilestones: SeedMilestone[] = [
  {
    id: 1,
    title: '2,500 Newsletter Subscribers',
    description:
      'Two and a half thousand readers now get the monthly letter with new chapters, writing prompts and behind-the-scenes notes.',
    targetValue: 2500,
    currentValue: 2731,
    unit: 'subscribers',
    isAchieved: true,
    achievedAt: '2025-03-14T16:20:00.000Z',
  },
  {
    id: 2,
    title: '25,000 Readers',
    description:
      'Counting everyone who has opened one of Kendra’s books, from first-chapter previews to full-series binges.',
    targetValue: 25000,
    currentValue: 18420,
    unit: 'readers',
    isAchieved: false,
    achievedAt: null,
  },
  {
    id: 3,
    title: 'Readers in 75 Countries',
    description:
      'Fabulous readers are everywhere. We hit this one when a reader in Iceland joined the reading challenge.',
    targetValue: 75,
    currentValue: 78,
    unit: 'countries',
    isAchieved: true,
    achievedAt: '2025-05-27T09:05:00.000Z',
  },
  {
    id: 4,
    title: '500 Stories Shared',
    description:
      'Every impact story a reader shares about what a book changed for them brings us closer to this one.',
    targetValue: 500,
    currentValue: 347,
    unit: 'stories',
    isAchieved: false,
    achievedAt: null,
  },
  {
    id: 5,
    title: '10,000 Books Read in the Challenge',
    description:
      'The total number of books logged as finished by everyone taking part in the Fabulous Reading Challenge.',
    targetValue: 10000,
    currentValue: 6385,
    unit: 'books',
    isAchieved: false,
    achievedAt: null,
  },
];

export const seedForumCategories: SeedForumCategory[] = [
  {
    id: 1,
    name: 'Welcome & Introductions',
    description: 'New here? Say hello, tell us what you are reading and find your people.',
    bookId: null,
  },
  {
    id: 2,
    name: 'Book Club: The Red Door',
    description: 'Chapter-by-chapter discussion of The Red Door. Spoilers are welcome here.',
    bookId: 1,
  },
  {
    id: 3,
    name: 'Book Club: Paper Crowns',
    description: 'Talk mothers, daughters, favourite lines and big feelings from Paper Crowns.',
    bookId: 6,
  },
  {
    id: 4,
    name: 'The Writing Room',
    description:
      'For readers who write: accountability threads, craft questions and encouragement for the first draft and beyond.',
    bookId: null,
  },
];

export const seedForumTopics: SeedForumTopic[] = [
  {
    id: 1,
    categoryId: 1,
    userId: 'reader-ava',
    title: 'Start here: introduce yourself!',
    content:
      'Welcome to the community! Tell us your name (or nickname), where you are reading from and the book that made you fall in love with reading. Be kind, be loud, be fabulous.',
    isSticky: true,
    createdAt: '2025-01-03T15:00:00.000Z',
  },
  {
    id: 2,
    categoryId: 1,
    userId: 'reader-marcus',
    title: 'What are you reading this week?',
    content:
      'I just started my third book of the challenge and I need to know what everyone else has on the nightstand. Drop your current read below.',
    isSticky: false,
    createdAt: '2025-01-10T19:42:00.000Z',
  },
  {
    id: 3,
    categoryId: 2,
    userId: 'reader-jada',
    title: 'That phone call at the end of chapter 12',
    content:
      'I had to put the book down and walk around the kitchen. Did anyone see it coming? I went back and the hints were there the whole time. No wonder Nora got in the car.',
    isSticky: false,
    createdAt: '2025-02-04T21:15:00.000Z',
  },
  {
    id: 4,
    categoryId: 2,
    userId: 'reader-priya',
    title: 'Which character would you want in your corner?',
    content:
      'If you were walking into the hardest week of your life, who from The Red Door would you call first, and why?',
    isSticky: false,
    createdAt: '2025-02-18T12:30:00.000Z',
  },
  {
    id: 5,
    categoryId: 3,
    userId: 'reader-lena',
    title: 'Reading schedule: four weeks, four parts',
    content:
      'We are reading Paper Crowns together through March, one part per week. Discussion threads for each part open on Sundays.',
    isSticky: true,
    createdAt: '2025-03-01T10:00:00.000Z',
  },
  {
    id: 6,
    categoryId: 3,
    userId: 'reader-theo',
    title: 'Your favourite line so far',
    content:
      'Mine is the line about the crowns we choose for ourselves. I wrote it on a sticky note on my mirror. What is yours?',
    isSticky: false,
    createdAt: '2025-03-09T17:25:00.000Z',
  },
  {
    id: 7,
    categoryId: 4,
    userId: 'reader-sam',
    title: 'How do you protect writing time with kids at home?',
    content:
      'Two kids under six and a novel I have been "about to start" for three years. How do the parents here actually find the time?',
    isSticky: false,
    createdAt: '2025-04-12T06:50:00.000Z',
  },
  {
    id: 8,
    categoryId: 4,
    userId: 'reader-rosa',
    title: 'Accountability thread: 500 words a day in May',
    content:
      'Post your word count every day this month. Missed a day? No guilt, just post tomorrow. Progress over perfection.',
    isSticky: false,
    createdAt: '2025-05-01T08:00:00.000Z',
  },
];

export const seedForumPosts: SeedForumPost[] = [
  {
    id: 1,
    topicId: 1,
    userId: 'reader-marcus',
    content:
      'Marcus from Atlanta! The book that hooked me was a battered library copy of a mystery my grandmother recommended. Glad to be here.',
    createdAt: '2025-01-03T18:12:00.000Z',
  },
  {
    id: 2,
    topicId: 1,
    userId: 'reader-priya',
    content:
      'Hi all, Priya, reading from Leicester with a very demanding cat on my lap. The Red Door brought me here.',
    createdAt: '2025-01-04T09:31:00.000Z',
  },
  {
    id: 3,
    topicId: 2,
    userId: 'reader-jada',
    content:
      'Rereading Loud Little Heart because book clubs make me notice everything I missed the first time.',
    createdAt: '2025-01-10T20:05:00.000Z',
  },
  {
    id: 4,
    topicId: 2,
    userId: 'reader-theo',
    content:
      'The Bold Year, one chapter every morning with coffee. I have already started my own jar of dares.',
    createdAt: '2025-01-11T07:48:00.000Z',
  },
  {
    id: 5,
    topicId: 3,
    userId: 'reader-ava',
    content:
      'I suspected something around chapter 9 but not THAT. The way the scene slows down right before is masterful.',
    createdAt: '2025-02-04T22:40:00.000Z',
  },
  {
    id: 6,
    topicId: 3,
    userId: 'reader-marcus',
    content: 'Went back after reading this thread and you are right, the clue is in the very first page.',
    createdAt: '2025-02-06T13:02:00.000Z',
  },
  {
    id: 7,
    topicId: 4,
    userId: 'reader-lena',
    content:
      'Nora herself, once she stops apologising. By the last chapter she is exactly who I want in my corner.',
    createdAt: '2025-02-18T15:10:00.000Z',
  },
  {
    id: 8,
    topicId: 4,
    userId: 'reader-sam',
    content:
      'Honestly the nosy neighbour across the marsh. Anyone who brings soup without being asked is my kind of person.',
    createdAt: '2025-02-19T11:27:00.000Z',
  },
  {
    id: 9,
    topicId: 5,
    userId: 'reader-rosa',
    content: 'Printed the schedule and stuck it on the fridge. Part one tonight!',
    createdAt: '2025-03-01T12:44:00.000Z',
  },
  {
    id: 10,
    topicId: 5,
    userId: 'reader-priya',
    content: 'Joining a week late, but I will catch up by Sunday. Thanks for organising, Lena.',
    createdAt: '2025-03-08T20:16:00.000Z',
  },
  {
    id: 11,
    topicId: 6,
    userId: 'reader-jada',
    content:
      'The line where Celeste tells Avery that you do not have to be small to be safe. I read it out loud to my daughter.',
    createdAt: '2025-03-09T19:03:00.000Z',
  },
  {
    id: 12,
    topicId: 6,
    userId: 'reader-ava',
    content: 'Same sticky-note habit here, Theo. My mirror is basically a Kendra Lane quote wall now.',
    createdAt: '2025-03-10T08:21:00.000Z',
  },
  {
    id: 13,
    topicId: 7,
    userId: 'reader-rosa',
    content:
      'Twenty minutes before everyone wakes up, phone in another room. It is not much, but twenty minutes a day is a draft in a year.',
    createdAt: '2025-04-12T09:14:00.000Z',
  },
  {
    id: 14,
    topicId: 7,
    userId: 'reader-lena',
    content:
      'I put writing blocks in my calendar like appointments, with reminders, and treat them like the dentist: not optional.',
    createdAt: '2025-04-13T21:37:00.000Z',
  },
  {
    id: 15,
    topicId: 8,
    userId: 'reader-sam',
    content: 'Day 1: 512 words. Day 2: 0 words. Day 3: 730 words. Progress over perfection indeed!',
    createdAt: '2025-05-03T22:02:00.000Z',
  },
  {
    id: 16,
    topicId: 8,
    userId: 'reader-theo',
    content: 'Week one done, 3,840 words total. First time I have written every day since university.',
    createdAt: '2025-05-08T18:55:00.000Z',
  },
];

export const seedImpactStories: SeedImpactStory[] = [
  {
    id: 1,
    readerName: 'Tasha M.',
    readerLocation: 'Houston, Texas',
    bookId: 1,
    story:
      'I read The Red Door in a hospital waiting room while my mom was in surgery. Watching Nora start over at forty-one reminded me that it is never too late to choose yourself. My mom is home now, and I finally signed up for the night class I kept putting off.',
    category: 'life_change',
    isPublic: true,
    isApproved: true,
    daysAgo: 120,
  },
  {
    id: 2,
    readerName: 'Daniel O.',
    readerLocation: 'Lagos, Nigeria',
    bookId: 8,
    story:
      'The Bold Year got me to make my own jar of dares, and the first slip I pulled was the open mic I had avoided for years. My hands shook through the whole first poem. I have been back every month since.',
    category: 'inspiration',
    isPublic: true,
    isApproved: true,
    daysAgo: 95,
  },
  {
    id: 3,
    readerName: 'Maria G.',
    readerLocation: null,
    bookId: 5,
    story:
      'After my divorce I stopped reading entirely. Mercy Street Mornings was the first book I finished in two years, and I cried on the last page. Dani made me believe a single mom is allowed to want more for herself too.',
    category: 'healing',
    isPublic: true,
    isApproved: true,
    daysAgo: 80,
  },
  {
    id: 4,
    readerName: 'Keisha W.',
    readerLocation: 'Birmingham, UK',
    bookId: 10,
    story:
      'Velvet Armor found me the month I was made redundant. Like Simone, I had a box of fabric and no plan. Six months later my little alterations business pays the rent, and a copy of the book sits by my sewing machine.',
    category: 'growth',
    isPublic: true,
    isApproved: true,
    daysAgo: 60,
  },
  {
    id: 5,
    readerName: 'Jordan P.',
    readerLocation: 'Toronto, Canada',
    bookId: 2,
    story:
      'I have ADHD and usually abandon books halfway through. Loud Little Heart was funny and fast, and Jolie thinks exactly like I do. I finished it in a weekend and felt seen instead of broken.',
    category: 'inspiration',
    isPublic: false,
    isApproved: false,
    daysAgo: 3,
  },
  {
    id: 6,
    readerName: 'Amara L.',
    readerLocation: 'Melbourne, Australia',
    bookId: 12,
    story:
      'I read Every Shade of Brave to my teenage son, one story a night. Afterwards we started writing our own short stories about brave people we know. It has opened up conversations we never used to have.',
    category: 'growth',
    isPublic: false,
    isApproved: false,
    daysAgo: 1,
  },
];

export const seedInsights: SeedInsight[] = [
  {
    id: 1,
    bookId: 1,
    insight:
      'Readers most often mention starting over later in life, and many say they re-read the final chapter before a hard conversation.',
    confidence: 86,
  },
  {
    id: 2,
    bookId: 6,
    insight:
      'Discussions centre on mothers, daughters and body image; readers frequently share the book with a parent or child after finishing it.',
    confidence: 81,
  },
  {
    id: 3,
    bookId: 8,
    insight:
      'Readers describe the book as a nudge to act: jars of weekly dares, open mics and first drafts come up again and again in their posts.',
    confidence: 74,
  },
  {
    id: 4,
    bookId: 2,
    insight:
      'Readers with ADHD often say Jolie is the first heroine who thinks the way they do; book-club threads also split on whether the loan officer deserves her.',
    confidence: 63,
  },
];
