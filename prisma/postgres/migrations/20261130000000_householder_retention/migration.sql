-- Householder records are kept for a period the admin sets, 24 months unless changed.
ALTER TABLE "AppSettings" ADD COLUMN "householderRetentionMonths" INTEGER NOT NULL DEFAULT 24;
