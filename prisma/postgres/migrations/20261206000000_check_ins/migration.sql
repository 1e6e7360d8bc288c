-- Safety check-ins of members going out alone (docs/product/check-ins.md).
ALTER TABLE "AppSettings" ADD COLUMN "checkInGraceMinutes" INTEGER NOT NULL DEFAULT 10;
ALTER TABLE "AppSettings" ADD COLUMN "checkInEscalationMinutes" INTEGER NOT NULL DEFAULT 15;

CREATE TABLE "CheckIn" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "groupId" INTEGER NOT NULL,
    "fullName" TEXT NOT NULL,
    "phone" TEXT,
    "note" TEXT,
    "location" TEXT,
    "drill" BOOLEAN NOT NULL DEFAULT false,
    "clientId" TEXT,
    "status" TEXT NOT NULL DEFAULT 'active',
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "dueAt" TIMESTAMP(3) NOT NULL,
    "overdueAt" TIMESTAMP(3),
    "escalatedAt" TIMESTAMP(3),
    "acknowledgedById" INTEGER,
    "acknowledgedByName" TEXT,
    "acknowledgedAt" TIMESTAMP(3),
    "endedAt" TIMESTAMP(3),
    "endedByName" TEXT,
    "outcome" TEXT,

    CONSTRAINT "CheckIn_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "CheckInEvent" (
    "id" SERIAL NOT NULL,
    "checkInId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "actorId" INTEGER,
    "actorName" TEXT,
    "detail" TEXT,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CheckInEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "CheckIn_userId_clientId_key" ON "CheckIn"("userId", "clientId");

-- CreateIndex
CREATE INDEX "CheckIn_status_dueAt_idx" ON "CheckIn"("status", "dueAt");

-- CreateIndex
CREATE INDEX "CheckIn_groupId_status_idx" ON "CheckIn"("groupId", "status");

-- CreateIndex
CREATE INDEX "CheckInEvent_checkInId_at_idx" ON "CheckInEvent"("checkInId", "at");

-- CreateIndex
CREATE INDEX "CheckInEvent_kind_at_idx" ON "CheckInEvent"("kind", "at");

-- AddForeignKey
ALTER TABLE "CheckIn" ADD CONSTRAINT "CheckIn_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CheckInEvent" ADD CONSTRAINT "CheckInEvent_checkInId_fkey" FOREIGN KEY ("checkInId") REFERENCES "CheckIn"("id") ON DELETE CASCADE ON UPDATE CASCADE;
