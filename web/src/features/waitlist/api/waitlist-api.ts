import { apiPaths } from '@bridal/shared/api/api-paths';
import type { BookingRules, WaitlistDayView } from '@bridal/shared/waitlist/waitlist';
import useSWR from 'swr';
import { apiRequest, fetcher } from '../../../lib/api-client';

/** GET /api/waitlist?date=: a day's waitlist, for the schedule. */
export const useDayWaitlist = (date: string | undefined) =>
  useSWR<WaitlistDayView>(date ? `${apiPaths.waitlist.day}?date=${encodeURIComponent(date)}` : null, fetcher);

/** DELETE /api/waitlist/{id}. */
export const removeWaitlistEntry = (entryId: string) =>
  apiRequest<void>(apiPaths.waitlist.entry(entryId), { method: 'DELETE' });

export const useBookingRules = () => useSWR<BookingRules>(apiPaths.bookingRules, fetcher);

export const saveBookingRules = (rules: BookingRules) =>
  apiRequest<BookingRules>(apiPaths.bookingRules, { method: 'PUT', body: rules });
