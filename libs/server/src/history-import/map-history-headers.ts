import { type HistoryField, historyFields } from '@bridal/shared/history-import/history-import';
import { createHeaderMapper, type FieldAliases } from '../inventory/map-headers';

/**
 * Header names per field, as BridalLive, Acuity, Square Appointments, Calendly and hand-kept
 * sheets write them. A leading "=" means the name counts only on its own.
 */
const historyAliases: Record<HistoryField, FieldAliases> = {
  externalId: {
    accepted: ['appointment id', 'booking id', 'event id', 'invitee uuid', 'event uuid', 'reservation id'],
    fallback: ['=id'],
  },
  startsAt: {
    preferred: ['start time', 'start date time', 'start date and time', 'appointment start', 'starts at'],
    accepted: [
      'appointment date',
      'appointment date time',
      'booking date',
      'visit date',
      'event date',
      '=date',
      '=start',
    ],
    fallback: ['=when', '=day'],
  },
  time: { accepted: ['=time', 'appointment time', 'start hour', 'booking time'] },
  brideName: {
    preferred: ['bride name', 'bride', 'invitee name', 'customer name', 'client name'],
    accepted: ['full name', '=name', '=customer', '=client', 'contact name', '=guest'],
  },
  firstName: { accepted: ['first name', 'given name', 'bride first name', 'invitee first name'] },
  lastName: { accepted: ['last name', 'surname', 'family name', 'bride last name', 'invitee last name'] },
  email: {
    accepted: ['email', 'e mail', 'email address', 'invitee email', 'customer email', 'client email', 'bride email'],
  },
  phone: {
    accepted: [
      'phone',
      'phone number',
      'mobile',
      'cell',
      'cell phone',
      'mobile phone',
      'telephone',
      'text reminder number',
    ],
  },
  weddingDate: { accepted: ['wedding date', 'event wedding date', 'date of wedding', 'wedding'] },
  consultant: {
    preferred: ['consultant', 'stylist', 'associate', 'staff', 'staff member', 'sales associate'],
    accepted: ['calendar', 'assigned to', 'team member', 'employee', 'host', 'event host', 'provider', 'sold by'],
  },
  appointmentType: {
    accepted: ['appointment type', 'event type name', 'event type', 'service', '=type', 'service name'],
  },
  status: { accepted: ['status', 'appointment status', 'outcome', 'result', 'visit status', 'attendance'] },
  cancelled: { accepted: ['canceled', 'cancelled', 'is canceled', 'is cancelled'] },
  sold: { accepted: ['=sold', 'purchased', 'bought', 'said yes', 'closed', 'sale made'] },
  saleAmount: {
    preferred: ['sale amount', 'sales amount', 'order total', 'purchase amount', 'sale total', 'dress price'],
    // Alone only: "Appointment Price" and "Amount Paid Online" are booking fees, not sales.
    accepted: ['=amount', '=total', '=revenue', '=sale', '=price', '=sale price'],
  },
  saleDate: { accepted: ['sale date', 'sold date', 'order date', 'purchase date', 'date sold'] },
  dress: { accepted: ['dress', 'gown', 'style', 'dress style', 'dress name', 'item purchased'] },
  notes: { accepted: ['notes', 'note', 'comments', 'comment', 'memo', 'questions', 'description'] },
};

/** Words of a column about what the booking cost, never what she bought. */
const bookingFeeWords = new Set(['paid', 'deposit', 'fee', 'tip', 'tax', 'certificate', 'coupon', 'refund']);

/** Whether a column is a booking system's own money (a deposit, the appointment's price). */
export function isBookingFeeHeader(header: string): boolean {
  const headerWords = header.toLowerCase().split(/[^a-z]+/);
  return (
    headerWords.some((word) => bookingFeeWords.has(word)) ||
    (headerWords.includes('appointment') && headerWords.includes('price'))
  );
}

/** Decides which column holds which field from the header names alone. */
export const mapHistoryHeaders = createHeaderMapper(historyFields, historyAliases, bookingFeeWords);
