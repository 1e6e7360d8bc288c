-- Return visits: the people a member keeps calling on, and each call made on them.
CREATE TABLE "ReturnVisit" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "clientId" TEXT,
    "name" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "phoneNumber" TEXT,
    "latitude" DOUBLE PRECISION,
    "longitude" DOUBLE PRECISION,
    "language" TEXT,
    "topic" TEXT,
    "publication" TEXT,
    "nextVisitDate" TEXT,
    "noteId" INTEGER,
    "houseId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReturnVisit_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReturnVisitCall" (
    "id" SERIAL NOT NULL,
    "returnVisitId" INTEGER NOT NULL,
    "clientId" TEXT,
    "date" TEXT NOT NULL,
    "notes" TEXT,
    "publication" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReturnVisitCall_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ReturnVisit_userId_clientId_key" ON "ReturnVisit"("userId", "clientId");

-- CreateIndex
CREATE INDEX "ReturnVisit_userId_nextVisitDate_idx" ON "ReturnVisit"("userId", "nextVisitDate");

-- CreateIndex
CREATE INDEX "ReturnVisit_noteId_idx" ON "ReturnVisit"("noteId");

-- CreateIndex
CREATE INDEX "ReturnVisit_houseId_idx" ON "ReturnVisit"("houseId");

-- CreateIndex
CREATE UNIQUE INDEX "ReturnVisitCall_returnVisitId_clientId_key" ON "ReturnVisitCall"("returnVisitId", "clientId");

-- CreateIndex
CREATE INDEX "ReturnVisitCall_returnVisitId_date_idx" ON "ReturnVisitCall"("returnVisitId", "date");

-- AddForeignKey
ALTER TABLE "ReturnVisit" ADD CONSTRAINT "ReturnVisit_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReturnVisit" ADD CONSTRAINT "ReturnVisit_noteId_fkey" FOREIGN KEY ("noteId") REFERENCES "Note"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReturnVisit" ADD CONSTRAINT "ReturnVisit_houseId_fkey" FOREIGN KEY ("houseId") REFERENCES "TerritoryHouse"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReturnVisitCall" ADD CONSTRAINT "ReturnVisitCall_returnVisitId_fkey" FOREIGN KEY ("returnVisitId") REFERENCES "ReturnVisit"("id") ON DELETE CASCADE ON UPDATE CASCADE;
