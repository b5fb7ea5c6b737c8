import { beforeEach, describe, expect, it } from 'vitest';
import { $toast, dismissToast, showToast } from './toast';

beforeEach(() => $toast.set(null));

describe('toast store', () => {
  it('shows one toast at a time: a new toast replaces the current one', () => {
    showToast({ title: 'Progress Updated' });
    const second = showToast({ title: 'Book Completed!' });
    expect($toast.get()).toEqual({ id: second.id, title: 'Book Completed!', variant: 'default' });
  });

  it('keeps the destructive variant for failures', () => {
    showToast({
      title: 'Something went wrong',
      description: 'Please try again later.',
      variant: 'destructive',
    });
    expect($toast.get()?.variant).toBe('destructive');
  });

  it('dismisses only the toast it was asked to', () => {
    const first = showToast({ title: 'First' });
    const second = showToast({ title: 'Second' });
    dismissToast(first.id);
    expect($toast.get()?.id).toBe(second.id);
    dismissToast(second.id);
    expect($toast.get()).toBeNull();
  });
});
