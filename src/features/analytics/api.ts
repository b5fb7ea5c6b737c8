/** The dashboard's reads, in the browser. Errors read '<status>: <body>' (SPEC.md §8). */
import type { Range } from './range';
import type { EngagementMetrics } from './schema';

/** A community milestone as GET /api/community-milestones answers it. */
export interface MilestoneItem {
  id: number;
  title: string;
  description: string;
  targetValue: number;
  currentValue: number;
  unit: string;
  isAchieved: boolean;
  achievedAt: string | null;
}

/** An approved, public reader impact story as GET /api/impact-stories answers it. */
export interface ImpactStoryItem {
  id: number;
  readerName: string;
  readerLocation?: string | null;
  bookId?: number;
  bookTitle?: string | null;
  story: string;
  category: string;
  submittedAt?: string;
}

/** GETs JSON with credentials; a non-2xx answer becomes an Error whose message is '<status>: <body or status text>'. */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { credentials: 'include', signal });
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    throw new Error(`${response.status}: ${body || response.statusText}`);
  }
  return (await response.json()) as T;
}

/** Measured engagement for a range. */
export function fetchMetrics(range: Range, signal?: AbortSignal): Promise<EngagementMetrics> {
  return getJson<EngagementMetrics>(`/api/engagement-metrics?range=${range}`, signal);
}

/** Every community milestone. */
export function fetchMilestones(signal?: AbortSignal): Promise<MilestoneItem[]> {
  return getJson<MilestoneItem[]>('/api/community-milestones', signal);
}

/**
 * Approved public impact stories. The list may come bare or wrapped as
 * `{ stories: [...] }`; a site without the stories endpoint (404) has none yet.
 */
export async function fetchImpactStories(signal?: AbortSignal): Promise<ImpactStoryItem[]> {
  try {
    const body = await getJson<unknown>('/api/impact-stories', signal);
    const list = Array.isArray(body) ? body : (body as { stories?: unknown })?.stories;
    return Array.isArray(list)
      ? (list as ImpactStoryItem[]).filter((s) => s && typeof s.story === 'string')
      : [];
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('404:')) return [];
    throw error;
  }
}
