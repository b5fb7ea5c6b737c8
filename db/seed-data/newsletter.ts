/** Demo newsletter issues, already sent, so the public archive (/newsletter) has something to show. */
export interface SeedIssue {
  id: number;
  subject: string;
  /** Markdown. */
  content: string;
  sentAt: string; // ISO 8601 UTC
}

export const seedIssues: SeedIssue[] = [
  {
    id: 1,
    subject: 'Fabulous Readers Club #1: The messy middle',
    sentAt: '2025-01-15T14:00:00.000Z',
    content: `Hello, fabulous reader!

Welcome to the very first issue. Every month I'll send you **one writing prompt**, a look at what is on my desk, and a little boldness for your week.

## This month's prompt

Write the scene your heroine would be most embarrassed for her mother to read. Ten minutes, no editing, no apologies.

## On my desk

I'm deep in the messy middle of a new novel, the part where every writer I know wants to quit. My trick: I write the last line of the chapter first, then I chase it. If you want the long version, it's on the blog: [Your heroine doesn't have to be likable](/blog/1).

> Finished is better than perfect. Perfect never ships.

Write Bold. Live Loud. Be Fabulous.

Kendra`,
  },
  {
    id: 2,
    subject: 'Fabulous Readers Club #2: Small schedules, big drafts',
    sentAt: '2025-02-15T14:00:00.000Z',
    content: `Hi again!

This month is all about **schedules that fit a real life**. Mine has a school run, a clothing line and a brain that likes to wander.

## The 15-minute rule

1. Pick the same fifteen minutes every day.
2. Write something, even one sentence.
3. Stop when the timer rings, mid-sentence if you can: tomorrow starts easier.

| Week | Goal |
|------|------|
| 1 | 15 minutes a day |
| 2 | 500 words a week |
| 3 | One finished scene |

New to the club? Your free guide for beginning writers is always here: [Write Bold](/free-guide).

Kendra`,
  },
];
