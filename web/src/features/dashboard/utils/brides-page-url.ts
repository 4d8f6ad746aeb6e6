import { apiPaths } from '@bridal/shared/api/api-paths';
import {
  type BrideStatusFilter,
  type BrideWhenFilter,
  brideStatusFilters,
  brideWhenFilters,
} from '@bridal/shared/brides/brides-page';
import { countOf } from '@bridal/shared/wording/count-of';

/** What a list of brides asks for; a blank filter means any. */
export interface BridesListQuery {
  search?: string;
  status?: BrideStatusFilter | '';
  when?: BrideWhenFilter | '';
  page?: number;
}

/** The filters that narrow the list, as query parameters (page 1 is the default). */
export function bridesListParams({ search = '', status = '', when = '', page = 1 }: BridesListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (search.trim()) params.set('search', search.trim());
  if (status) params.set('status', status);
  if (when) params.set('when', when);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** GET /api/brides with only the filters that narrow it. */
export function bridesPageUrl(query: BridesListQuery): string {
  const params = bridesListParams(query).toString();
  return params ? `${apiPaths.brides}?${params}` : apiPaths.brides;
}

/** The list's query as the page address keeps it (?search=&status=&when=&page=), anything unknown dropped. */
export function readBridesListQuery(params: URLSearchParams): Required<BridesListQuery> {
  const status = params.get('status') ?? '';
  const when = params.get('when') ?? '';
  const page = Number(params.get('page'));
  return {
    search: params.get('search') ?? '',
    status: (brideStatusFilters as readonly string[]).includes(status) ? (status as BrideStatusFilter) : '',
    when: (brideWhenFilters as readonly string[]).includes(when) ? (when as BrideWhenFilter) : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** "1 bride", "24 brides". */
export const describeBrideCount = (count: number) => countOf(count, 'bride');
