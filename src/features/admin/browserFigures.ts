import type { ContentSummary as ContentItem } from '@/shared/api/content';
import type { FeedbackAnswer } from '@/features/feedback/feedbackSlice';
import type { SearchEntry } from '@/features/search/searchSlice';

/** How often each query was searched, most searched first (queries compared ignoring case and spaces). */
export function topSearches(log: readonly SearchEntry[], limit = 5): { query: string; count: number }[] {
  const counts = new Map<string, { query: string; count: number }>();
  for (const { query } of log) {
    const key = query.toLowerCase().replace(/\s+/g, ' ');
    const entry = counts.get(key) ?? { query, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count).slice(0, limit);
}

/** The queries that found nothing, each once, latest first: what visitors want that the site lacks. */
export function searchesWithoutResults(log: readonly SearchEntry[]): string[] {
  const seen = new Set<string>();
  return log
    .filter((entry) => entry.found === 0)
    .map((entry) => entry.query)
    .filter((query) => {
      const key = query.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** How many content items there are of each value of `field`, in first-seen order. */
export function countBy<F extends 'status' | 'category'>(
  items: readonly ContentItem[],
  field: F,
): { value: ContentItem[F]; count: number }[] {
  const counts = new Map<ContentItem[F], number>();
  for (const item of items) counts.set(item[field], (counts.get(item[field]) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ value, count }));
}

/** One page's answers to "Is this page useful?". */
export interface PageFeedbackFigures {
  page: string;
  yes: number;
  no: number;
  /** What went wrong, as written, latest first. */
  comments: string[];
}

/**
 * The answers to "Is this page useful?" by page: yes and no counts and the latest `commentLimit`
 * comments. Most answered page first; pages answered equally often, the most recently answered first.
 */
export function feedbackByPage(answers: readonly FeedbackAnswer[], commentLimit = 3): PageFeedbackFigures[] {
  const pages = new Map<string, PageFeedbackFigures>();
  // Answers are newest first, so pages and comments come in order of their latest answer.
  for (const { page, useful, whatWentWrong } of answers) {
    const figures = pages.get(page) ?? { page, yes: 0, no: 0, comments: [] };
    if (useful) figures.yes += 1;
    else figures.no += 1;
    if (whatWentWrong && figures.comments.length < commentLimit) figures.comments.push(whatWentWrong);
    pages.set(page, figures);
  }
  return [...pages.values()].sort((a, b) => b.yes + b.no - (a.yes + a.no));
}
