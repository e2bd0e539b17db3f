-- The language a member chose in Settings (ADR 0027): the web's and the mails'. Null follows the
-- browser's, with mails in Spanish.
ALTER TABLE "users" ADD COLUMN "language" text;