-- AlterTable
ALTER TABLE "UserPreferences" ADD COLUMN "seenReleases" TEXT;

-- AlterTable
ALTER TABLE "ProblemReport" ADD COLUMN "answer" TEXT;
ALTER TABLE "ProblemReport" ADD COLUMN "answeredAt" DATETIME;

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Suggestion" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER,
    "name" TEXT NOT NULL,
    "email" TEXT,
    "suggestion" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "answer" TEXT,
    "answeredAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Suggestion_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Suggestion" ("createdAt", "email", "id", "name", "suggestion", "userId") SELECT "createdAt", "email", "id", "name", "suggestion", "userId" FROM "Suggestion";
DROP TABLE "Suggestion";
ALTER TABLE "new_Suggestion" RENAME TO "Suggestion";
CREATE INDEX "Suggestion_userId_idx" ON "Suggestion"("userId");
CREATE INDEX "Suggestion_status_idx" ON "Suggestion"("status");
CREATE TABLE "new_CustomAppRequest" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT,
    "projectType" TEXT,
    "description" TEXT NOT NULL,
    "budget" TEXT,
    "timeline" TEXT,
    "status" TEXT NOT NULL DEFAULT 'open',
    "answer" TEXT,
    "answeredAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "CustomAppRequest_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_CustomAppRequest" ("budget", "createdAt", "description", "email", "id", "name", "phone", "projectType", "timeline", "userId") SELECT "budget", "createdAt", "description", "email", "id", "name", "phone", "projectType", "timeline", "userId" FROM "CustomAppRequest";
DROP TABLE "CustomAppRequest";
ALTER TABLE "new_CustomAppRequest" RENAME TO "CustomAppRequest";
CREATE INDEX "CustomAppRequest_userId_idx" ON "CustomAppRequest"("userId");
CREATE INDEX "CustomAppRequest_status_idx" ON "CustomAppRequest"("status");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "ProblemReport_userId_idx" ON "ProblemReport"("userId");

-- CreateIndex
CREATE INDEX "ProblemReport_status_idx" ON "ProblemReport"("status");

