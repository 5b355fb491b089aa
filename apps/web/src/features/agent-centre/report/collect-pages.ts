import { AGENT_LIST_MAX_ROWS, AGENT_PAGE_SIZE_MAX } from '@arcadia/contracts';

/**
 * Every row a report lists (for an export): pages of the largest size, one after
 * another, as deep as the server pages (AGENT_LIST_MAX_ROWS).
 */
export async function collectPages<T>(
  fetchPage: (pageNo: number, pageSize: number) => Promise<{ list: T[]; totalPages: number }>,
): Promise<T[]> {
  const rows: T[] = [];
  const last = AGENT_LIST_MAX_ROWS / AGENT_PAGE_SIZE_MAX;
  for (let pageNo = 1; pageNo <= last; pageNo++) {
    const page = await fetchPage(pageNo, AGENT_PAGE_SIZE_MAX);
    rows.push(...page.list);
    if (pageNo >= page.totalPages || page.list.length === 0) break;
  }
  return rows;
}
