import { apiPaths } from '@bridal/shared/api/api-paths';
import { pageUrl } from '@bridal/shared/web/page-paths';

/** The feed's link: it ends in .ics, which some calendar apps look for before they subscribe. */
export const calendarFeedUrl = (publicUrl: string, token: string) =>
  pageUrl(publicUrl, apiPaths.calendarFeed(`${token}.ics`));
