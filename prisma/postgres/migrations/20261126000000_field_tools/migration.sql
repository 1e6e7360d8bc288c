-- AlterTable
ALTER TABLE "MusicFile" ADD COLUMN     "album" TEXT,
ADD COLUMN     "artist" TEXT,
ADD COLUMN     "durationSeconds" DOUBLE PRECISION;

-- AlterTable
ALTER TABLE "Territory" ALTER COLUMN "assignedDate" SET DATA TYPE TEXT,
ALTER COLUMN "dueDate" SET DATA TYPE TEXT;

-- AlterTable
ALTER TABLE "GpsTracking" ADD COLUMN     "clientId" TEXT;

-- CreateTable
CREATE TABLE "TerritoryHouse" (
    "id" SERIAL NOT NULL,
    "territoryId" INTEGER NOT NULL,
    "address" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'not_visited',
    "lastCallDate" TEXT,
    "nextVisitDate" TEXT,
    "notes" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TerritoryHouse_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TerritoryCall" (
    "id" SERIAL NOT NULL,
    "territoryId" INTEGER NOT NULL,
    "houseId" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "date" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TerritoryCall_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GpsRoute" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "sessionId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL,
    "endedAt" TIMESTAMP(3),
    "distanceMeters" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "durationSeconds" INTEGER NOT NULL DEFAULT 0,
    "pointCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GpsRoute_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AiUsage" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "day" TEXT NOT NULL,
    "requests" INTEGER NOT NULL DEFAULT 0,
    "tokens" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "AiUsage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ServiceSnapshot" (
    "key" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "fetchedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ServiceSnapshot_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "TerritoryHouse_territoryId_createdAt_idx" ON "TerritoryHouse"("territoryId", "createdAt");

-- CreateIndex
CREATE INDEX "TerritoryHouse_nextVisitDate_idx" ON "TerritoryHouse"("nextVisitDate");

-- CreateIndex
CREATE INDEX "TerritoryCall_territoryId_date_idx" ON "TerritoryCall"("territoryId", "date");

-- CreateIndex
CREATE INDEX "TerritoryCall_houseId_idx" ON "TerritoryCall"("houseId");

-- CreateIndex
CREATE INDEX "GpsRoute_userId_createdAt_idx" ON "GpsRoute"("userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "GpsRoute_userId_sessionId_key" ON "GpsRoute"("userId", "sessionId");

-- CreateIndex
CREATE UNIQUE INDEX "AiUsage_userId_day_key" ON "AiUsage"("userId", "day");

-- CreateIndex
CREATE UNIQUE INDEX "GpsTracking_userId_clientId_key" ON "GpsTracking"("userId", "clientId");

-- AddForeignKey
ALTER TABLE "TerritoryHouse" ADD CONSTRAINT "TerritoryHouse_territoryId_fkey" FOREIGN KEY ("territoryId") REFERENCES "Territory"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TerritoryCall" ADD CONSTRAINT "TerritoryCall_territoryId_fkey" FOREIGN KEY ("territoryId") REFERENCES "Territory"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TerritoryCall" ADD CONSTRAINT "TerritoryCall_houseId_fkey" FOREIGN KEY ("houseId") REFERENCES "TerritoryHouse"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GpsRoute" ADD CONSTRAINT "GpsRoute_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AiUsage" ADD CONSTRAINT "AiUsage_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
