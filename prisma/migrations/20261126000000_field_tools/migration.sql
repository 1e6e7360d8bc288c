-- AlterTable
ALTER TABLE "MusicFile" ADD COLUMN "album" TEXT;
ALTER TABLE "MusicFile" ADD COLUMN "artist" TEXT;
ALTER TABLE "MusicFile" ADD COLUMN "durationSeconds" REAL;

-- AlterTable
ALTER TABLE "GpsTracking" ADD COLUMN "clientId" TEXT;

-- CreateTable
CREATE TABLE "TerritoryHouse" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "territoryId" INTEGER NOT NULL,
    "address" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'not_visited',
    "lastCallDate" TEXT,
    "nextVisitDate" TEXT,
    "notes" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "TerritoryHouse_territoryId_fkey" FOREIGN KEY ("territoryId") REFERENCES "Territory" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "TerritoryCall" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "territoryId" INTEGER NOT NULL,
    "houseId" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "date" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "TerritoryCall_territoryId_fkey" FOREIGN KEY ("territoryId") REFERENCES "Territory" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "TerritoryCall_houseId_fkey" FOREIGN KEY ("houseId") REFERENCES "TerritoryHouse" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "GpsRoute" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "sessionId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "startedAt" DATETIME NOT NULL,
    "endedAt" DATETIME,
    "distanceMeters" REAL NOT NULL DEFAULT 0,
    "durationSeconds" INTEGER NOT NULL DEFAULT 0,
    "pointCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "GpsRoute_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "AiUsage" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "day" TEXT NOT NULL,
    "requests" INTEGER NOT NULL DEFAULT 0,
    "tokens" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "AiUsage_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ServiceSnapshot" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "body" TEXT NOT NULL,
    "fetchedAt" DATETIME NOT NULL
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Territory" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "territoryNumber" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "assignedDate" TEXT,
    "dueDate" TEXT,
    "status" TEXT NOT NULL DEFAULT 'active',
    "progress" INTEGER NOT NULL DEFAULT 0,
    "houses" INTEGER NOT NULL DEFAULT 0,
    "contactedHouses" INTEGER NOT NULL DEFAULT 0,
    "type" TEXT NOT NULL DEFAULT 'residential',
    "boundaries" TEXT,
    "notes" TEXT,
    "imageFilename" TEXT,
    "imageOriginalName" TEXT,
    "imageFileSize" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Territory_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Territory" ("assignedDate", "boundaries", "contactedHouses", "createdAt", "description", "dueDate", "houses", "id", "imageFileSize", "imageFilename", "imageOriginalName", "name", "notes", "progress", "status", "territoryNumber", "type", "updatedAt", "userId") SELECT "assignedDate", "boundaries", "contactedHouses", "createdAt", "description", "dueDate", "houses", "id", "imageFileSize", "imageFilename", "imageOriginalName", "name", "notes", "progress", "status", "territoryNumber", "type", "updatedAt", "userId" FROM "Territory";
DROP TABLE "Territory";
ALTER TABLE "new_Territory" RENAME TO "Territory";
CREATE UNIQUE INDEX "Territory_imageFilename_key" ON "Territory"("imageFilename");
CREATE INDEX "Territory_userId_createdAt_idx" ON "Territory"("userId", "createdAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

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
