-- A device keeps its time zone for the report reminder, and the day it was last reminded.
ALTER TABLE "PushSubscription" ADD COLUMN "timeZone" TEXT;
ALTER TABLE "PushSubscription" ADD COLUMN "remindedOn" TEXT;
