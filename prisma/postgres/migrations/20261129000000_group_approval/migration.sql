-- A member is let into a service group by its overseer, an admin, or an invitation code.
ALTER TABLE "User" ADD COLUMN     "groupApproved" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "groupRequestedAt" TIMESTAMP(3);

-- Every member already in a group stays in it: an upgrade locks nobody out.
UPDATE "User" SET "groupApproved" = true;

-- CreateTable
CREATE TABLE "GroupInvitation" (
    "id" SERIAL NOT NULL,
    "groupNumber" INTEGER NOT NULL,
    "codeHash" TEXT NOT NULL,
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "revokedAt" TIMESTAMP(3),
    "uses" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "GroupInvitation_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "GroupInvitation_codeHash_key" ON "GroupInvitation"("codeHash");

-- CreateIndex
CREATE INDEX "GroupInvitation_groupNumber_idx" ON "GroupInvitation"("groupNumber");

-- AddForeignKey
ALTER TABLE "GroupInvitation" ADD CONSTRAINT "GroupInvitation_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
