-- A device keeps the day it was last reminded of the return visits planned for that day.
ALTER TABLE "PushSubscription" ADD COLUMN "visitsRemindedOn" TEXT;
