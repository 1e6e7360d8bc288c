-- AlterTable
ALTER TABLE "User" ADD COLUMN     "isGroupOverseer" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "ServiceEntry" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "clientId" TEXT,
    "date" TEXT NOT NULL,
    "minutes" INTEGER NOT NULL,
    "kind" TEXT NOT NULL DEFAULT 'house_to_house',
    "credit" BOOLEAN NOT NULL DEFAULT false,
    "note" TEXT,
    "source" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ServiceEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ServiceMonth" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "month" TEXT NOT NULL,
    "bibleStudies" INTEGER NOT NULL DEFAULT 0,
    "participated" BOOLEAN NOT NULL DEFAULT false,
    "sentAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ServiceMonth_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ServiceTimer" (
    "userId" INTEGER NOT NULL,
    "startedAt" TIMESTAMP(3),
    "elapsedSeconds" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ServiceTimer_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "ReportSettings" (
    "userId" INTEGER NOT NULL,
    "role" TEXT NOT NULL DEFAULT 'publisher',
    "monthlyGoalHours" DOUBLE PRECISION,
    "annualGoalHours" DOUBLE PRECISION,
    "creditCapHours" DOUBLE PRECISION NOT NULL DEFAULT 55,
    "rounding" TEXT NOT NULL DEFAULT 'none',
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReportSettings_pkey" PRIMARY KEY ("userId")
);

-- CreateIndex
CREATE INDEX "ServiceEntry_userId_date_idx" ON "ServiceEntry"("userId", "date");

-- CreateIndex
CREATE UNIQUE INDEX "ServiceEntry_userId_clientId_key" ON "ServiceEntry"("userId", "clientId");

-- CreateIndex
CREATE UNIQUE INDEX "ServiceMonth_userId_month_key" ON "ServiceMonth"("userId", "month");

-- AddForeignKey
ALTER TABLE "ServiceEntry" ADD CONSTRAINT "ServiceEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ServiceMonth" ADD CONSTRAINT "ServiceMonth_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ServiceTimer" ADD CONSTRAINT "ServiceTimer_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReportSettings" ADD CONSTRAINT "ReportSettings_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
