-- CreateTable
CREATE TABLE "SyncOutcome" (
    "userId" INTEGER NOT NULL,
    "clientId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "recordId" INTEGER,
    "copyId" INTEGER,
    "message" TEXT,
    "code" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("userId", "clientId"),
    CONSTRAINT "SyncOutcome_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

