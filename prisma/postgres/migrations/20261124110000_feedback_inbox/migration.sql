-- AlterTable
ALTER TABLE "UserPreferences" ADD COLUMN     "seenReleases" TEXT;

-- AlterTable
ALTER TABLE "ProblemReport" ADD COLUMN     "answer" TEXT,
ADD COLUMN     "answeredAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Suggestion" ADD COLUMN     "answer" TEXT,
ADD COLUMN     "answeredAt" TIMESTAMP(3),
ADD COLUMN     "status" TEXT NOT NULL DEFAULT 'open';

-- AlterTable
ALTER TABLE "CustomAppRequest" ADD COLUMN     "answer" TEXT,
ADD COLUMN     "answeredAt" TIMESTAMP(3),
ADD COLUMN     "status" TEXT NOT NULL DEFAULT 'open';

-- CreateIndex
CREATE INDEX "ProblemReport_userId_idx" ON "ProblemReport"("userId");

-- CreateIndex
CREATE INDEX "ProblemReport_status_idx" ON "ProblemReport"("status");

-- CreateIndex
CREATE INDEX "Suggestion_userId_idx" ON "Suggestion"("userId");

-- CreateIndex
CREATE INDEX "Suggestion_status_idx" ON "Suggestion"("status");

-- CreateIndex
CREATE INDEX "CustomAppRequest_userId_idx" ON "CustomAppRequest"("userId");

-- CreateIndex
CREATE INDEX "CustomAppRequest_status_idx" ON "CustomAppRequest"("status");

