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
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SyncOutcome_pkey" PRIMARY KEY ("userId","clientId")
);

-- AddForeignKey
ALTER TABLE "SyncOutcome" ADD CONSTRAINT "SyncOutcome_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

