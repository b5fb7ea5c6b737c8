/**
 * The 'Remove demo content' notice of every admin page (CONTRACT.md §16): what demo content
 * is left, and the button that removes all of it after a confirmation, then says what went
 * and what stayed while the site republishes by itself.
 */
import { useState } from 'react';
import type { DemoCounts, DemoRemoval } from '~/features/demo/demo-content.queries';
import { describeDemoCounts, listInWords } from '~/features/demo/describe';
import { api, errorText } from './api-client';
import ConfirmDialog from './ConfirmDialog';

interface Props {
  /** What is left, as the page was rendered. */
  counts: DemoCounts;
}

type State =
  | { step: 'idle' | 'asking' | 'removing' }
  | { step: 'done'; result: DemoRemoval }
  | { step: 'failed'; message: string };

/** What a removal kept, in words ('' for nothing). */
function keptText({ kept }: DemoRemoval): string {
  const parts = [
    kept.books
      ? `${kept.books} demo ${kept.books === 1 ? 'book' : 'books'} with your chapters or readers' stories`
      : '',
    kept.products
      ? `${kept.products} demo ${kept.products === 1 ? 'product' : 'products'} with orders (without the demo badges)`
      : '',
    kept.challenges
      ? `${kept.challenges === 1 ? 'the demo reading challenge' : `${kept.challenges} demo reading challenges`} your visitors joined`
      : '',
  ].filter(Boolean);
  return parts.length ? ` Kept as yours: ${listInWords(parts)}.` : '';
}

export default function DemoContentRemover({ counts }: Props) {
  const [state, setState] = useState<State>({ step: 'idle' });
  const listed = describeDemoCounts(counts);

  async function remove() {
    setState({ step: 'removing' });
    try {
      const result = await api<DemoRemoval>('/api/admin/demo-content/remove', { method: 'POST' });
      setState({ step: 'done', result });
    } catch (error) {
      setState({
        step: 'failed',
        message: errorText(error, 'The demo content could not be removed. Please try again.'),
      });
    }
  }

  if (state.step === 'done') {
    const removed = describeDemoCounts(state.result.removed);
    return (
      <div
        role="status"
        className="mt-4 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-950"
      >
        <p>
          <strong>Demo content removed</strong>
          {removed ? `: ${removed}.` : '.'}
          {keptText(state.result)} The public site republishes by itself in a minute or two.
        </p>
        <button
          type="button"
          className="btn-outline mt-3 min-h-11 px-4 py-1.5"
          onClick={() => window.location.reload()}
        >
          Refresh this page
        </button>
      </div>
    );
  }
  return (
    <section
      aria-labelledby="demo-content-title"
      className="mt-4 rounded-xl border border-fuchsia-300 bg-fuchsia-50 p-4 text-sm text-fuchsia-950"
    >
      <h2 id="demo-content-title" className="font-bold">
        This site still shows demo content
      </h2>
      <p className="mt-1">
        {listed} came with the installation and are not yours. Remove them all in one step once you are ready;
        everything you or your visitors made stays.
      </p>
      {state.step === 'failed' && (
        <p role="alert" className="mt-2 font-semibold text-red-800">
          {state.message}
        </p>
      )}
      <button
        type="button"
        className="btn mt-3 min-h-11 bg-red-700 px-4 py-1.5 text-white hover:bg-red-800 disabled:opacity-70"
        disabled={state.step === 'removing'}
        onClick={() => setState({ step: 'asking' })}
      >
        {state.step === 'removing' ? 'Removing demo content...' : 'Remove demo content'}
      </button>
      <ConfirmDialog
        target={state.step === 'asking' ? counts : null}
        texts={() => ({
          title: 'Remove demo content?',
          description: `This removes ${listed} from the site, then republishes it. Your own posts, books, chapters, products and texts, your visitors' shelves, stories and orders, and products that have orders stay. This cannot be undone.`,
          confirm: 'Remove demo content',
        })}
        onConfirm={() => void remove()}
        onClose={() => setState((now) => (now.step === 'asking' ? { step: 'idle' } : now))}
      />
    </section>
  );
}
