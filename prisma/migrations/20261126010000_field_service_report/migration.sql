-- CreateTable
CREATE TABLE "ServiceEntry" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "clientId" TEXT,
    "date" TEXT NOT NULL,
    "minutes" INTEGER NOT NULL,
    "kind" TEXT NOT NULL DEFAULT 'house_to_house',
    "credit" BOOLEAN NOT NULL DEFAULT false,
    "note" TEXT,
    "source" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "ServiceEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ServiceMonth" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "month" TEXT NOT NULL,
    "bibleStudies" INTEGER NOT NULL DEFAULT 0,
    "participated" BOOLEAN NOT NULL DEFAULT false,
    "sentAt" DATETIME,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "ServiceMonth_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ServiceTimer" (
    "userId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "startedAt" DATETIME,
    "elapsedSeconds" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "ServiceTimer_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ReportSettings" (
    "userId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "role" TEXT NOT NULL DEFAULT 'publisher',
    "monthlyGoalHours" REAL,
    "annualGoalHours" REAL,
    "creditCapHours" REAL NOT NULL DEFAULT 55,
    "rounding" TEXT NOT NULL DEFAULT 'none',
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "ReportSettings_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_User" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "username" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "email" TEXT,
    "fullName" TEXT NOT NULL,
    "phoneNumber" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "groupNumber" INTEGER NOT NULL,
    "role" TEXT NOT NULL DEFAULT 'user',
    "isConductor" BOOLEAN NOT NULL DEFAULT false,
    "isElder" BOOLEAN NOT NULL DEFAULT false,
    "isGroupOverseer" BOOLEAN NOT NULL DEFAULT false,
    "appName" TEXT NOT NULL DEFAULT 'My Ministry Companion',
    "backgroundImageUrl" TEXT NOT NULL DEFAULT '',
    "primaryColor" TEXT NOT NULL DEFAULT '#ea580c',
    "secondaryColor" TEXT NOT NULL DEFAULT '#fed7aa',
    "isFirstLogin" BOOLEAN NOT NULL DEFAULT true,
    "setupCompleted" BOOLEAN NOT NULL DEFAULT false,
    "lastLoginAt" DATETIME,
    "passwordChangedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_User" ("address", "appName", "backgroundImageUrl", "createdAt", "email", "fullName", "groupNumber", "id", "isConductor", "isElder", "isFirstLogin", "lastLoginAt", "passwordChangedAt", "passwordHash", "phoneNumber", "primaryColor", "role", "secondaryColor", "setupCompleted", "updatedAt", "username") SELECT "address", "appName", "backgroundImageUrl", "createdAt", "email", "fullName", "groupNumber", "id", "isConductor", "isElder", "isFirstLogin", "lastLoginAt", "passwordChangedAt", "passwordHash", "phoneNumber", "primaryColor", "role", "secondaryColor", "setupCompleted", "updatedAt", "username" FROM "User";
DROP TABLE "User";
ALTER TABLE "new_User" RENAME TO "User";
CREATE UNIQUE INDEX "User_username_key" ON "User"("username");
CREATE INDEX "User_groupNumber_idx" ON "User"("groupNumber");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "ServiceEntry_userId_date_idx" ON "ServiceEntry"("userId", "date");

-- CreateIndex
CREATE UNIQUE INDEX "ServiceEntry_userId_clientId_key" ON "ServiceEntry"("userId", "clientId");

-- CreateIndex
CREATE UNIQUE INDEX "ServiceMonth_userId_month_key" ON "ServiceMonth"("userId", "month");
