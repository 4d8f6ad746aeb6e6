-- A booking that waits for a card or deposit tells the bride she is booked only once it is saved
-- (a hold that lapses never said so). Whether that e-mail may go is the outside-mail guard's answer
-- when she booked, kept here until then.
ALTER TABLE appointment_payment_holds ADD COLUMN mail_bride boolean NOT NULL DEFAULT true;
