-- Offers to hand a return visit over to another member of the giver's service group.
CREATE TABLE "ReturnVisitHandover" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "returnVisitId" INTEGER NOT NULL,
    "giverId" INTEGER NOT NULL,
    "receiverId" INTEGER NOT NULL,
    "groupNumber" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ReturnVisitHandover_returnVisitId_fkey" FOREIGN KEY ("returnVisitId") REFERENCES "ReturnVisit" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ReturnVisitHandover_giverId_fkey" FOREIGN KEY ("giverId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ReturnVisitHandover_receiverId_fkey" FOREIGN KEY ("receiverId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "ReturnVisitHandover_returnVisitId_key" ON "ReturnVisitHandover"("returnVisitId");

-- CreateIndex
CREATE INDEX "ReturnVisitHandover_giverId_idx" ON "ReturnVisitHandover"("giverId");

-- CreateIndex
CREATE INDEX "ReturnVisitHandover_receiverId_idx" ON "ReturnVisitHandover"("receiverId");
