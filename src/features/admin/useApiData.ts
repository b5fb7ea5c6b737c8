/** Data an admin tab loads from its API when it opens, with the failure's message and a reload. */
import { useCallback, useEffect, useState } from 'react';
import { api, errorText } from './api-client';

/** What a tab shows from `useApiData`: the data (null until loaded), why it failed, and how to try again. */
export interface ApiData<T> {
  data: T | null;
  error: string;
  reload(): Promise<void>;
}

/** GETs `path` now and on `reload`; a failure keeps the last data and says `failure` unless the server says why. */
export function useApiData<T>(path: string, failure: string): ApiData<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState('');
  const reload = useCallback(async () => {
    try {
      setData(await api<T>(path));
      setError('');
    } catch (problem) {
      setError(errorText(problem, failure));
    }
  }, [path, failure]);
  useEffect(() => void reload(), [reload]);
  return { data, error, reload };
}
