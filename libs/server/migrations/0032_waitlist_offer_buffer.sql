-- A waitlist offer holds the place of the bride's own type (DESIGN.md section 14, issue 33): its
-- length in duration_minutes and the room's time after it here, as an appointment of that type
-- would, so free slots and bookings count the hold as the appointment it may become.
ALTER TABLE waitlist_offers ADD COLUMN buffer_minutes integer NOT NULL DEFAULT 0
  CHECK (buffer_minutes BETWEEN 0 AND 240);
