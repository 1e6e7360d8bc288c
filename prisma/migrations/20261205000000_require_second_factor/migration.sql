-- An admin may require every account to use an authenticator app (docs/product/accounts.md).
ALTER TABLE "AppSettings" ADD COLUMN "requireSecondFactor" BOOLEAN NOT NULL DEFAULT false;
