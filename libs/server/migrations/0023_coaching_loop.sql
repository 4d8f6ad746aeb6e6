-- The coaching loop: measurable goals per consultant, a score card per completed appointment, and
-- the weekly coaching digest (DESIGN.md section 12).

-- A goal: one measure, a target and a date, for one consultant. Measures are defined in
-- libs/shared/src/coaching/measures.ts; a behaviour's rate names the behaviour too. Ratios are
-- stored as a fraction (0.4 = 40 %), an average sale in cents.
CREATE TABLE consultant_goals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  boutique_id integer NOT NULL REFERENCES boutiques (id) ON DELETE CASCADE,
  consultant_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  measure text NOT NULL CHECK (measure IN (
    'contact_ratio', 'appointment_ratio', 'average_sale', 'pull_list_rate', 'win_back_rate',
    'outcomes_on_time', 'behaviour'
  )),
  behaviour_key text NULL CHECK ((measure = 'behaviour') = (behaviour_key IS NOT NULL)),
  target numeric NOT NULL CHECK (target >= 0),
  -- Progress is measured from the day the goal was set (boutique-local) up to today or its date.
  starts_on date NOT NULL,
  due_on date NOT NULL CHECK (due_on >= starts_on),
  created_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consultant_goals_consultant ON consultant_goals (boutique_id, consultant_id, due_on);

-- The behaviours a boutique's score cards ask about, in order: [{ "key", "label" }]. NULL: the
-- defaults from selling practice (libs/shared/src/coaching/score-card.ts).
ALTER TABLE boutiques ADD COLUMN score_card_behaviours jsonb NULL;
-- The weekly coaching digest is on unless the boutique turns it off; the team board is off unless
-- an admin turns it on.
ALTER TABLE boutiques ADD COLUMN coaching_digest_enabled boolean NOT NULL DEFAULT true;
ALTER TABLE boutiques ADD COLUMN team_board_enabled boolean NOT NULL DEFAULT false;
-- A team member who does not want the weekly digest e-mail (its page stays).
ALTER TABLE users ADD COLUMN coaching_digest_opt_out boolean NOT NULL DEFAULT false;

-- One score card per completed appointment with an outcome: each behaviour yes / no / not
-- relevant ({ "<key>": "yes" | "no" | "not_relevant" }), filled by the consultant who ran it (or
-- an admin), and an admin's review note the consultant reads.
CREATE TABLE score_cards (
  appointment_id uuid PRIMARY KEY REFERENCES appointments (id) ON DELETE CASCADE,
  boutique_id integer NOT NULL REFERENCES boutiques (id) ON DELETE CASCADE,
  -- Whose appointment it was (the outcome's consultant); kept NULL when she is deleted, so the
  -- team's figures keep her cards.
  consultant_id uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  answers jsonb NOT NULL,
  filled_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  filled_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  review_note text NOT NULL DEFAULT '',
  reviewed_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  reviewed_at timestamptz NULL,
  -- When the consultant first saw the review note (NULL: not yet, or no note).
  review_seen_at timestamptz NULL
);
CREATE INDEX score_cards_boutique_consultant ON score_cards (boutique_id, consultant_id, filled_at);

-- The weekly digests: one row per person and boutique-local week (its Monday), written before its
-- e-mail goes so any number of workers send it once. 'consultant': her own; 'team': the owner's
-- and admins' view of the team. facts: what the coach computed; content: the words it was given.
CREATE TABLE coaching_digests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  boutique_id integer NOT NULL REFERENCES boutiques (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('consultant', 'team')),
  week_start date NOT NULL,
  facts jsonb NOT NULL,
  content jsonb NOT NULL,
  written_by text NOT NULL CHECK (written_by IN ('coach', 'model')),
  -- pending: to e-mail; sent; skipped (opted out, no address, turned off); failed (every try).
  mail_status text NOT NULL DEFAULT 'pending' CHECK (mail_status IN ('pending', 'sent', 'skipped', 'failed')),
  mail_attempts integer NOT NULL DEFAULT 0,
  mail_claimed_at timestamptz NULL,
  sent_at timestamptz NULL,
  sent_to text NOT NULL DEFAULT '',
  last_error text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, kind, week_start)
);
CREATE INDEX coaching_digests_boutique_week ON coaching_digests (boutique_id, week_start);
CREATE INDEX coaching_digests_pending ON coaching_digests (created_at) WHERE mail_status = 'pending';
