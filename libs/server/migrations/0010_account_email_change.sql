-- A user changes her own e-mail address: the new one is kept aside until she opens the link
-- e-mailed to it (a row of email_confirmations, made by migration 0008, naming the new address).
-- Until then she logs in, and is written to, at the address she has.

ALTER TABLE users ADD COLUMN pending_email text;
