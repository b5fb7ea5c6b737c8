import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchImpactStories, fetchMetrics } from './api';

const story = { id: 1, readerName: 'Ava', story: 'It changed my year.', category: 'growth' };

function answer(status: number, body: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, statusText: status === 404 ? 'Not Found' : '' })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('fetchImpactStories', () => {
  it.each([
    ['a bare list', JSON.stringify([story])],
    ['a wrapped list', JSON.stringify({ stories: [story] })],
  ])('reads %s', async (_name, body) => {
    answer(200, body);
    expect(await fetchImpactStories()).toEqual([story]);
  });

  it('treats a missing endpoint (404) as no stories yet', async () => {
    answer(404, '');
    expect(await fetchImpactStories()).toEqual([]);
  });

  it('drops entries that are not stories', async () => {
    answer(200, JSON.stringify([story, null, { id: 2 }]));
    expect(await fetchImpactStories()).toEqual([story]);
  });

  it('fails other errors with the status and body (SPEC.md §8)', async () => {
    answer(500, 'database down');
    await expect(fetchImpactStories()).rejects.toThrow('500: database down');
  });
});

describe('fetchMetrics', () => {
  it('asks for the range and sends credentials', async () => {
    answer(200, '{"range":"7d"}');
    await fetchMetrics('7d');
    expect(fetch).toHaveBeenCalledWith(
      '/api/engagement-metrics?range=7d',
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it('uses the status text when the error has no body', async () => {
    answer(404, '');
    await expect(fetchMetrics('30d')).rejects.toThrow('404: Not Found');
  });
});
