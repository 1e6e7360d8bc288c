-- A member is let into a service group by its overseer, an admin, or an invitation code.
ALTER TABLE "User" ADD COLUMN "groupApproved" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "User" ADD COLUMN "groupRequestedAt" DATETIME;

-- Every member already in a group stays in it: an upgrade locks nobody out.
UPDATE "User" SET "groupApproved" = true;

-- CreateTable
CREATE TABLE "GroupInvitation" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "groupNumber" INTEGER NOT NULL,
    "codeHash" TEXT NOT NULL,
    "createdById" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" DATETIME NOT NULL,
    "revokedAt" DATETIME,
    "uses" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "GroupInvitation_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "GroupInvitation_codeHash_key" ON "GroupInvitation"("codeHash");

-- CreateIndex
CREATE INDEX "GroupInvitation_groupNumber_idx" ON "GroupInvitation"("groupNumber");
