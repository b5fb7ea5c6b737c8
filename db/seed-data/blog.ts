/** A blog post as seeded. */
export interface SeedPost {
  id: number;
  title: string;
  excerpt: string;
  content: string;
  coverImage: string; // '' means no cover
  publishedAt: string; // ISO 8601 UTC
  tags: string[];
}

export const seedPosts: SeedPost[] = [
  {
    id: 1,
    title: "Your Heroine Doesn't Have to Be Likable. She Has to Be Alive.",
    excerpt:
      'The note I hear most from early readers is that a heroine is "not very likable." Here\'s why I stopped trying to fix that, and what I chase on the page instead.',
    coverImage: '/images/blog/post-1.svg',
    publishedAt: '2025-01-10T15:00:00.000Z',
    tags: ['Writing Craft', 'Characters'],
    content: `Every writer I mentor eventually brings me the same wounded piece of feedback. A beta reader, a critique partner, sometimes a well-meaning aunt, has read their manuscript and said, "I just didn't find her very likable." And the writer, who has poured a year of early mornings into this woman, wants to know how to fix her.

My answer is always the same: you don't. Likable is not the job. Alive is the job.

Likable heroines are easy to write, and they are easy to forget. They are kind to waiters, they apologize when they are bumped into, and they never say the quiet part out loud. Readers will nod along politely and then put the book down on the nightstand and never pick it back up. A heroine who is alive, on the other hand, makes people argue with her. She wants something badly enough to be a little unreasonable about it. She makes one decision per chapter that the reader would never make, and the reader turns the page to see what it costs her.

When I started drafting The Red Door, Nora Whitfield was very likable. She was also asleep. She spent forty pages being patient with her husband and gracious to her mother-in-law, and every one of those pages was dead on arrival. The book did not wake up until I let her do something unforgivable by her own standards: pack her car without telling anyone and drive four hundred miles toward a house she had never seen. Suddenly she had a pulse. Readers wrote to me furious with her, and then furious on her behalf, and that is exactly what you want.

So how do you bring a heroine to life? I start with three questions. First, what does she want that she is embarrassed to want? Not the noble goal she would list in a job interview, but the small, selfish, human thing underneath. Second, what has she been taught to be afraid of, and by whom? Third, what is the one sentence she would never say out loud, and how close can I push her to saying it by the end of the book?

Then I give her a contradiction. Bold women in real life are full of them. They are brave in the boardroom and terrified of the dentist. They can comfort a stranger and cannot forgive their sister. A heroine with one clean, consistent trait is a mannequin. A heroine who surprises herself is a person.

Finally, I let her be wrong. Not stupid, never stupid, but wrong in a way that makes sense given everything she has lived through. Readers forgive a great deal from a character whose mistakes come from her wounds. They forgive almost nothing from a character whose mistakes come from the plot needing her to trip.

If someone tells you your heroine isn't likable, ask them a better question: did you keep reading? If the answer is yes, you might be onto something. Write her bold. Let her be loud. The right readers will find her, and they will love her precisely because she refused to behave.`,
  },
  {
    id: 2,
    title: 'Routines for Busy Brains: How I Actually Get Words on the Page',
    excerpt:
      "If traditional writing advice makes your brain want to climb out a window, you're not alone. These are the small, forgiving routines that help this neurodivergent writer finish books.",
    coverImage: '/images/blog/post-2.svg',
    publishedAt: '2025-02-07T16:30:00.000Z',
    tags: ['Busy Brains', 'Writing Craft'],
    content: `For years I thought I was a bad writer because I could not do what the famous writers said they did. Wake at five. Write for three hours. Stop mid-sentence so you know where to begin tomorrow. I tried all of it. I lasted about four days each time, and then I felt ashamed for about four months.

What I eventually learned, long before I had the language for it, is that my brain is not lazy. It is interest-driven. It runs on novelty, urgency, challenge, and passion, and it stalls out on anything that feels like a chore, even a chore I love. Once I stopped trying to force a neurotypical routine onto a neurodivergent mind, the books started getting finished. So here is what works for me, offered with the big caveat that you are the expert on your own brain.

I keep a minimum viable writing session. On a good day I might write three thousand words. On a hard day, the goal is to open the document and write one sentence. That's it. One sentence counts. Most days, one sentence turns into a page, because starting is the mountain and everything after is downhill. But even when it doesn't, I have kept the thread alive, and I don't have to climb back into a cold manuscript tomorrow.

I work in sprints with a visual timer. Twenty minutes, a big red disk shrinking on my desk. Time is slippery for me, and seeing it move keeps me honest without making me anxious. When the timer goes off, I stand up, drink water, and decide whether I'm done or want another round. Giving myself permission to stop is the thing that makes me willing to start.

I body double. This was a game changer. Sometimes it's a friend on a video call working on her own project. Sometimes it's the corner table at my favorite coffee shop, surrounded by strangers typing. Something about another human being quietly working nearby tells my nervous system that this is what we are doing now.

I park my ideas instead of chasing them. When a brilliant, shiny, completely unrelated idea arrives mid-chapter, and it always does, I write it in a parking lot file with one line of description and go straight back to the scene. The idea is safe. I don't have to follow it right now to keep it. That one habit has saved me from about six half-finished novels.

And I forgive myself fast. Missed a day? A week? A month during a rough season? The book is still there. The only thing that has ever truly stopped me from writing is the shame spiral about not writing. So I skip the spiral and go straight to the one sentence.

These routines are a big part of why I started building the Busy Brain app, but you don't need an app to try any of this. You need a timer, a parking lot, and a lot of grace. Your brain isn't broken. It just needs a different on-ramp.`,
  },
  {
    id: 3,
    title: 'Behind the Seams: How Always Be Fabulous Was Born',
    excerpt:
      "It started with one T-shirt, one slogan, and a print run in exactly the wrong shade of pink. Here's the real story behind my clothing line.",
    coverImage: '/images/blog/post-3.svg',
    publishedAt: '2025-03-05T14:00:00.000Z',
    tags: ['Always Be Fabulous', 'Business'],
    content: `People ask me all the time how an author ended up with a clothing line, and the honest answer is that it was an accident that refused to stay small.

A few years ago I was getting ready for my very first book signing. I had a new dress, new earrings, and absolutely no confidence. I stood in front of the mirror and said out loud, to nobody, "Kendra, you are going to walk in there and be fabulous whether you feel like it or not." Then I laughed, because it sounded like something one of my heroines would say. That night I wrote it on a sticky note, and a week later I wrote the longer version across the top of my planner: Write Bold. Live Loud. Be Fabulous.

My readers saw it in a video and started asking if they could have it on a shirt. So I found a small print shop, ordered fifty T-shirts, and promptly learned my first lesson in apparel. The pink I had picked on my laptop screen was a soft, warm blush. The pink that arrived on fifty shirts was the color of a highlighter in a thunderstorm. I was devastated for about a day. Then I posted a photo and called them the Loud Edition, and they sold out in a weekend. Sometimes the mistake is the brand.

Always Be Fabulous, or ABF as my community calls it, grew from there, slowly and on purpose. I made three promises to myself early on, and I have kept them. First, every piece has to be comfortable enough to write in. If I can't sit cross-legged on the couch with a laptop in it for four hours, it doesn't make the cut. Second, the size range has to be real. Fabulous does not stop at a size large, and I refuse to design anything I would be embarrassed to offer my own sisters and aunties. Third, every design has to say something. Not just a pretty graphic, but words you can carry into a hard day.

Behind the scenes, ABF is much less glamorous than the photos. It is me at the kitchen table at eleven at night sorting mailer bags. It is sample shirts that shrink two sizes in the first wash and get sent back. It is a spreadsheet with far too many tabs, color-coded, because my brain needs to see everything at once. It is my oldest helping fold tees during summer break in exchange for snacks and a small, well-negotiated hourly wage.

This spring we're introducing a new drop built around quotes from my heroines, including a soft crewneck with Bitsy's line from The Red Door about a woman who wasn't sorry. We're keeping runs small so nothing goes to waste, and we're working with a print partner who pays fairly and answers my many, many questions with patience.

What I love most about ABF is the photos you send me. A nurse wearing her tee under her scrubs jacket. A grandmother in the Loud Edition pink at her retirement party. A teenager wearing the hoodie to her first job interview. Clothes can't make you brave, but they can remind you that you already are. That's the whole point. Always be fabulous, especially on the days you have to decide to be.`,
  },
  {
    id: 4,
    title: 'Momma Writes at the Kitchen Table',
    excerpt:
      "I used to believe I'd write seriously once the kids were older, until I realized they were watching me wait. A love letter to every mother trying to make something of her own.",
    coverImage: '/images/blog/post-4.svg',
    publishedAt: '2025-05-09T13:00:00.000Z',
    tags: ['Life', 'Busy Brains'],
    content: `I wrote most of my first novel in a minivan. Not metaphorically. Literally, parked in the pickup line outside an elementary school, laptop balanced on the steering wheel, a half-eaten granola bar on the dashboard, typing as fast as I could for the twenty-two minutes between arriving early enough to get a good spot and the moment the bell rang.

For a long time I told myself that was temporary. I would write seriously later, when the kids were older, when the house was quieter, when I had an office with a door that closed and a window that looked out on something other than the neighbor's trampoline. I was waiting for a version of my life that had room in it for my dream.

Then one afternoon my daughter, who was about seven at the time, asked me what my book was about. I started to answer, and she interrupted me with another question: "Are you ever going to finish it?" She wasn't being unkind. She genuinely wanted to know. And I realized with a jolt that she had been watching me start and stop for years. She was learning, from me, that a woman's dreams are the thing she does after everyone else is taken care of, if there's any time left over. There is never any time left over.

So I stopped waiting. I didn't suddenly find hours in the day; I still don't have them. What changed was that I stopped treating my writing as something I was stealing from my family, and started treating it as something I was showing them. I told my kids when I was writing and why. I let them see me get frustrated and keep going. When a chapter worked, I told them that too, and we celebrated with pancakes for dinner.

The practical side is not glamorous. I write in fragments. I keep a notebook in my purse and another by the bathtub. I have dictated entire scenes into my phone while folding laundry. The kitchen table is my office, which means my manuscripts are occasionally decorated with syrup. Some seasons I write a lot. Some seasons, like when someone has the flu or the school calls three times in one week, I write almost nothing, and I have learned not to call that failure. Mothering is not an interruption of the creative life. It's part of the material.

And the guilt? I won't pretend it's gone. It still whispers. But I have started answering it back. Children do not need a mother who has sacrificed every dream on their behalf. They need a mother who shows them what it looks like to want something, work for it, fall short, and try again.

Last month my daughter, much older now, handed me a short story she had written. At the top, she had written my tagline as a dedication. I cried into my coffee at that same kitchen table.

If you are a mother with a dream tucked in a drawer somewhere, this is your sign. You don't need a room of your own. You need twenty-two minutes and the belief that you are allowed to use them. Your babies are watching. Let them see you fly.`,
  },
  {
    id: 5,
    title: "Seven Things I Wish I'd Known Before Self-Publishing My First Book",
    excerpt:
      "Self-publishing gave me my career, but I learned most of these lessons the expensive way. Here's what I'd tell the version of me who hit publish on book one.",
    coverImage: '/images/blog/post-5.svg',
    publishedAt: '2025-06-18T15:00:00.000Z',
    tags: ['Self-Publishing', 'Business'],
    content: `Every few weeks someone in my mentoring group asks whether they should self-publish. My answer is always yes, maybe, if you go in with your eyes open. Independent publishing has given me creative control, faster timelines, and a direct relationship with my readers that I wouldn't trade for anything. It has also taught me some lessons the hard way. Here are seven I wish someone had sat me down and explained before book one.

The first is that your cover is not decoration. It is your storefront, your handshake, and your first sentence, all at once. I designed my first cover myself because I wanted to save money, and it looked exactly like a cover designed by someone trying to save money. When I hired a professional designer and relaunched that same book, sales tripled in a month. Same words. Different door.

The second is that editing is not optional, and it is not one thing. A developmental editor looks at the bones of your story. A copyeditor looks at the sentences. A proofreader catches the typos everyone else missed. You may not be able to afford all three right away, but know which one you are paying for, and never skip the proofread.

The third is that metadata matters more than anyone told me. Your categories, keywords, and book description are how readers find you when they are searching for their next favorite thing. I spent weeks polishing chapter one and about eleven minutes on my book description. That was backwards. Write your description like it's the most important page of the book, because for a stranger browsing online, it is.

The fourth is that the launch is not the finish line. I expected my first release to either explode or disappear in a single week. Instead it did something much more ordinary: it sold slowly, steadily, and then a little better every time I released something new. Publishing is a long game. Each book you write makes every book you've already written easier to find.

The fifth is to start your email list before you think you need it. Social media platforms change their rules constantly. The people who sign up to hear from you directly are your real foundation. I started mine with nineteen subscribers, most of them relatives. Those nineteen people were the beginning of everything.

The sixth is that reviews come slowly, and that's normal. Don't panic when your book has four reviews after a month. Don't beg, and never buy them. Just keep writing, keep showing up for your readers, and include a gentle note at the end of your book letting people know how much reviews help an independent author.

The seventh, and the one I needed most, is that you are running a small business and that's nothing to be embarrassed about. I used to feel like talking about money made me less of an artist. Now I know that tracking expenses, planning release schedules, and budgeting for ads is what allows me to keep making art. Treat your writing like it matters, because it does.

If you're standing at the edge of publishing your first book, I'm cheering for you. Go slow where it counts, spend money where it shows, and write the next one.`,
  },
  {
    id: 6,
    title: 'Building Busy Brain: Why an Author Decided to Make an App',
    excerpt:
      "Busy Brain started as a wall of sticky notes and a lot of frustration. Here's the honest story of how a novelist ended up building a life-management app for neurodivergent minds.",
    coverImage: '/images/blog/post-6.svg',
    publishedAt: '2025-08-04T14:30:00.000Z',
    tags: ['Busy Brains', 'Apps'],
    content: `I did not set out to build an app. I set out to stop losing my keys, my deadlines, my kids' permission slips, and roughly forty percent of my good ideas. The app came later, out of pure stubbornness.

For most of my adult life I tried every planner and productivity tool on the market. I had beautiful paper planners that I used faithfully for nine days. I had apps that sent me thirty notifications a day until I turned them all off. I had apps with streaks, and the first time I broke a streak I never opened them again, because nothing makes my brain shut down faster than a cheerful little reminder that I have failed. None of these tools were bad. They just weren't built for a mind like mine.

What I needed was something different. I needed a place to dump everything in my head without sorting it first. I needed the app to help me find the one next thing, not show me a list of forty things that made me want to lie on the floor. I needed reminders that arrived when I could actually act on them, written in a voice that sounded like a friend instead of a drill sergeant. And I needed it to forgive me on the bad days and welcome me back without a guilt trip.

I sketched the first version on the back of a manuscript printout in the summer of 2023. Then I did something I am still a little surprised by. I taught myself to build it. Evenings after the kids were asleep, I worked through tutorials, broke things, fixed things, and asked a very patient developer friend far too many questions. It turns out that building software uses a lot of the same muscles as writing a novel. You start with a messy draft. You find out what doesn't work by watching real people use it. You revise, and revise, and revise again.

Our first beta group was forty-two people from my reader community and mentoring circle, almost all of them neurodivergent or raising neurodivergent kids. They were generous, honest, and occasionally brutal, which is exactly what I asked for. One tester told me the task screen felt like walking into a messy closet. We rebuilt it. Another said she loved the brain dump but needed it to work with her voice while she was driving. We added that. Every major feature in Busy Brain today exists because somebody in that group told me the truth.

A few things I refused to compromise on. There are no streaks. There is no red badge screaming at you. There is a gentle daily check-in that asks how much energy you have, and the app adjusts what it suggests accordingly. On low days it might show you just one small thing. On high days, it helps you ride the wave without burning out.

Busy Brain is still growing, and I am still learning. Building it has been humbling and thrilling and occasionally exhausting, a lot like writing a book and raising a family at the same time, which I also happen to be doing. But every message from someone who says they finally feel understood by a tool makes every late night worth it.

Our minds are not broken. They are busy. And busy brains deserve tools built with love.`,
  },
  {
    id: 7,
    title: 'Announcing the Bold Year Reading Challenge',
    excerpt:
      'Fifty-two weeks, one bold heroine at a time. Join my first-ever reading challenge, track your progress right here on the site, and read with a whole community cheering you on.',
    coverImage: '/images/blog/post-7.svg',
    publishedAt: '2025-09-15T13:00:00.000Z',
    tags: ['Community', 'Reading'],
    content: `I have been dreaming about this one for a long time, and I'm so excited to finally share it with you. Welcome to the Bold Year Reading Challenge.

The idea came straight from my novel The Bold Year. In the book, Gwen Harper gets laid off on her forty-fourth birthday, and her teenage daughter hands her a mason jar full of dares: one bold thing a week for a whole year. So many of you wrote to me after reading it to say you'd started jars of your own. Some of you sang karaoke for the first time. Some of you finally signed up for the class, booked the trip, or said the hard thing to someone you love. I loved every single one of those messages, and I kept thinking that we should be doing this together.

So here's how it works. When you join the challenge on this site, you'll get your own reading list to track. The Bold Year is added to your list automatically, because every challenge needs a starting line, and I can't think of a better one. From there, you choose the books. They can be mine or anyone else's. The only guideline is that each one should feature a woman who makes a brave choice, large or small. Romance, women's fiction, memoir, mystery, classics you've always meant to read: if the heroine is bold, it counts.

Set your own goal. Some of you will read fifty-two books over the next twelve months, and I admire you deeply. Some of you will read six, and I admire you just as much. This is not a race, and there is no such thing as falling behind. If life gets loud and you put your book down for a month, your list will be right where you left it when you come back. That's a promise.

Every month I'll share a new bold prompt on the blog, like reading a book by an author you've never tried before, or finishing something you once abandoned. The prompts are optional, just a little spark if you're wondering what to pick up next. I'll also be hosting a few live chats with readers throughout the challenge, and I'll pick some participants at random for signed paperbacks and goodies from Always Be Fabulous.

And because this challenge is about more than books, I'm going to ask one more thing of you. Every time you finish a book, think about the bravest choice the heroine made, and ask yourself what your own version of that choice might be this week. It doesn't have to be dramatic. Bold can be as quiet as saying no, or as loud as saying yes.

I'll be doing the challenge right alongside you, and I'll share my own list as it grows. My first pick, after my own book of course, is a stack of debut novels from independent authors I've been meaning to read for ages.

So grab your jar, your library card, and your favorite reading spot. Join the challenge, tell a friend, and let's make this a bold year together. Write bold. Live loud. Read fabulous.`,
  },
  {
    id: 8,
    title: 'What This Year Taught Me, Before It Slips Away',
    excerpt:
      'A big, messy, beautiful year is winding down. Before the holidays swallow me whole, here are the lessons I want to carry into the next one.',
    coverImage: '',
    publishedAt: '2025-11-14T16:00:00.000Z',
    tags: ['Life'],
    content: `Every November I make myself sit down with a cup of tea and a blank notebook before the holiday chaos arrives, and I ask one question: what did this year try to teach me? Some years the answer fits on a sticky note. This year it filled six pages, so I'm sharing the short version with you.

This year taught me that I can do hard things slowly. Between a new book, a growing clothing line, the Busy Brain app, mentoring, and being Momma to a household that never once ran out of laundry, there were weeks when every plate I was spinning seemed to be wobbling at the same time. I used to believe that the only way to do big things was to do them fast. This year I learned that steady counts. A page a day is still a book. A small drop of shirts is still a business. An app that improves a little every month still changes people's lives.

It taught me to ask for help sooner. For too long I treated asking for help like an admission that I wasn't fabulous enough to handle everything. That story is a lie, and I'm done telling it. This year I hired help with shipping, trusted my beta testers with unfinished work, and let my kids cook dinner twice a week, which produced some truly creative meals and a very proud set of chefs.

It taught me that community is the whole point. The reading challenge, the mentoring circle, the emails you send about the heroines you love and the ones who made you yell at the page, all of it reminded me why I started. I don't write books into a void. I write them to you. Every time one of you tells me that a story made you feel braver, it makes me braver too.

It taught me to rest without earning it. This was the hardest lesson. I have a brain that wants to be doing something every second, and a heart that has been told for a long time that rest is a reward for being productive. In August I took two full weeks off, no writing, no inbox, no product launches, and the world did not end. The book I came back to was better for it. So was I.

And it taught me, once again, that the bold choice is usually the right one. Not the reckless choice, and not the loudest one in the room. The bold choice is the one where you stop waiting for permission and start living like your life belongs to you. Every heroine I've ever written has had to learn that. It turns out I keep having to learn it too.

As we head into the last weeks of the year, I hope you take a minute to look back at your own. Celebrate the things you finished and forgive yourself for the things you didn't. Write down what you want to carry forward. And if you've got a jar of bold dares on your shelf, pull one more before the calendar turns.

Thank you for reading, wearing, sharing, and cheering this year. I'm so grateful for every one of you. Write bold. Live loud. Be fabulous. I'll see you in the new year.`,
  },
];
